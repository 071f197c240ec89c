import { Response as MfResponse } from 'miniflare'
import { describe, expect, it } from 'vitest'
import { EDGE_FRESH_SECONDS, edgeCacheKey } from '../../worker/lib/edge-cache'
import { openNodeDb } from '../../worker/platform/node-db'
import type { BridgeLogEntry } from '../helpers/hrana-bridge'
import { seededShopPerFile } from '../helpers/seeded-shop'

// Two workers sharing one Cache API folder stand for two isolates in one data centre: the first
// has served the catalogue, the second starts while the database cannot be reached.

const API = 'http://shop.test/api/website-management'
const UNREACHABLE = 'http://127.0.0.1:1'
const shop = seededShopPerFile()
const start = (libsqlUrl: string) => shop.start({ libsqlUrl, cachePersist: shop.path('edge-cache') })

const PUBLIC_READS = ['product/quickorder', 'product/category/get', 'product/get/1', 'settings/public']

describe('the edge cache in front of a new isolate', () => {
  it('serves public reads a warm isolate answered, while the database is down, fresh and then last-good', async () => {
    const warm = await start(shop.bridge.url)
    const answered = new Map<string, { body: string; etag: string | null }>()
    for (const path of PUBLIC_READS) {
      const res = await warm.dispatchFetch(`${API}/${path}`)
      expect(res.status).toBe(200)
      answered.set(path, { body: await res.text(), etag: res.headers.get('ETag') })
    }
    // The edge writes run after the answers (waitUntil): wait for each fresh entry, and pin its
    // lifetime, EDGE_FRESH_SECONDS, as its Cache-Control tells the cache.
    const freshKeys = PUBLIC_READS.map((path) => edgeCacheKey(`${API}/${path}`, 'fresh'))
    const edge = (await warm.getCaches()).default
    for (const key of freshKeys) {
      let entry = await edge.match(key)
      while (!entry) {
        await new Promise((r) => setTimeout(r, 20))
        entry = await edge.match(key)
      }
      expect(entry.headers.get('Cache-Control')).toBe(`public, s-maxage=${EDGE_FRESH_SECONDS}`)
      // The clock stands still for the test: the same entry, put back to outlive a slow cold
      // start on a loaded machine, so what runs out is decided below, not by the machine's speed.
      const headers = Object.fromEntries(entry.headers)
      const body = await entry.arrayBuffer()
      await edge.put(
        key,
        new MfResponse(body, { headers: { ...headers, 'Cache-Control': 'public, s-maxage=3600' } }),
      )
    }

    const cold = await start(UNREACHABLE)
    for (const path of PUBLIC_READS) {
      const res = await cold.dispatchFetch(`${API}/${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('X-Edge-Cache')).toBe('fresh')
      expect(await res.text()).toBe(answered.get(path)!.body)
    }

    // The fresh entries run out: the cache drops them, as it would at their s-maxage.
    const coldEdge = (await cold.getCaches()).default
    for (const key of freshKeys) expect(await coldEdge.delete(key)).toBe(true)
    for (const path of PUBLIC_READS) {
      const res = await cold.dispatchFetch(`${API}/${path}`, {
        headers: { 'If-None-Match': answered.get(path)!.etag ?? '' },
      })
      expect(res.status, path).toBe(304)
      expect(res.headers.get('X-Edge-Cache')).toBe('last-good')
    }
  })

  it('answers 503 with Retry-After where the edge holds nothing and the database is down', async () => {
    const cold = await start(UNREACHABLE)
    const res = await cold.dispatchFetch(`${API}/product/categorywise/list/1`)
    expect(res.status).toBe(503)
    expect(res.headers.get('Retry-After')).toBe('5')
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE')
  })
})

// The freshness check's version read: the one statement that names only the counters table.
const isVersionRead = (e: BridgeLogEntry) => e.tables.length > 0 && e.tables.every((t) => t === 'counters')
const CHECK_MS = 300

describe('the freshness check shared by the isolates of one data centre', () => {
  it('reads the versions from the database about once per interval for two isolates, and both see a change', async () => {
    const bindings = { CATALOGUE_CHECK_MS: String(CHECK_MS) }
    const isolates = [
      await shop.start({ bindings, cachePersist: shop.path('edge-cache-pop') }),
      await shop.start({ bindings, cachePersist: shop.path('edge-cache-pop') }),
    ]
    const names = async () =>
      Promise.all(
        isolates.map(async (w) => {
          const res = await w.dispatchFetch(`${API}/product/get/1`)
          expect(res.status).toBe(200)
          return ((await res.json()) as { data: { product_name: string } }).data.product_name
        }),
      )
    const before = await names()
    shop.bridge.resetLog()
    const started = Date.now()
    // Both isolates busy for 8 intervals: each would find its own check due every interval.
    while (Date.now() - started < 8 * CHECK_MS) await names()
    const intervals = (Date.now() - started) / CHECK_MS
    const reads = shop.bridge.log.filter(isVersionRead).length
    // One per interval for the data centre (two isolates asking on their own make about two).
    expect(reads).toBeGreaterThan(intervals / 2)
    expect(reads).toBeLessThanOrEqual(intervals * 1.3 + 1)

    // A change made on the database reaches both.
    const direct = await openNodeDb(`file:${shop.path('shop.db')}`)
    try {
      await direct.db.$client.batch(
        [
          "UPDATE products SET name = name || ' (new)' WHERE id = 1",
          "UPDATE counters SET value = value + 1 WHERE name = 'catalogue_version'",
        ],
        'write',
      )
    } finally {
      direct.close()
    }
    const changedAt = Date.now()
    let now = await names()
    while (now.some((name, i) => name === before[i]) && Date.now() - changedAt < 10 * CHECK_MS)
      now = await names()
    // (Within two intervals is pinned on a set clock in tests/unit/last-good.test.ts.)
    expect(now).toEqual(before.map((name) => `${name} (new)`))
  })
})
