import type { EdgeStore } from './edge-cache'

// Asks whether what this instance keeps in memory is still current, at most once per `everyMs`,
// never on a buyer's path: each request may start a check, which then runs after the answer
// (waitUntil on Workers). A failed check changes nothing; the next one is due as usual.
export const createFreshness = (opts: {
  everyMs: number
  now: () => number
  // Given the request's origin, which names the shop's own keys in the edge cache.
  check: (origin: string) => Promise<void>
  onError: (error: unknown) => void
}) => {
  // Starting an instance loads fresh data anyway: the first check is due one interval later.
  let lastAt = opts.now()
  let running = false
  // A check that never settled (its request cancelled before waitUntil ran it) must not stop all
  // later ones.
  const STUCK_MS = 30_000
  return {
    // The request's address: its origin is worked out only when a check is due, not on every request.
    poke(background: (p: Promise<unknown>) => void, requestUrl: string) {
      const now = opts.now()
      if ((running && now - lastAt < STUCK_MS) || now - lastAt < opts.everyMs) return
      lastAt = now
      running = true
      background(
        opts
          .check(new URL(requestUrl).origin)
          .catch(opts.onError)
          .finally(() => {
            running = false
          }),
      )
    },
  }
}

interface Marker<V> {
  value: V
  // When it was read from the database, and when an instance began to read it again.
  at: number
  leaseAt?: number
}

// A value every instance of one data centre shares through its edge cache, read from the database
// by one of them per `everyMs`: the others take the marker while it is younger than that, so the
// database sees about one read per interval per data centre, however many instances run there.
// The one that finds it old marks the marker as being refreshed (a lease, for `everyMs`) before
// it reads, so the others keep the marker's value meanwhile instead of all reading at once. The
// Cache API has no compare-and-set: two that look in the same instant both read, which is harmless.
// Without an edge store (Node: one process) every call reads.
export const sharedRead = async <V>(opts: {
  store: EdgeStore | undefined
  key: string
  everyMs: number
  now: () => number
  read: () => Promise<V>
}): Promise<V> => {
  const { store } = opts
  if (!store) return opts.read()
  const put = (marker: Marker<V>) =>
    store
      .put(
        opts.key,
        new Response(JSON.stringify(marker), {
          // Kept well past the interval: whether it is current is decided by `at`, not the cache.
          headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, s-maxage=3600' },
        }),
      )
      .catch(() => undefined)
  const marker = await store
    .get(opts.key)
    .then((res) => res?.json() as Promise<Marker<V>> | undefined)
    .catch(() => undefined)
  const now = opts.now()
  if (marker) {
    if (now - marker.at < opts.everyMs) return marker.value
    if (marker.leaseAt !== undefined && now - marker.leaseAt < opts.everyMs) return marker.value
    await put({ ...marker, leaseAt: now })
  }
  const value = await opts.read()
  await put({ value, at: opts.now() })
  return value
}
