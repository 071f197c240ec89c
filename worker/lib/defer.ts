import type { Context } from 'hono'
import { errorKind } from './errors'

// What deferOf needs of the app's context (app-env.ts has it; lib does not import the app).
type DeferEnv = {
  Variables: { deps: { defer: (p: Promise<unknown>) => void; log: (line: string) => void } }
}

// Work that must not hold up the answer (clean-ups after a sign-in), handed to the app's `defer`
// (waitUntil on Workers), started on the next turn of the event loop: after the answer. A failure
// is logged by name only: a database error's message holds the values it was binding.
export const deferOf =
  <E extends DeferEnv>(c: Context<E>) =>
  (what: string, work: () => Promise<unknown>) => {
    const { defer, log } = c.var.deps
    defer(
      new Promise((resolve) => setTimeout(resolve, 0))
        .then(work)
        .catch((error: unknown) => log(`ERROR deferred ${what} ${errorKind(error)}`)),
    )
  }
