// Browser storage keys buyers' browsers already hold (see docs/behaviour.md#cart), in one place.
export const STORAGE_KEYS = {
  cart: 'product_list',
  token: 'public_token',
  sub: 'public_sub',
  roles: 'roles',
  isAddressAdded: 'is_address_added',
  fingerprint: 'fp',
  // Proof that this browser signed in before (sent with every login); kept across sign-outs.
  deviceToken: 'device_token',
} as const

export const readJson = <T>(key: string, fallback: T): T => {
  try {
    const raw = localStorage.getItem(key)
    return raw === null ? fallback : (JSON.parse(raw) as T)
  } catch {
    return fallback
  }
}

export const writeJson = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full disk: the page still works for this visit.
  }
}

export const readString = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export const writeString = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {}
}

// A random id per browser for the `fp` header (used only to key rate limits).
export const fingerprint = () => {
  let fp = readString(STORAGE_KEYS.fingerprint)
  if (!fp) {
    fp = crypto.randomUUID()
    writeString(STORAGE_KEYS.fingerprint, fp)
  }
  return fp
}
