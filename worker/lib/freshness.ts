// Asks the database whether what this instance keeps in memory is still current, at most once per
// `everyMs`, never on a buyer's path: each request may start a check, which then runs after the
// answer (waitUntil on Workers). A failed check changes nothing; the next one is due as usual.
export const createFreshness = (opts: {
  everyMs: number
  now: () => number
  check: () => Promise<void>
  onError: (error: unknown) => void
}) => {
  // Starting an instance loads fresh data anyway: the first check is due one interval later.
  let lastAt = opts.now()
  let running = false
  // A check that never settled (its request cancelled before waitUntil ran it) must not stop all
  // later ones.
  const STUCK_MS = 30_000
  return {
    poke(background: (p: Promise<unknown>) => void) {
      const now = opts.now()
      if ((running && now - lastAt < STUCK_MS) || now - lastAt < opts.everyMs) return
      lastAt = now
      running = true
      background(
        opts
          .check()
          .catch(opts.onError)
          .finally(() => {
            running = false
          }),
      )
    },
  }
}
