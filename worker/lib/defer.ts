import type { Context } from 'hono'
import type { AppEnv } from '../app-env'

// Work that must not hold up the answer (clean-ups after a sign-in), handed to the app's `defer`
// (waitUntil on Workers), started on the next turn of the event loop: after the answer. A failure
// is logged by name only: a database error's message holds the values it was binding.
export const deferOf = (c: Context<AppEnv>) => (what: string, work: () => Promise<unknown>) => {
  const { defer, log } = c.var.deps
  defer(
    new Promise((resolve) => setTimeout(resolve, 0))
      .then(work)
      .catch((error: unknown) =>
        log(`ERROR deferred ${what} ${error instanceof Error ? error.constructor.name : typeof error}`),
      ),
  )
}
