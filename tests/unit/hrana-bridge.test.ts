import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Client, createClient } from '@libsql/client/web'
import Database from 'libsql'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { controlBridge, type HranaBridge, startHranaBridge } from '../helpers/hrana-bridge'

// The fault injection the workerd fault tests and the edge bench rely on, checked with the same
// `@libsql/client/web` the Workers bundle uses.

let dir: string
let bridge: HranaBridge
let client: Client

const count = async (table: string) =>
  Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n)

const orderWithItems = (id: number) => [
  { sql: 'INSERT INTO orders (id) VALUES (?)', args: [id] },
  { sql: 'INSERT INTO items (order_id, n) VALUES (?, 1)', args: [id] },
  { sql: 'INSERT INTO items (order_id, n) VALUES (?, 2)', args: [id] },
  { sql: 'INSERT INTO items (order_id, n) VALUES (?, 3)', args: [id] },
]

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hrana-bridge-'))
  const file = join(dir, 'bridge.db')
  const db = new Database(file)
  db.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY); CREATE TABLE items (order_id INTEGER, n INTEGER);')
  db.close()
  bridge = await startHranaBridge(file, { slowMs: 400 })
  client = createClient({ url: bridge.url })
})

afterEach(() => {
  bridge.fault('none')
  bridge.delayMs = 0
})

afterAll(async () => {
  client?.close()
  await bridge?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the Hrana bridge under injected faults', () => {
  it('logs each database request with its kinds and statement heads', async () => {
    bridge.resetLog()
    await client.execute('SELECT 1 AS one')
    await client.batch(orderWithItems(1), 'write')
    expect(bridge.requests).toBe(bridge.log.length)
    const kinds = bridge.log.flatMap((e) => e.kinds)
    expect(kinds).toContain('execute')
    expect(kinds).toContain('batch')
    const heads = bridge.log.flatMap((e) => e.sqlHeads)
    expect(heads).toContain('SELECT 1 AS one')
    expect(heads).toContain('BEGIN IMMEDIATE')
    expect(heads).toContain('INSERT INTO orders (id) VALUES (?)')
    expect(bridge.log.at(-1)!.tables.sort()).toEqual(['items', 'orders'])
  })

  it('adds the fixed delay to every database request', async () => {
    bridge.delayMs = 150
    const started = Date.now()
    await client.execute('SELECT 1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('down: the client sees a network error, and recovers when the fault is lifted', async () => {
    bridge.fault('down')
    await expect(client.execute('SELECT 1')).rejects.toThrow()
    bridge.fault('none')
    expect((await client.execute('SELECT 2 AS two')).rows[0]!.two).toBe(2)
  })

  it('error: the client sees a server error', async () => {
    bridge.fault('error')
    await expect(client.execute('SELECT 1')).rejects.toThrow(/500/)
  })

  it('slow: a request is held for slowMs, or until the fault changes', async () => {
    bridge.fault('slow')
    let started = Date.now()
    await client.execute('SELECT 1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(380)
    started = Date.now()
    const held = client.execute('SELECT 1')
    setTimeout(() => bridge.fault('none'), 100)
    await held
    expect(Date.now() - started).toBeLessThan(380)
  })

  it('cut: a batch dropped part-way leaves no order without its items, and a retry writes it once', async () => {
    const orders = await count('orders')
    const items = await count('items')
    bridge.fault('cut', { cutAfterSteps: 3 })
    await expect(client.batch(orderWithItems(2), 'write')).rejects.toThrow()
    expect(await count('orders')).toBe(orders)
    expect(await count('items')).toBe(items)
    bridge.fault('none')
    await client.batch(orderWithItems(2), 'write')
    expect(await count('orders')).toBe(orders + 1)
    expect(await count('items')).toBe(items + 3)
  })

  it('is driven over HTTP by a process that does not hold the bridge', async () => {
    expect((await controlBridge(bridge.url, { fault: 'down', delayMs: 5 })).fault).toBe('down')
    expect(bridge.mode).toBe('down')
    expect(bridge.delayMs).toBe(5)
    await expect(client.execute('SELECT 1')).rejects.toThrow()
    await controlBridge(bridge.url, { fault: 'none', resetLog: true })
    expect(bridge.requests).toBe(0)
    const bad = await fetch(`${bridge.url}/__control`, { method: 'POST', body: '{"fault":"sideways"}' })
    expect(bad.status).toBe(400)
  })
})

describe('the Hrana bridge as sqld: connections, lock, token, versions', () => {
  it('runs concurrent write batches on their own connections: they queue on the write lock, all stored once', async () => {
    bridge.resetLog()
    const orders = await count('orders')
    const ids = Array.from({ length: 12 }, (_, i) => 100 + i)
    await Promise.all(ids.map((id) => client.batch(orderWithItems(id), 'write')))
    expect(await count('orders')).toBe(orders + ids.length)
    // One shared connection runs each batch whole: nothing ever waits.
    expect(bridge.lockWaits.count).toBeGreaterThan(0)
    expect(bridge.lockWaits.timedOut).toBe(0)
    expect(bridge.log.some((e) => (e.lockWait?.count ?? 0) > 0)).toBe(true)
  })

  it('fails a statement with SQLITE_BUSY when the lock is held past the busy timeout', async () => {
    const patient = await startHranaBridge(join(dir, 'bridge.db'), { busyTimeoutMs: 300 })
    const other = createClient({ url: patient.url })
    const holder = await other.transaction('write')
    try {
      await holder.execute({ sql: 'INSERT INTO orders (id) VALUES (?)', args: [200] })
      const started = Date.now()
      await expect(other.batch(orderWithItems(201), 'write')).rejects.toThrow(/SQLITE_BUSY|locked/)
      expect(Date.now() - started).toBeGreaterThanOrEqual(290)
      expect(patient.lockWaits).toMatchObject({ count: 1, timedOut: 1 })
    } finally {
      await holder.rollback()
      other.close()
      await patient.close()
    }
  })

  it('answers 401 to a database request without the right token, as Turso does', async () => {
    const guarded = await startHranaBridge(join(dir, 'bridge.db'), { authToken: 'right-token' })
    const ask = (authToken?: string) =>
      fetch(`${guarded.url}/v2/pipeline`, {
        method: 'POST',
        headers: authToken ? { Authorization: `Bearer ${authToken}` } : {},
        body: JSON.stringify({ baton: null, requests: [{ type: 'close' }] }),
      })
    try {
      for (const token of [undefined, 'wrong-token']) {
        const res = await ask(token)
        expect(res.status).toBe(401)
        expect(((await res.json()) as { error: string }).error).toMatch(/^Unauthorized/)
      }
      expect((await ask('right-token')).status).toBe(200)
      const refusedClient = createClient({ url: guarded.url, authToken: 'wrong-token' })
      await expect(refusedClient.execute('SELECT 1')).rejects.toThrow(/401/)
      refusedClient.close()
      const allowed = createClient({ url: guarded.url, authToken: 'right-token' })
      expect((await allowed.execute('SELECT 3 AS three')).rows[0]!.three).toBe(3)
      allowed.close()
    } finally {
      await guarded.close()
    }
  })

  it('speaks Hrana 3 in JSON beside 2, and no protobuf', async () => {
    expect((await fetch(`${bridge.url}/v3`)).status).toBe(200)
    expect((await fetch(`${bridge.url}/v3-protobuf`)).status).toBe(404)
    const res = await fetch(`${bridge.url}/v3/pipeline`, {
      method: 'POST',
      body: JSON.stringify({
        baton: null,
        requests: [
          { type: 'execute', stmt: { sql: 'SELECT 4 AS four', want_rows: true } },
          { type: 'close' },
        ],
      }),
    })
    const answer = (await res.json()) as { results: { response: { result: { rows: unknown[][] } } }[] }
    expect(answer.results[0]!.response.result.rows).toEqual([[{ type: 'integer', value: '4' }]])
  })
})
