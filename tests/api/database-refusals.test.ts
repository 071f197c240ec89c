import { runInNewContext } from 'node:vm'
import { createClient } from '@libsql/client/web'
import { afterAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { HealthReport } from '../../worker/contract/health'
import { createDb } from '../../worker/db/client'
import { readVersions } from '../../worker/db/versions'
import { databaseFailureOf } from '../../worker/lib/db-unavailable'
import { startedInHooks } from '../helpers/api-app'
import { startRefusingDatabase } from '../helpers/refusing-database'
import { API, createTestApp } from '../helpers/test-app'

// The shop's own libSQL HTTP client (the one the worker bundles) against a server that refuses it
// as Turso does: a wrong token and a quota block are told apart from an outage, in the log and on
// /health, while the buyer hears the same "try again in a minute".

const TOKEN_LINE = 'ERROR the database refused our token: check LIBSQL_AUTH_TOKEN (HTTP 401)'
const BLOCKED_LINE = 'ERROR the database blocked the query (Turso plan quota?)'

const refused401 = startedInHooks(
  () => startRefusingDatabase({ status: 401 }),
  (db) => db.close(),
)
const refused403 = startedInHooks(
  () => startRefusingDatabase({ status: 403 }),
  (db) => db.close(),
)
const blocked = startedInHooks(
  () => startRefusingDatabase('blocked'),
  (db) => db.close(),
)
const unreachable = { url: 'http://127.0.0.1:9' }

const clients: ReturnType<typeof createClient>[] = []
const dbAt = (url: string) => {
  const client = createClient({ url, authToken: 'an-expired-token' })
  clients.push(client)
  return createDb(client)
}
afterAll(() => {
  for (const client of clients) client.close()
})

const failureOf = async (url: string) => {
  const error = await readVersions(dbAt(url)).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error, 'the read failed').toBeDefined()
  return databaseFailureOf(error)
}

describe('what the libSQL client makes of a database that will not answer', () => {
  it('a 401 or 403 is a refused token, with its status', async () => {
    expect(await failureOf(refused401.url)).toEqual({ problem: 'token_refused', status: 401 })
    expect(await failureOf(refused403.url)).toEqual({ problem: 'token_refused', status: 403 })
  })

  it("Hrana's BLOCKED is a quota block", async () => {
    expect(await failureOf(blocked.url)).toEqual({ problem: 'blocked' })
  })

  it('a closed port is unreachable', async () => {
    expect(await failureOf(unreachable.url)).toEqual({ problem: 'unreachable' })
  })

  // Errors made in another realm (a VM context, as the doctor's test runs in) are no instances of
  // this realm's Error: they are told by what they say, and a timeout is told as one.
  it('an error from another realm is read by its words, and a timeout is told apart', () => {
    const foreign = (code: string) => runInNewContext(code) as unknown
    expect(
      databaseFailureOf(foreign('new Error("fetch failed", { cause: new Error("connect ECONNREFUSED") })')),
    ).toEqual({
      problem: 'unreachable',
    })
    expect(databaseFailureOf(foreign('new Error("getaddrinfo ENOTFOUND nowhere.turso.io")'))).toEqual({
      problem: 'unreachable',
    })
    expect(
      databaseFailureOf(foreign('Object.assign(new Error("timed out"), { name: "TimeoutError" })')),
    ).toEqual({
      problem: 'unreachable',
      timedOut: true,
    })
    expect(databaseFailureOf(foreign('new Error("Server returned HTTP status 401")'))).toEqual({
      problem: 'token_refused',
      status: 401,
    })
    expect(databaseFailureOf(foreign('new Error("UNIQUE constraint failed")'))).toBeUndefined()
  })
})

const shopOn = (url: () => string) =>
  startedInHooks(
    () => createTestApp({ seed: false, overrides: { db: dbAt(url()) } }),
    (t) => t.close(),
  )

const expectKindOutage = async (res: Response) => {
  expect(res.status).toBe(503)
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
  const body = (await res.json()) as ErrorBody
  expect(body.error.code).toBe('SERVICE_UNAVAILABLE')
  return body
}

describe.each([
  ['a refused token', () => refused401.url, 'token_refused', TOKEN_LINE],
  ['a quota block', () => blocked.url, 'blocked', BLOCKED_LINE],
] as const)('the shop on a database answering %s', (_, url, problem, line) => {
  const shop = shopOn(url)

  it('health says which problem (503), and the log says what to do', async () => {
    const body = await expectKindOutage(await shop.request(`${API}/health`))
    expect(body.error.details as HealthReport).toEqual({
      ok: false,
      database: 'down',
      problem,
      catalogue_version: null,
    })
    expect(shop.logs).toContain(line)
  })

  it("a buyer's call is the kind 503, and the seller's line comes once a minute, not once a call", async () => {
    shop.clock.advance(5 * 60_000)
    shop.logs.length = 0
    for (let i = 0; i < 3; i++) {
      const body = await expectKindOutage(await shop.request(`${API}/product/quickorder`))
      expect(body.error.message).toMatch(/cannot reach our records.*nothing you sent was lost/)
    }
    expect(shop.logs.filter((l) => l === line)).toHaveLength(1)
    expect(shop.logs.filter((l) => l.includes(`database unavailable (${problem})`))).toHaveLength(3)
    shop.clock.advance(60_000)
    await expectKindOutage(await shop.request(`${API}/product/quickorder`))
    expect(shop.logs.filter((l) => l === line)).toHaveLength(2)
  })
})
