// Salted, peppered, slow password hashes with WebCrypto, so the same code runs in Workers and Node.
// Workers in production refuse PBKDF2 above 100,000 iterations; the count is stored with each hash
// so it can be raised later without breaking existing passwords.

export const PBKDF2_ITERATIONS = 100_000
const SCHEME = 'pbkdf2-sha256'

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const utf8 = (text: string) => new TextEncoder().encode(text)

// The pepper keys an HMAC of the password, so a stolen database alone cannot be brute-forced.
const peppered = async (password: string, pepper: string) => {
  const key = await crypto.subtle.importKey('raw', utf8(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(password)))
}

const derive = async (
  password: string,
  pepper: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
) => {
  const material = await crypto.subtle.importKey('raw', await peppered(password, pepper), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    256,
  )
  return new Uint8Array(bits)
}

export const hashPassword = async (password: string, pepper: string, iterations = PBKDF2_ITERATIONS) => {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, pepper, salt, iterations)
  return `${SCHEME}$${iterations}$${b64(salt)}$${b64(hash)}`
}

const constantTimeEqual = (a: Uint8Array, b: Uint8Array) => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

export const verifyPassword = async (password: string, stored: string, pepper: string): Promise<boolean> => {
  const [scheme, iter, salt, hash] = stored.split('$')
  const iterations = Number(iter)
  if (scheme !== SCHEME || !salt || !hash || !Number.isInteger(iterations) || iterations < 1) return false
  return constantTimeEqual(await derive(password, pepper, unb64(salt), iterations), unb64(hash))
}

// Spent on unknown usernames so that "no such user" takes as long as "wrong password".
let dummyHash: Promise<string> | undefined
export const burnPasswordTime = async (password: string, pepper: string) => {
  dummyHash ??= hashPassword('not-a-real-password', 'not-a-real-pepper')
  await verifyPassword(password, await dummyHash, pepper)
}

// No 0/O, 1/l/I: the seller reads this one-time password to the buyer over the phone.
const OTP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789'
export const ONE_TIME_PASSWORD_LENGTH = 10

// Rejection sampling keeps every character equally likely.
export const oneTimePassword = (length = ONE_TIME_PASSWORD_LENGTH) => {
  const limit = 256 - (256 % OTP_ALPHABET.length)
  let out = ''
  while (out.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (b < limit && out.length < length) out += OTP_ALPHABET[b % OTP_ALPHABET.length]
    }
  }
  return out
}
