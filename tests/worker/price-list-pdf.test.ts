import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../worker/db/seed/seed'
import { catalogue as demo } from '../../worker/db/seed/seed-data'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { type HranaBridge, startHranaBridge } from '../helpers/hrana-bridge'
import { pdfText, requirePoppler } from '../helpers/price-list-pdf'
import { buildPdfBundle, startWorker } from '../helpers/worker-bundle'

// The shop's production bundle and the PDF Worker's, side by side in workerd as on Cloudflare: the
// shop answers /price-list.pdf with the bytes the PDF Worker draws through the service binding.

let dir: string
let bridge: HranaBridge
let mf: Miniflare
let nodeDb: Awaited<ReturnType<typeof openNodeDb>>

beforeAll(async () => {
  requirePoppler()
  dir = mkdtempSync(join(tmpdir(), 'storefront-pdf-workerd-'))
  const dbFile = join(dir, 'shop.db')
  nodeDb = await openNodeDb(`file:${dbFile}`)
  await migrateDb(nodeDb.db)
  await seedDemo(nodeDb.db)
  bridge = await startHranaBridge(dbFile)
  mf = await startWorker({
    libsqlUrl: bridge.url,
    bindings: { CATALOGUE_CHECK_MS: '0' },
    assets: true,
    pdfDir: buildPdfBundle(join(dir, 'pdf-bundle')),
  })
}, 120_000)

afterAll(async () => {
  await mf?.dispose()
  await bridge?.close()
  nodeDb?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the price list PDF on Workers', () => {
  it('is drawn by the PDF Worker through the PRICE_LIST_PDF binding, in both languages', async () => {
    for (const [path, heading] of [
      ['/price-list.pdf', 'Price List'],
      ['/ta/price-list.pdf', ''],
    ] as const) {
      const res = await mf.dispatchFetch(`http://shop.test${path}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('application/pdf')
      expect(res.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'self'")
      expect(res.headers.get('Content-Disposition')).toMatch(
        /^inline; filename="sivakasi-crackers-price-list/,
      )
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
      const file = join(dir, `${path.replaceAll('/', '_')}`)
      writeFileSync(file, bytes)
      const text = pdfText(file)
      expect(text).toContain(demo[0]?.products[0]?.code ?? 'missing')
      if (heading) expect(text).toContain(heading)
    }
  })
})
