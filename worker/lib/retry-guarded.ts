// A guarded write decides from what it read, and its batch's guard refuses it when that changed
// meanwhile (write_guard). Such a write answers `stale(...)`: it is decided again from a fresh
// read, a bounded number of times, so writers racing each other cannot keep one waiting for ever.
export class Stale {
  constructor(
    // What the person is told once no attempt is left.
    readonly exhausted: unknown,
    // Run only when another attempt follows (a cache to drop before reading again).
    readonly beforeRetry?: () => void,
  ) {}
}

export const stale = (exhausted: unknown, beforeRetry?: () => void) => new Stale(exhausted, beforeRetry)

// `once` is given the attempt's number, from 1.
export const retryGuarded = async <T>(
  attempts: number,
  once: (attempt: number) => Promise<T | Stale>,
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    const outcome = await once(attempt)
    if (!(outcome instanceof Stale)) return outcome
    if (attempt >= attempts) throw outcome.exhausted
    outcome.beforeRetry?.()
  }
}
