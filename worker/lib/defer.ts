import type { Context } from 'hono'

// Work that must not hold up the answer (clean-ups after a sign-in): handed to the runtime so
// Workers does not cut it off when the response is sent. Node and the tests have no execution
// context; the promise runs on by itself there. A failure is logged by name only: a database
// error's message holds the values it was binding.
export const deferOf =
  (c: Context, log: (line: string) => void) => (what: string, work: () => Promise<unknown>) => {
    // Started on the next turn of the event loop: after the answer has been handed back.
    const running = new Promise((resolve) => setTimeout(resolve, 0))
      .then(work)
      .catch((error: unknown) =>
        log(`ERROR deferred ${what} ${error instanceof Error ? error.constructor.name : typeof error}`),
      )
    try {
      c.executionCtx.waitUntil(running)
    } catch {
      // No execution context outside Workers.
    }
  }
