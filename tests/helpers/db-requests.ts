import type { Db } from '../../worker/db/client'

// Counts the requests the app makes to its libSQL client: each execute, batch, executeMultiple or
// interactive transaction is one round trip to the database on the edge. Wraps the client in
// place, so drizzle (which holds the same client) is counted too.
export const countDbRequests = (db: Db) => {
  const client = db.$client as unknown as Record<string, (...args: unknown[]) => unknown>
  const calls: string[] = []
  for (const method of ['execute', 'batch', 'executeMultiple', 'transaction', 'migrate'] as const) {
    const original = client[method]!
    client[method] = (...args: unknown[]) => {
      calls.push(method)
      return original.apply(client, args)
    }
  }
  return {
    calls,
    reset: () => {
      calls.length = 0
    },
    // The requests made while `run` ran (and whatever it started that settled before it did).
    async during<T>(run: () => Promise<T>): Promise<{ result: T; requests: number; calls: string[] }> {
      const from = calls.length
      const result = await run()
      const made = calls.slice(from)
      return { result, requests: made.length, calls: made }
    },
  }
}
