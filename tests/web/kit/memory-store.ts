// A Storage stand-in that lives for one test: what the checkout keeps between a dropped answer
// and its retry, without the page's sessionStorage.
export const memoryStore = () => {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  }
}
