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
import { databaseFailureOf, fetchWithTimeout } from '../../worker/lib/db-unavailable'
import { type Check, type DoctorContext, fail, ok, scriptFix, uploadFix } from './report'

const urlFix = (ctx: DoctorContext) =>
  `set LIBSQL_URL in ${ctx.envFile} to what \`turso db show --url <db>\` prints`

const urlCheck = (ctx: DoctorContext, url: string | undefined): Check => {
  const fix = urlFix(ctx)
  if (!url) return fail('LIBSQL_URL', 'not set', fix)
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return fail('LIBSQL_URL', `${url} is not an address`, fix)
  }
  // Plain http only reaches a server on this machine (a local libSQL server, the tests' bridge).
  const local = parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)
  if (parsed.protocol === 'file:') return fail('LIBSQL_URL', 'a file: URL, which a Worker cannot open', fix)
  if (!['libsql:', 'https:'].includes(parsed.protocol) && !local)
    return fail('LIBSQL_URL', `${parsed.protocol}// is not libsql:// or https://`, fix)
  return ok(`LIBSQL_URL is ${parsed.protocol}//${parsed.host}`)
}

type Refusal = 'token' | 'blocked' | 'timeout' | 'unreachable' | 'other'

// Why the database did not answer, told as the Worker tells it (databaseFailureOf), with the
// deepest cause's words for the seller ("getaddrinfo ENOTFOUND …", "connect ECONNREFUSED …").
export const refusalOf = (error: unknown): { kind: Refusal; detail: string } => {
  let deepest: unknown = error
  for (let i = 0; i < 6 && (deepest as { cause?: unknown })?.cause; i++)
    deepest = (deepest as { cause: unknown }).cause
  const detail = String((deepest as { message?: unknown })?.message ?? error)
  const failure = databaseFailureOf(error)
  const kind: Refusal =
    failure?.problem === 'token_refused'
      ? 'token'
      : failure?.problem === 'blocked'
        ? 'blocked'
        : failure?.timedOut
          ? 'timeout'
          : failure
            ? 'unreachable'
            : 'other'
  return { kind, detail }
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
      return fail(what, `cannot reach it (${detail})${skipped}`, `check LIBSQL_URL: ${urlFix(ctx)}`)
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
    urlCheck(ctx, url),
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
