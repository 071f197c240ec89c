// The simulated buyers of `npm run bench:edge`: a repeatable random mix, one address per request,
// and accounts to sign in with.

// A fixed seed: every run sends the same mix in the same order.
let seed = 12
export const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
export const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!

// Each simulated buyer is a different address, as at a real peak; per-client limits stay out of it.
let nextAddress = 1
export const newAddress = () => {
  const n = nextAddress++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export const postJson = (payload: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(payload),
})

type Send = (path: string, init?: RequestInit) => Promise<{ status: number; body: string }>

// Accounts to sign in with: created through the worker, each with its chosen password.
export const createAccounts = async (count: number, send: Send) => {
  const accounts: { mobile: string; password: string; device: string }[] = []
  for (let i = 0; i < count; i++) {
    const mobile = `90001${String(i).padStart(5, '0')}`
    const password = `edge-bench-password-${i}`
    const signup = await send(
      'account/save',
      postJson({
        customer_name: 'Edge Bench Buyer',
        address: '1, Main Road',
        city: 'Madurai',
        pin_code: '625001',
        mobile_no: mobile,
        password,
      }),
    )
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${signup.body}`)
    accounts.push({
      mobile,
      password,
      device: (JSON.parse(signup.body) as { data: { device_token?: string } }).data.device_token ?? '',
    })
  }
  return accounts
}
