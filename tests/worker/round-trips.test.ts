import type { Miniflare } from 'miniflare'
import { describe, expect, it } from 'vitest'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { bigEnoughCart, enquiryFor } from '../helpers/enquiry'
import type { BridgeLogEntry } from '../helpers/hrana-bridge'
import { seededShopPerFile } from '../helpers/seeded-shop'

// The round-trip budget: how many requests to the database each public call of the production
// bundle makes, from an instance that has served before (warm) and from a new one (cold). Each
// request is a network round trip from the PoP to the database's region (~30 ms in India), so a
// change that adds one fails here, on purpose.

const API = 'http://shop.test/api/website-management'
const shop = seededShopPerFile()
// No background check during the test: its cost (one request per instance per interval) is
// counted by the freshness tests, not per call.
const start = () => shop.start({ bindings: { CATALOGUE_CHECK_MS: '600000' } })

let ip = 0
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${++ip}`, ...headers },
  body: JSON.stringify(body),
})

// The purge of ended rate-limit counters runs after an answer, at most once a minute per instance.
const isPurge = (e: BridgeLogEntry) => e.sqlHeads.some((s) => s.startsWith('delete from "rate_limits"'))

// Database requests made for one call, bar the purge it may have left running after its answer.
const trips = async (mf: Miniflare, path: string, init?: RequestInit) => {
  await new Promise((r) => setTimeout(r, 100))
  const before = shop.bridge.log.length
  const res = await mf.dispatchFetch(`${API}/${path}`, init as never)
  await new Promise((r) => setTimeout(r, 100))
  const during = shop.bridge.log.slice(before).filter((e) => !isPurge(e)).length
  const body = await res.text()
  expect(res.status, `${path}: ${body}`).toBeLessThan(300)
  return during
}

const PUBLIC_READS = [
  'product/category/get',
  'product/quickorder',
  'product/netrate/list',
  'product/topsale/list',
  'product/new-arrivals/list',
  'product/get/1',
  'product/categorywise/list/1',
  'product/subcategoryitems/crackers-for-kids',
  'settings/public',
  'master/state/get',
  'master/district/get/TN',
]

describe('database round trips per public call', () => {
  it('public reads: none from a warm instance; one load of the catalogue and one of the settings from a cold one', async () => {
    const cold = await start()
    expect(await trips(cold, 'product/quickorder')).toBe(1)
    expect(await trips(cold, 'settings/public')).toBe(1)
    expect(await trips(cold, 'master/district/get/TN')).toBe(0)
    for (const path of PUBLIC_READS) expect(await trips(cold, path), path).toBe(0)
  })

  it('writes and account calls: one round trip each', async () => {
    const mf = await start()
    const listed = (await (await mf.dispatchFetch(`${API}/product/quickorder`)).json()) as {
      data: QuickOrderCategory[]
    }
    await mf.dispatchFetch(`${API}/settings/public`)
    const products = listed.data.flatMap((c) => c.product_list)
    const enquiry = enquiryFor(bigEnoughCart(products), { mobile_no: '9876500001' })

    const save = () => json(enquiry, { 'Idempotency-Key': 'trip-guest-0001' })
    expect(await trips(mf, 'order/save', save())).toBe(1)
    // The buyer's access code, as the retry of the same attempt answers it (not measured).
    const saved = (await (await mf.dispatchFetch(`${API}/order/save`, save() as never)).json()) as {
      data: { enquiry_number: string; access_code: string }
    }
    expect(await trips(mf, 'order/search', json({ mobile_no: '9876500001' }))).toBe(1)
    const { enquiry_number, access_code } = saved.data
    expect(
      await trips(mf, 'order/public/open', json({ mobile_no: '9876500001', enquiry_number, access_code })),
    ).toBe(1)

    const signup = {
      customer_name: 'Meena',
      address: '4, Gandhi Road',
      city: 'Madurai',
      pin_code: '625001',
      mobile_no: '9840000077',
      password: 'meena-chooses-2026',
    }
    expect(await trips(mf, 'account/save', json(signup))).toBe(1)
    // A second buyer with a password of her own, then sign-in, My Orders and an enquiry from the account.
    const signedUp = await mf.dispatchFetch(
      `${API}/account/save`,
      json({ ...signup, mobile_no: '9840000078' }),
    )
    expect(signedUp.status).toBe(201)
    await signedUp.arrayBuffer()
    await new Promise((r) => setTimeout(r, 100))
    const before = shop.bridge.requests
    const login = await mf.dispatchFetch(
      `${API}/users/login`,
      json({ username: '9840000078', password: 'meena-chooses-2026' }),
    )
    expect(shop.bridge.requests - before).toBe(1)
    const session = ((await login.json()) as { data: { token: string; sub: string; roles: string[] } }).data
    expect(session.roles).toBeDefined()
    const signedIn = { 'x-auth-token': session.token }
    expect(await trips(mf, 'order/search', json({ sub: session.sub }, signedIn))).toBe(1)
    const own = enquiryFor(bigEnoughCart(products), { mobile_no: '9840000078', sub: session.sub })
    expect(
      await trips(mf, 'order/save', json(own, { ...signedIn, 'Idempotency-Key': 'trip-account-0001' })),
    ).toBe(1)
  })

  it('an enquiry to a cold instance: the catalogue and the settings load side by side, then one write', async () => {
    const warm = await start()
    const listed = (await (await warm.dispatchFetch(`${API}/product/quickorder`)).json()) as {
      data: QuickOrderCategory[]
    }
    const enquiry = enquiryFor(bigEnoughCart(listed.data.flatMap((c) => c.product_list)), {
      mobile_no: '9876500002',
    })
    const cold = await start()
    expect(await trips(cold, 'order/save', json(enquiry, { 'Idempotency-Key': 'trip-cold-0001' }))).toBe(3)
  })
})
