// The flood limit in front of every public write: a per-client count over one minute, checked
// before anything reaches the database. The database's own counters keep the longer windows
// (enquiries per hour, guesses per day); this one only stops a flood from becoming row writes.

// Whether one more write from this client is allowed now.
export type WriteLimit = (key: string, now: number) => boolean | Promise<boolean>

// Per client key (an IPv4 address or an IPv6 /64) per minute. A buyer's whole visit makes fewer
// than ten writes spread over minutes; 60 lets a household or an office behind one address, or
// several strangers behind one mobile carrier's shared address, all send at once, and still cuts
// a script's thousands a minute to one a second.
export const WRITES_PER_MINUTE = 60
export const WRITE_WINDOW_MS = 60_000

// Workers: the rate-limiting binding ([[ratelimits]] WRITE_LIMITER in wrangler.toml), counted by
// Cloudflare in each location, with no round trip to the database.
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>
}
export const bindingWriteLimit =
  (binding: RateLimitBinding): WriteLimit =>
  async (key) =>
    (await binding.limit({ key })).success

// Node: the same count in memory, one fixed window per key. At most `maxKeys` windows are kept;
// windows are kept in the order they began, so the oldest (ended first) go first when it is full.
export const memoryWriteLimit = (limit = WRITES_PER_MINUTE, maxKeys = 10_000): WriteLimit => {
  const windows = new Map<string, { start: number; count: number }>()
  return (key, now) => {
    let w = windows.get(key)
    if (!w || now - w.start >= WRITE_WINDOW_MS) {
      windows.delete(key)
      for (const [k, old] of windows) {
        if (windows.size < maxKeys && now - old.start < WRITE_WINDOW_MS) break
        windows.delete(k)
      }
      w = { start: now, count: 0 }
      windows.set(key, w)
    }
    return ++w.count <= limit
  }
}

// A write the flood limit stands in front of: any change a buyer or a stranger can ask for. The
// seller's console (/admin) is signed in and left to its own checks.
export const isPublicWrite = (method: string, path: string, adminPrefix: string) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && !path.startsWith(adminPrefix)
