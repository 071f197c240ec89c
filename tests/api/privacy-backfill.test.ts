import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import type { StoredInvoiceFigures } from '../../worker/contract/invoices'
import { accounts, objectDeletions, orders, sessions } from '../../worker/db/schema'
import { invoices } from '../../worker/db/schema-quotes'
import { apiApp } from '../helpers/api-app'
import { inStockCatalogue } from '../helpers/enquiry'
import {
  CHANGE,
  DELETED_CONTACT,
  findInDatabase,
  fullJourney,
  GSTIN,
  signUpValli,
  VALLI,
} from '../helpers/privacy'

const t = apiApp({ seller: true })

// The SQL in migration 0007 that finishes deletions made before the map, between its two markers.
const START = '-- privacy: finish the account deletions made before the personal-data map.'
const END = '-- privacy: end'
const backfillStatements = () => {
  const dir = join(import.meta.dirname, '..', '..', 'migrations')
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .find((f) => f.includes(START))
  if (!text) throw new Error('no migration holds the deletion backfill')
  return text
    .slice(text.indexOf(START), text.indexOf(END))
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
}

let catalogue: Product[]

beforeAll(async () => {
  catalogue = await inStockCatalogue(t)
})

describe('an account deleted before the personal-data map', () => {
  it('loses what the old deletion left behind, and its photos are queued for deletion', async () => {
    const valli = await signUpValli(t)
    const { id, reference } = await fullJourney(t, { admin: t.seller, catalogue }, valli)
    // What account/delete used to do: blank the enquiries' contact details, drop the account.
    await t.db.batch([
      t.db.update(orders).set(DELETED_CONTACT).where(eq(orders.accountId, valli.sub)),
      t.db.delete(sessions).where(eq(sessions.accountId, valli.sub)),
      t.db.delete(accounts).where(eq(accounts.id, valli.sub)),
    ])
    const left = await findInDatabase(t, [GSTIN, CHANGE, reference, VALLI.mobile_no])
    expect(left[GSTIN]).toContain('orders.buyer_gstin')
    expect(left[CHANGE]).toEqual(['quote_responses.message'])
    expect(left[VALLI.mobile_no]).toEqual(['invoices.figures', 'rate_limits.key'])

    for (const sql of backfillStatements()) await t.db.$client.execute(sql)
    // Twice: a second run finds nothing more to do and changes nothing that the first one did.
    const once = await findInDatabase(t, [GSTIN, CHANGE, reference, VALLI.mobile_no, '[deleted payment]'])
    for (const sql of backfillStatements()) await t.db.$client.execute(sql)
    expect(await findInDatabase(t, [GSTIN, CHANGE, reference, VALLI.mobile_no, '[deleted payment]'])).toEqual(
      once,
    )

    expect(once).toEqual({
      [GSTIN]: ['invoices.figures'],
      [CHANGE]: [],
      [reference]: [],
      // Only the rate-limit counters of the sign-up are left: they end with their window.
      [VALLI.mobile_no]: ['rate_limits.key'],
      '[deleted payment]': ['payments.reference'],
    })
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, id))
    expect((JSON.parse(invoice!.figures) as StoredInvoiceFigures).buyer.mobile).toBe('')
    const queued = (await t.db.select().from(objectDeletions)).map((r) => r.key).sort()
    expect(queued).toEqual([expect.stringMatching(/^lr\//), expect.stringMatching(/^payments\//)])
  })
})
