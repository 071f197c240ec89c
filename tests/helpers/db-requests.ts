import type { Db } from '../../worker/db/client'

// Counts the requests the app makes to its libSQL client: each execute, batch, executeMultiple or
// interactive transaction is one round trip to the database on the edge. Wraps the client in
// place, so drizzle (which holds the same client) is counted too.
export const countDbRequests = (db: Db) => {
  const client = db.$client as unknown as Record<string, (...args: unknown[]) => unknown>
  const calls: string[] = []
  // The SQL of each statement sent by execute and batch, to see which tables a call touched.
  const statements: string[] = []
  const sqlOf = (s: unknown) => (typeof s === 'string' ? s : String((s as { sql?: unknown })?.sql ?? ''))
  for (const method of ['execute', 'batch', 'executeMultiple', 'transaction', 'migrate'] as const) {
    const original = client[method]!
    client[method] = (...args: unknown[]) => {
      calls.push(method)
      if (method === 'execute') statements.push(sqlOf(args[0]))
      if (method === 'batch') statements.push(...(args[0] as unknown[]).map(sqlOf))
      return original.apply(client, args)
    }
  }
  return {
    calls,
    statements,
    reset: () => {
      calls.length = 0
      statements.length = 0
    },
    // The requests made while `run` ran (and whatever it started that settled before it did).
    async during<T>(
      run: () => Promise<T>,
    ): Promise<{ result: T; requests: number; calls: string[]; statements: string[] }> {
      const from = calls.length
      const fromStatement = statements.length
      const result = await run()
      const made = calls.slice(from)
      return { result, requests: made.length, calls: made, statements: statements.slice(fromStatement) }
    },
  }
}
