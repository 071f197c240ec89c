import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CSV_MAX_BYTES } from '../../worker/contract/admin'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import { products } from '../../worker/db/schema'
import { seedDemo } from '../../worker/db/seed/seed'
import { catalogue as demo } from '../../worker/db/seed/seed-data'
import { bumpCatalogueVersion } from '../../worker/db/versions'
import { signup } from '../../worker/features/accounts/accounts.service'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { enquiryFor } from '../helpers/enquiry'
import { type HranaBridge, startHranaBridge } from '../helpers/hrana-bridge'
import { TEST_SECRETS } from '../helpers/test-app'
import { startWorker } from '../helpers/worker-bundle'

// The production bundle, exactly as `wrangler deploy` would upload it, runs in workerd and reaches
// a real libSQL engine over HTTP through the same `@libsql/client/web` it uses against Turso.

const API = 'http://shop.test/api/website-management'
let dir: string
let bridge: HranaBridge
let mf: Miniflare
let nodeDb: Awaited<ReturnType<typeof openNodeDb>>

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-workerd-'))
  const dbFile = join(dir, 'shop.db')
  nodeDb = await openNodeDb(`file:${dbFile}`)
  await migrateDb(nodeDb.db)
  await seedDemo(nodeDb.db)
  bridge = await startHranaBridge(dbFile)
  mf = await startWorker({ libsqlUrl: bridge.url, bindings: { CATALOGUE_CHECK_MS: '0' } })
})

afterAll(async () => {
  await mf?.dispose()
  await bridge?.close()
  nodeDb?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the production worker bundle in workerd', () => {
  it('answers product/quickorder with every category from the real libSQL engine', async () => {
    const before = bridge.requests
    const res = await mf.dispatchFetch(`${API}/product/quickorder`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(res.status).toBe(200)
    // Miniflare decodes the body for the caller and reports the coding as MF-Content-Encoding;
    // a body encoded twice or mislabelled would not parse below.
    expect(res.headers.get('Content-Encoding') ?? res.headers.get('MF-Content-Encoding')).toBe('gzip')
    const body = (await res.json()) as { data: QuickOrderCategory[] }
    expect(body.data.map((c) => c.category_slug)).toEqual(demo.map((c) => c.slug))
    expect(body.data.flatMap((c) => c.product_list)).toHaveLength(demo.flatMap((c) => c.products).length)
    expect(bridge.requests).toBeGreaterThan(before)
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    expect(res.headers.get('X-Request-Id')).toBeTruthy()
  })

  it('revalidates with a 304 and sees a catalogue change made in the database after one background check', async () => {
    const first = await mf.dispatchFetch(`${API}/product/quickorder`)
    const etag = first.headers.get('ETag')!
    await first.arrayBuffer()
    const again = await mf.dispatchFetch(`${API}/product/quickorder`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)

    const code = demo[0]!.products[0]!.code
    await nodeDb.db.batch([
      nodeDb.db.update(products).set({ name: 'Renamed in the database' }).where(eq(products.code, code)),
      bumpCatalogueVersion(nodeDb.db),
    ])
    // The request after the change starts the background check (waitUntil); one soon after sees it.
    let changed = await mf.dispatchFetch(`${API}/product/quickorder`, { headers: { 'If-None-Match': etag } })
    for (let i = 0; i < 20 && changed.status === 304; i++) {
      await new Promise((r) => setTimeout(r, 50))
      changed = await mf.dispatchFetch(`${API}/product/quickorder`, { headers: { 'If-None-Match': etag } })
    }
    expect(changed.status).toBe(200)
    const body = (await changed.json()) as { data: QuickOrderCategory[] }
    expect(body.data[0]!.product_list[0]!.product_name).toBe('Renamed in the database')
  })

  it('answers bad ids with the JSON error shape, never a 500', async () => {
    const bad = await mf.dispatchFetch(`${API}/product/get/not-a-number`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ErrorBody).error.code).toBe('INVALID_ID')
    const missing = await mf.dispatchFetch(`${API}/product/categorywise/list/no-such-thing`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as ErrorBody).error.code).toBe('NOT_FOUND')
    const states = await mf.dispatchFetch(`${API}/master/district/get/TN`)
    expect(((await states.json()) as { data: unknown[] }).data).toHaveLength(38)
  })

  it('places an enquiry, replays it for the same Idempotency-Key, and prints it', async () => {
    const cat = (await (await mf.dispatchFetch(`${API}/product/quickorder`)).json()) as {
      data: QuickOrderCategory[]
    }
    const lines = cat.data
      .flatMap((c) => c.product_list)
      .filter((p) => p.is_sold_out === 0)
      .slice(0, 4)
      .map((product) => ({ product, qty: 500 }))
    const body = JSON.stringify(
      enquiryFor(lines, {
        customer_name: 'Workerd Buyer',
        mobile_no: '9876501234',
        email_id: undefined,
        address: '3, Car Street',
        city: 'Sivakasi',
        pin_code: '626123',
      }),
    )
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'workerd-attempt-1' },
      body,
    }
    const first = await mf.dispatchFetch(`${API}/order/save`, init)
    expect(first.status, await first.clone().text()).toBe(201)
    const saved = ((await first.json()) as { data: { order_id: string; enquiry_number: string } }).data
    const again = await mf.dispatchFetch(`${API}/order/save`, init)
    expect(again.status).toBe(200)
    expect(((await again.json()) as { data: { order_id: string } }).data.order_id).toBe(saved.order_id)

    const print = await mf.dispatchFetch(`${API}/order/public/print/get/${saved.order_id}`)
    const record = ((await print.json()) as { data: { enquiry_number: string; product_list: unknown[] } })
      .data
    expect(record.enquiry_number).toBe(saved.enquiry_number)
    expect(record.product_list).toHaveLength(4)
  })

  it('signs up and signs in with WebCrypto PBKDF2 inside workerd', async () => {
    const post = (path: string, payload: unknown) =>
      mf.dispatchFetch(`${API}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      })
    const signup = await post('account/save', {
      customer_name: 'Workerd Buyer',
      address: '3, Car Street',
      city: 'Sivakasi',
      pin_code: '626123',
      mobile_no: '9876509999',
      password: 'workerd-password-1',
    })
    expect(signup.status).toBe(201)
    const login = await post('users/login', { username: '9876509999', password: 'workerd-password-1' })
    expect(login.status).toBe(200)
    const { token } = ((await login.json()) as { data: { token: string } }).data
    const session = await post('users/checkSession', { access_token: token })
    expect(((await session.json()) as { data: { roles: string[] } }).data.roles).toEqual(['user'])
  })

  it("reads the seller's price list through the upload ceiling, and cuts off an endless one with 413", async () => {
    const admin = { mobile: '9000000098', password: 'crackers-console-2026' }
    const shop = { address: 'Main Road', city: 'Sivakasi', pin_code: '626123', email_id: undefined }
    await signup(
      nodeDb.db,
      { customer_name: 'Murugan', mobile_no: admin.mobile, ...shop },
      { now: Date.now(), pepper: TEST_SECRETS.passwordPepper, role: 'admin', password: admin.password },
    )
    const login = await mf.dispatchFetch(`${API}/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: admin.mobile, password: admin.password }),
    })
    const auth = { 'x-auth-token': ((await login.json()) as { data: { token: string } }).data.token }
    const csv = await (await mf.dispatchFetch(`${API}/admin/catalogue/export.csv`, { headers: auth })).text()
    const form = new FormData()
    form.set('file', new File([csv], 'prices.csv', { type: 'text/csv' }))
    // Encoded here: Miniflare's own fetch does not know this FormData.
    const encoded = new Response(form)
    const preview = await mf.dispatchFetch(`${API}/admin/catalogue/import?apply=0`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': encoded.headers.get('Content-Type')! },
      body: await encoded.arrayBuffer(),
    })
    expect(preview.status, await preview.clone().text()).toBe(200)
    expect(((await preview.json()) as { data: { errors: unknown[] } }).data.errors).toEqual([])

    // Sent without a length, and for the worker as good as endless: 64 chunks, eight times the
    // ceiling. A stream with no end kept being read into this process after the 413 came back
    // and once ran it out of memory.
    const chunk = new Uint8Array(256 * 1024).fill(0x41)
    expect(64 * chunk.length).toBeGreaterThan(4 * CSV_MAX_BYTES)
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => (++sent > 64 ? controller.close() : controller.enqueue(chunk)),
    })
    const cut = await mf.dispatchFetch(`${API}/admin/catalogue/import?apply=0`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'text/csv' },
      body: endless,
      duplex: 'half',
    } as never)
    expect(cut.status).toBe(413)
  })
})

describe('many calls at once on one isolate', () => {
  it('answers every one of more concurrent database calls than the client once queued, and stays well', async () => {
    // The libSQL client queued calls past 20 and ran a queued one in the request whose call had
    // just ended: when that request finished first, workerd cancelled the call, its slot was never
    // given back, and after 20 such the isolate answered every later database call with a hang.
    bridge.delayMs = 150
    try {
      const track = (n: number) =>
        mf.dispatchFetch(`${API}/order/search`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.9.${n >> 8}.${n & 255}` },
          body: JSON.stringify({ mobile_no: `95${String(n).padStart(8, '0')}` }),
        })
      for (let round = 0; round < 3; round++) {
        const statuses = await Promise.all(
          Array.from({ length: 60 }, async (_, i) => (await track(round * 60 + i)).status),
        )
        // A call may outlast the database timeout on a loaded machine (a kind 503 the web retries);
        // a stuck isolate answers 500 instead, to these calls and to every later one.
        expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([])
        expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0)
      }
      bridge.delayMs = 0
      expect((await track(999)).status).toBe(200)
    } finally {
      bridge.delayMs = 0
    }
  })
})
