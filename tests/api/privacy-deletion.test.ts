import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../worker/contract/accounts'
import type { Product } from '../../worker/contract/catalogue'
import type { StoredInvoiceFigures } from '../../worker/contract/invoices'
import { accounts, objectDeletions, orders, rateLimits } from '../../worker/db/schema'
import { invoices } from '../../worker/db/schema-quotes'
import { drainObjectDeletions } from '../../worker/features/privacy/object-deletions'
import type { ObjectStore } from '../../worker/lib/object-store'
import { folderObjectStore } from '../../worker/platform/node-objects'
import { auth, NEW_PASSWORD, signupAndLogin } from '../helpers/accounts'
import { apiApp } from '../helpers/api-app'
import { inStockCatalogue, post } from '../helpers/enquiry'
import { pngFile } from '../helpers/images'
import { nextUtr, tellForm } from '../helpers/payments'
import {
  CHANGE,
  claim,
  findInDatabase,
  fullJourney,
  GSTIN,
  GUEST_ADDRESS,
  objectFiles,
  placeEnquiry,
  signUpValli,
  UPI_ID,
  VALLI,
} from '../helpers/privacy'
import { acceptedQuote } from '../helpers/quote-fixture'
import { API, createTestApp } from '../helpers/test-app'

const t = apiApp({ seller: true })

let catalogue: Product[]

beforeAll(async () => {
  catalogue = await inStockCatalogue(t)
})

describe('the buyer who ran the whole journey', () => {
  let valli: LoginResult
  let guestId: string
  let journey: { id: string; reference: string }

  beforeAll(async () => {
    const guest = await placeEnquiry(t, { ...VALLI, address: GUEST_ADDRESS })
    guestId = guest.order_id
    valli = await signUpValli(t)
    expect((await claim(t, valli.token, guest.access_code)).body.data.enquiry_number).toBe(
      guest.enquiry_number,
    )
    journey = await fullJourney(t, { admin: t.seller, catalogue }, valli)
  })

  it('gets a copy with payments and their references, messages, GSTIN, invoices and the added enquiry', async () => {
    const res = await t.request(`${API}/account/export`, { headers: auth(valli.token) })
    expect(res.status).toBe(200)
    const copy = (await res.json()).data
    expect(copy.profile).toMatchObject({ mobile_no: VALLI.mobile_no, email_id: VALLI.email_id })
    const [guest, signedIn] = copy.enquiries
    expect(guest).toMatchObject({ address: GUEST_ADDRESS, payments: [], tax_invoices: [] })
    expect(signedIn).toMatchObject({ buyer_gstin: GSTIN, lr_number: 'LR-70021' })
    expect(signedIn.lr_photo_key).toMatch(/^lr\//)
    expect(signedIn.quote_answers).toEqual([
      expect.objectContaining({ kind: 'change_requested', message: CHANGE }),
      expect.objectContaining({ kind: 'accepted', message: null }),
    ])
    expect(signedIn.payments).toEqual([
      expect.objectContaining({ reference: journey.reference, method: 'upi', status: 'received' }),
    ])
    expect(signedIn.payments[0].screenshot_key).toMatch(/^payments\/.+\.png$/)
    expect(signedIn.payments[0].received).toBeGreaterThan(0)
    expect(signedIn.tax_invoices).toEqual([
      expect.objectContaining({
        invoice_no: expect.stringMatching(/^SC\/2026-27\/\d{4}$/),
        figures: expect.objectContaining({
          buyer: expect.objectContaining({
            name: VALLI.customer_name,
            gstin: GSTIN,
            mobile: VALLI.mobile_no,
          }),
        }),
      }),
    ])
    expect(signedIn.dispatch).toEqual([expect.objectContaining({ lr_number: 'LR-70021', parcels: 3 })])
    expect(copy.kept_after_deletion.flatMap((k: { what: string[] }) => k.what)).toContain(
      'invoices.figures $.buyer.gstin',
    )
  })

  it('after account/delete, no table, column or photo holds the buyer, except the invoice the law keeps', async () => {
    const { id, reference } = journey
    expect(objectFiles(t).some((f) => f.text.includes(UPI_ID))).toBe(true)
    const needles = [
      VALLI.customer_name,
      VALLI.mobile_no,
      VALLI.email_id,
      VALLI.address,
      GUEST_ADDRESS,
      GSTIN,
      CHANGE,
      reference,
      UPI_ID,
    ]
    // Before: the buyer is all over the database (a check that the search finds what is there).
    const before = await findInDatabase(t, needles)
    for (const n of needles.filter((n) => n !== UPI_ID)) expect(before[n], n).not.toEqual([])

    const done = await t.json(`${API}/account/delete`, post({ password: NEW_PASSWORD }, auth(valli.token)))
    expect(done.status).toBe(200)

    // Only the invoice keeps what GST law asks of it: the name, address and GSTIN.
    const invoiceOnly = ['invoices.figures']
    expect(await findInDatabase(t, needles)).toEqual({
      [VALLI.customer_name]: invoiceOnly,
      // Counters keyed by the number end with their window (a day at most) and are left to it.
      [VALLI.mobile_no]: ['rate_limits.key'],
      [VALLI.email_id]: [],
      [VALLI.address]: invoiceOnly,
      [GUEST_ADDRESS]: [],
      [GSTIN]: invoiceOnly,
      [CHANGE]: [],
      [reference]: [],
      [UPI_ID]: [],
    })
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, id))
    const figures = JSON.parse(invoice!.figures) as StoredInvoiceFigures
    expect(figures.buyer).toEqual({
      name: VALLI.customer_name,
      address: VALLI.address,
      city: VALLI.city,
      pin: VALLI.pin_code,
      mobile: '',
      gstin: GSTIN,
    })
    // The sale stays in the seller's books, both enquiries without the buyer.
    for (const order of await t.db.select().from(orders)) {
      if (order.id !== id && order.id !== guestId) continue
      expect(order).toMatchObject({ customerName: 'Deleted account', mobileNo: '', accountId: null })
      expect(order.netAmountPaise).toBeGreaterThan(0)
    }
    const counters = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${VALLI.mobile_no}%`))
    for (const c of counters) expect(c.expiresAt).toBeLessThanOrEqual(t.clock.now() + 24 * 60 * 60_000)
    // The screenshot and the LR photo are gone, and nothing waits to be deleted.
    expect(objectFiles(t).map((f) => f.path)).toEqual([])
    expect(await t.db.select().from(objectDeletions)).toEqual([])
  })
})

describe('a photo the object store refuses to delete', () => {
  it('stays queued while the account is deleted all the same, and the scheduled job deletes it later', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'privacy-objects-'))
    const folder = folderObjectStore(dir)
    let refuse = true
    const objects: ObjectStore = {
      ...folder,
      delete: async (key) => {
        if (refuse) throw new Error('the store is down')
        await folder.delete(key)
      },
    }
    const t = await createTestApp({ overrides: { objects } })
    try {
      const mobile = '9840600001'
      const q = await acceptedQuote(t, { mobile })
      const me = await signupAndLogin(t, mobile)
      expect((await claim(t, me.token, q.accessCode)).body.data.enquiry_number).toBe(q.enquiryNumber)
      const png = pngFile('gpay.png')
      expect((await tellForm(t, q.token, { reference: nextUtr(), amount: '100' }, png)).status).toBe(201)
      const stored = readdirSync(join(dir, 'payments', q.id))
      expect(stored.length).toBeGreaterThan(0)

      const done = await t.json(`${API}/account/delete`, post({ password: NEW_PASSWORD }, auth(me.token)))
      expect(done.status).toBe(200)
      expect(await t.db.select().from(accounts).where(eq(accounts.id, me.sub))).toEqual([])
      expect(readdirSync(join(dir, 'payments', q.id))).toEqual(stored)
      const queued = await t.db.select().from(objectDeletions)
      expect(queued).toEqual([
        expect.objectContaining({ attempts: 1, key: expect.stringMatching(/^payments\//) }),
      ])
      const warning = t.logs.find((l) => l.startsWith('WARN object deletion failed'))
      expect(warning).toBe(
        'WARN object deletion failed for 1 file(s) (payment_screenshots); queued, retried by the scheduled job',
      )
      expect(t.logs.join('\n')).not.toContain(q.id)

      refuse = false
      const report = await drainObjectDeletions(
        { db: t.db, objects, log: (l) => t.logs.push(l) },
        t.clock.now(),
      )
      expect(report).toEqual({ deleted: 1, failed: 0 })
      expect(await t.db.select().from(objectDeletions)).toEqual([])
      expect(readdirSync(join(dir, 'payments', q.id))).toEqual([])
    } finally {
      t.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the queue of photos to delete', () => {
  it('tries the least tried first, so photos the store keeps refusing never hold up the others', async () => {
    const now = t.clock.now()
    const stuck = Array.from({ length: 100 }, (_, i) => ({
      key: `payments/stuck-${i}.png`,
      queuedAt: now - 1000 + i,
      attempts: 3,
    }))
    await t.db
      .insert(objectDeletions)
      .values([...stuck, { key: 'payments/new.png', queuedAt: now, attempts: 0 }])
    const tried: string[] = []
    const objects: ObjectStore = {
      ...folderObjectStore(mkdtempSync(join(tmpdir(), 'privacy-queue-'))),
      delete: async (key) => {
        tried.push(key)
        if (key.includes('stuck')) throw new Error('refused')
      },
    }
    const report = await drainObjectDeletions({ db: t.db, objects, log: () => {} }, now)
    expect(tried).toContain('payments/new.png')
    expect(report.deleted).toBe(1)
    await t.db.delete(objectDeletions)
  })
})

describe('a deletion the database stops half-way', () => {
  it('changes nothing: the account, its enquiries and its photos are all still there', async () => {
    const t = await createTestApp()
    try {
      const mobile = '9840600002'
      const q = await acceptedQuote(t, { mobile })
      const me = await signupAndLogin(t, mobile)
      expect((await claim(t, me.token, q.accessCode)).body.data.enquiry_number).toBe(q.enquiryNumber)
      const png = pngFile('gpay.png')
      expect((await tellForm(t, q.token, { reference: nextUtr(), amount: '100' }, png)).status).toBe(201)
      // The last statement of the batch fails, after every other has run inside it.
      await t.db.$client.execute(
        "create trigger refuse_account_delete before delete on accounts begin select raise(abort, 'refused'); end",
      )
      const before = await findInDatabase(t, [mobile, 'payments/'])

      const done = await t.json(`${API}/account/delete`, post({ password: NEW_PASSWORD }, auth(me.token)))
      expect(done.status).toBe(500)
      expect(await findInDatabase(t, [mobile, 'payments/'])).toEqual(before)
      expect(before[mobile]).toEqual(expect.arrayContaining(['accounts.mobile_no', 'orders.mobile_no']))
      expect(await t.db.select().from(objectDeletions)).toEqual([])
      expect(objectFiles(t).some((f) => f.path.startsWith(`payments/${q.id}/`))).toBe(true)
    } finally {
      t.close()
    }
  })
})

describe('deleting an account', () => {
  it("leaves the limits that guard another's number as they were, even one its enquiries were sent with", async () => {
    // A stranger's guesses at someone's number are counted.
    const target = '9840600077'
    for (let i = 0; i < 3; i++)
      await t.json(`${API}/users/login`, post({ username: target, password: `guess-${i}` }))
    const before = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${target}%`))
    expect(before.length).toBeGreaterThan(0)
    // Then signs up, sends one enquiry signed in with that number, and deletes the account.
    const me = await signupAndLogin(t, '9840600078')
    await placeEnquiry(t, { ...VALLI, mobile_no: target }, me)
    const done = await t.json(`${API}/account/delete`, post({ password: NEW_PASSWORD }, auth(me.token)))
    expect(done.status).toBe(200)
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${target}%`)),
    ).toEqual(
      expect.arrayContaining(before.map((r) => expect.objectContaining({ key: r.key, count: r.count }))),
    )
  })
})
