// One Idempotency-Key per checkout attempt. It lives in sessionStorage next to a hash of the
// payload, so a retry after a dropped answer (or a second click, or a reload) sends the same key and
// gets the same enquiry back, while a changed cart or form starts a new attempt.

export const ATTEMPT_STORAGE_KEY = 'checkout_attempt'

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const defaultStore = (): KeyStore | undefined => {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

// cyrb53: a fast 53-bit string hash; collisions only matter between one buyer's own attempts.
export const hashOf = (text: string): string => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

// randomUUID needs a secure context; a plain-http preview falls back to random bytes.
export const newAttemptId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

interface Stored {
  hash: string
  key: string
}

const read = (store: KeyStore): Stored | undefined => {
  try {
    const parsed = JSON.parse(store.getItem(ATTEMPT_STORAGE_KEY) ?? 'null') as Stored | null
    return parsed && typeof parsed.hash === 'string' && typeof parsed.key === 'string' ? parsed : undefined
  } catch {
    return undefined
  }
}

export const attemptKeyFor = (
  payload: unknown,
  store: KeyStore | undefined = defaultStore(),
  newId: () => string = newAttemptId,
): string => {
  // The page's language says how the buyer reads, not what they ask for: switching it between a
  // dropped answer and the retry must not start a second enquiry.
  const { locale: _locale, ...cart } = (payload ?? {}) as Record<string, unknown>
  const hash = hashOf(JSON.stringify(cart))
  const saved = store ? read(store) : undefined
  if (saved?.hash === hash) return saved.key
  const key = newId()
  try {
    store?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ hash, key }))
  } catch {
    // Storage full or blocked: this attempt still has its key in memory for this click.
  }
  return key
}

export const clearAttemptKey = (store: KeyStore | undefined = defaultStore()) => {
  try {
    store?.removeItem(ATTEMPT_STORAGE_KEY)
  } catch {}
}
