import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { type RefusingDatabase, startRefusingDatabase } from '../helpers/refusing-database'
import { startWorker } from '../helpers/worker-bundle'

// The production bundle in workerd, its database answering every request 401 as Turso does for a
// wrong or expired LIBSQL_AUTH_TOKEN: /health and the log say the token was refused, where an
// outage would say unreachable, and a buyer still gets the kind 503.

const ORIGIN = 'http://shop.test'
const TOKEN_LINE = 'ERROR the database refused our token: check LIBSQL_AUTH_TOKEN (HTTP 401)'

let database: RefusingDatabase
let mf: Miniflare
const errorLines: string[] = []

beforeAll(async () => {
  database = await startRefusingDatabase({ status: 401 })
  mf = await startWorker({
    libsqlUrl: database.url,
    bindings: { LIBSQL_AUTH_TOKEN: 'a-rotated-away-token' },
    quiet: (line) => errorLines.push(line),
  })
})

afterAll(async () => {
  await mf?.dispose()
  await database?.close()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  mf.dispatchFetch(`${ORIGIN}${path}`, { headers: { 'CF-Connecting-IP': '10.4.0.1', ...headers } })

describe('a database that refuses our token (HTTP 401)', () => {
  it('health answers 503 with problem token_refused, and the log names the fix and the status', async () => {
    const res = await get('/api/website-management/health')
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    const body = (await res.json()) as ErrorBody
    expect(body.error.details).toEqual({
      ok: false,
      database: 'down',
      problem: 'token_refused',
      catalogue_version: null,
    })
    expect(database.requests).toBeGreaterThan(0)
    await vi.waitFor(() => expect(errorLines).toContain(TOKEN_LINE), { timeout: 3000 })
  })

  it('a buyer opening a page gets the kind outage page, not an error of ours', async () => {
    const res = await get('/lander', { Accept: 'text/html' })
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await res.text()).toContain('Back in a minute')
  })
})
