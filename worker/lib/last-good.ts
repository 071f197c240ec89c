// Data every buyer reads and the seller changes a few times a day (the catalogue, the settings),
// kept in memory with the version it was read at. Readers never wait for the database once it is
// loaded; a reload happens when the background check reports a new version, or after this
// instance's own write, and a failed reload keeps the last good copy. Only an instance that has
// never loaded it waits, and sees the failure when the database is down.
export interface LastGood<T extends { version: number }> {
  get(): Promise<T>
  // Loaded and not marked stale: get() answers from memory.
  ready(): boolean
  refresh(version: number): Promise<void>
  invalidate(): void
}

const STUCK_MS = 15_000

export const lastGood = <T extends { version: number }>(
  load: () => Promise<T>,
  onKeptThroughFailure: () => void,
): LastGood<T> => {
  let good: T | undefined
  let stale = false
  let loading: Promise<T> | undefined
  let loadingSince = 0

  // Concurrent callers share one load. A load older than any database timeout is not shared: on
  // Workers, a promise begun by a request that was cancelled may never settle.
  const reload = () => {
    if (!loading || Date.now() - loadingSince > STUCK_MS) {
      loadingSince = Date.now()
      const started = load().then((value) => {
        good = value
        stale = false
        return value
      })
      const clear = () => {
        if (loading === started) loading = undefined
      }
      started.then(clear, clear)
      loading = started
    }
    return loading
  }

  const keep = (error: unknown): T => {
    if (!good) throw error
    onKeptThroughFailure()
    return good
  }

  return {
    async get() {
      if (good && !stale) return good
      return reload().catch(keep)
    },
    ready: () => good !== undefined && !stale,
    async refresh(version) {
      if (!good || version === good.version) return
      await reload().catch(keep)
    },
    invalidate() {
      stale = true
    },
  }
}
