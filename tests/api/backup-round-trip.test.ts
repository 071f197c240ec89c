import { join } from 'node:path'
import { asc, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import type { Db } from '../../worker/db/client'
import { orderLines, orders } from '../../worker/db/schema'
import { listBackups } from '../../worker/platform/node-backup'
import { openNodeDb } from '../../worker/platform/node-db'
import { folderObjectStore } from '../../worker/platform/node-objects'
import { restoreBackup } from '../../worker/platform/node-restore'
import { runScript, scratchFolder } from '../helpers/backup'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { tinyPng } from '../helpers/images'
import { API, createTestApp } from '../helpers/test-app'

// The shop keeps taking enquiries while `npm run db:backup` copies its database from another
// process; every enquiry the shop had answered before the backup began must come back.

const scratch = scratchFolder('storefront-backup-')

const ordersWithLines = async (db: Db, ids: string[]) => {
  const head = await db.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id))
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo))
  return { head, lines }
}

it('a backup taken while enquiries pour in restores every enquiry answered before it began, with its lines and totals', async () => {
  const t = await createTestApp()
  try {
    const products = await catalogueOf(t)
    const cart = bigEnoughCart(products)
    const photo = tinyPng()
    await folderObjectStore(join(t.dir, 'objects')).put('lr/order-1/photo.png', photo, 'image/png')

    const answered: { id: string; number: string; qtys: number[]; during: boolean }[] = []
    let backupBegan = false
    let stop = false
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const payload = enquiryFor(cart.map((l, n) => ({ product: l.product, qty: l.qty + ((i + n) % 4) })))
        const res = await t.json<{ data: SavedEnquiry } & ErrorBody>(
          `${API}/order/save`,
          post(payload, { 'x-test-client': `writer-${i % 50}` }),
        )
        if (res.status !== 201) throw new Error(`order/save answered ${res.status}`)
        answered.push({
          id: res.body.data.order_id,
          number: res.body.data.enquiry_number,
          qtys: payload.product_list.map((l) => l.qty),
          during: backupBegan,
        })
      }
    })()
    while (answered.length < 15) await new Promise((r) => setTimeout(r, 5))

    backupBegan = true
    const before = answered.map((a) => a.id)
    const backupDir = join(scratch, 'backups')
    const backup = await runScript('scripts/db-backup.ts', {
      LIBSQL_URL: `file:${join(t.dir, 'test.db')}`,
      OBJECTS_DIR: join(t.dir, 'objects'),
      BACKUP_DIR: backupDir,
    })
    const duringBackup = answered.filter((a) => a.during).length
    stop = true
    await writer
    expect(backup.stderr).toBe('')
    expect(backup.stdout).toMatch(/^Backup written: .*storefront-\d{4}-\d{2}-\d{2}T\d{4}\+0530\n/)
    expect(backup.code).toBe(0)
    // The shop really was writing while the copy was taken.
    expect(duringBackup).toBeGreaterThan(0)

    const [made] = await listBackups(backupDir)
    const restoredDir = join(scratch, 'restored')
    const restored = await restoreBackup({
      libsqlUrl: `file:${join(restoredDir, 'storefront.db')}`,
      objectsDir: join(restoredDir, 'objects'),
      backupDir,
      backup: made!.name,
      now: Date.now(),
    })
    expect(restored.databaseKeptAt).toBeNull()
    expect(restored.objectCount).toBe(1)

    const copy = await openNodeDb(`file:${restored.database}`)
    try {
      const back = await ordersWithLines(copy.db, before)
      const live = await ordersWithLines(t.db, before)
      expect(back.head.map((o) => o.id).sort()).toEqual([...before].sort())
      expect(back).toEqual(live)
      for (const a of answered.filter((x) => before.includes(x.id))) {
        const order = back.head.find((o) => o.id === a.id)!
        const lines = back.lines.filter((l) => l.orderId === a.id)
        expect(`ENQ-${String(order.orderNo).padStart(5, '0')}`).toBe(a.number)
        expect(lines.map((l) => l.qty)).toEqual(a.qtys)
        expect(lines.reduce((sum, l) => sum + l.subTotalPaise, 0)).toBe(order.subTotalPaise)
      }
      const restoredPhoto = await folderObjectStore(restored.objects!).get('lr/order-1/photo.png')
      expect(restoredPhoto?.contentType).toBe('image/png')
      expect(new Uint8Array(await new Response(restoredPhoto!.body).arrayBuffer())).toEqual(photo)
    } finally {
      copy.close()
    }
  } finally {
    t.close()
  }
})
