// The database, reached as the Worker reaches it: `@libsql/client/web` over HTTP with the URL and
// token the Worker is given, then what the shop needs in it.
import { join } from 'node:path'
import { type Client, createClient } from '@libsql/client/web'
import { count, eq } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { createDb } from '../../worker/db/client'
import { accounts } from '../../worker/db/schema'
import { isEmpty } from '../../worker/db/seed/seed'
import { isLoopbackHost } from '../../worker/env'
import { fetchWithTimeout } from '../../worker/lib/db-unavailable'
import { type Check, type DoctorContext, fail, ok, scriptFix, uploadFix } from './report'

const TURSO_URL_FIX = 'set LIBSQL_URL to what `turso db show --url <db>` prints'

const urlCheck = (url: string | undefined): Check => {
  if (!url) return fail('LIBSQL_URL', 'not set', TURSO_URL_FIX)
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return fail('LIBSQL_URL', `${url} is not an address`, TURSO_URL_FIX)
  }
  // Plain http only reaches a server on this machine (a local libSQL server, the tests' bridge).
  const local = parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)
  if (parsed.protocol === 'file:')
    return fail('LIBSQL_URL', 'a file: URL, which a Worker cannot open', TURSO_URL_FIX)
  if (!['libsql:', 'https:'].includes(parsed.protocol) && !local)
    return fail('LIBSQL_URL', `${parsed.protocol}// is not libsql:// or https://`, TURSO_URL_FIX)
  return ok(`LIBSQL_URL is ${parsed.protocol}//${parsed.host}`)
}

type Refusal = 'token' | 'blocked' | 'timeout' | 'unreachable' | 'other'

// Why the database did not answer, from the client's error and its causes.
export const refusalOf = (error: unknown): { kind: Refusal; detail: string } => {
  const first = error instanceof Error ? error.message : String(error)
  let e: unknown = error
  for (let depth = 0; depth < 6 && e; depth++) {
    const { name, code, status, message } = e as Record<string, unknown>
    const text = `${String(code ?? '')} ${String(message ?? '')}`
    if (status === 401 || status === 403 || /HTTP status 40[13]\b/.test(text))
      return { kind: 'token', detail: first }
    if (/\bBLOCKED\b/.test(text)) return { kind: 'blocked', detail: first }
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout', detail: first }
    if (/ENOTFOUND|EAI_AGAIN|ECONN|fetch failed|socket hang up|network/i.test(text))
      return { kind: 'unreachable', detail: String(message ?? code) }
    e = (e as { cause?: unknown }).cause
  }
  return { kind: 'other', detail: first }
}

const answerFailure = (ctx: DoctorContext, error: unknown, timeoutMs: number): Check => {
  const what = 'the database answers'
  const skipped = ' (schema, catalogue and seller account not checked)'
  const { kind, detail } = refusalOf(error)
  const upload = `, then ${uploadFix(ctx)}`
  switch (kind) {
    case 'token':
      return fail(
        what,
        `the database refused the token${skipped}`,
        `make a new one with \`turso db tokens create <db>\` and update LIBSQL_AUTH_TOKEN in ${ctx.envFile}${upload}`,
      )
    case 'blocked':
      return fail(
        what,
        `the database blocked the query (Turso plan quota?)${skipped}`,
        'see the usage with `turso plan show`; upgrade the plan or wait for the month to turn',
      )
    case 'timeout':
      return fail(
        what,
        `no answer within ${timeoutMs / 1000} s${skipped}`,
        'try again; if it lasts, check LIBSQL_URL',
      )
    case 'unreachable':
      return fail(what, `cannot reach it (${detail})${skipped}`, `check LIBSQL_URL: ${TURSO_URL_FIX}`)
    default:
      return fail(what, `${detail}${skipped}`, `check LIBSQL_URL and LIBSQL_AUTH_TOKEN in ${ctx.envFile}`)
  }
}

// Drizzle's migrator applies every file newer than the newest row of __drizzle_migrations.
const schemaCheck = async (ctx: DoctorContext, client: Client): Promise<Check> => {
  const files = readMigrationFiles({ migrationsFolder: join(ctx.root, 'migrations') })
  const tables = await client.execute("SELECT 1 FROM sqlite_master WHERE name = '__drizzle_migrations'")
  const rows = tables.rows.length
    ? (await client.execute('SELECT created_at FROM __drizzle_migrations')).rows.map((r) =>
        Number(r.created_at),
      )
    : []
  const newest = Math.max(0, ...rows)
  const pending = files.filter((f) => f.folderMillis > newest).length
  const what = 'schema version'
  if (pending > 0)
    return fail(what, `${pending} of ${files.length} migrations not applied`, scriptFix(ctx, 'db:migrate'))
  if (newest > Math.max(0, ...files.map((f) => f.folderMillis)))
    return fail(
      what,
      'the database has migrations this checkout lacks',
      'update this checkout (git pull) before deploying',
    )
  return ok(`${what}: all ${files.length} migrations applied`)
}

const readCheck = async (ctx: DoctorContext, what: string, read: () => Promise<Check>): Promise<Check> => {
  try {
    return await read()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return fail(what, `cannot read it (${message})`, scriptFix(ctx, 'db:migrate'))
  }
}

const contentChecks = async (ctx: DoctorContext, client: Client): Promise<Check[]> => {
  const db = createDb(client)
  return [
    await readCheck(ctx, 'schema version', () => schemaCheck(ctx, client)),
    await readCheck(ctx, 'catalogue', async () =>
      (await isEmpty(db))
        ? fail('catalogue', 'empty', scriptFix(ctx, 'db:seed', ' --if-empty'))
        : ok('catalogue present'),
    ),
    await readCheck(ctx, 'seller account', async () => {
      const [row] = await db.select({ n: count() }).from(accounts).where(eq(accounts.role, 'admin'))
      const n = row?.n ?? 0
      return n > 0
        ? ok(`seller account present (${n} admin${n === 1 ? '' : 's'})`)
        : fail('seller account', 'none, so nobody can sign in to /admin', scriptFix(ctx, 'admin:create'))
    }),
  ]
}

export const databaseChecks = async (ctx: DoctorContext, timeoutMs: number): Promise<Check[]> => {
  const url = ctx.env.LIBSQL_URL
  const token = ctx.env.LIBSQL_AUTH_TOKEN
  const checks = [
    urlCheck(url),
    token
      ? ok('LIBSQL_AUTH_TOKEN set')
      : fail(
          'LIBSQL_AUTH_TOKEN',
          'not set',
          `add the line from \`turso db tokens create <db>\` to ${ctx.envFile}`,
        ),
  ]
  if (checks[0]?.problem !== undefined || !url) return checks
  const client = createClient({
    url,
    ...(token ? { authToken: token } : {}),
    fetch: fetchWithTimeout(timeoutMs),
  })
  try {
    await client.execute('SELECT 1')
    checks.push(ok('the database answers'), ...(await contentChecks(ctx, client)))
  } catch (error) {
    checks.push(answerFailure(ctx, error, timeoutMs))
  } finally {
    client.close()
  }
  return checks
}
