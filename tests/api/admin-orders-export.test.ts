import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { adminOrderExportQuery } from '../../worker/contract/admin'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { ENQUIRY_COLUMNS, exportOrdersCsv, LINE_COLUMNS } from '../../worker/features/orders/orders-export'
import { ADMIN, auth, createBuyer, login, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { countDbRequests } from '../helpers/db-requests'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { adminDetail, markPaid, moveTo } from '../helpers/invoices'
import { nextUtr, record, tellJson } from '../helpers/payments'
import { acceptedQuote } from '../helpers/quote-fixture'
import { API } from '../helpers/test-app'
import { toDispatched } from '../helpers/transport'

// The seller keeps their own record of the season: the enquiries (or their lines) as a CSV file
// from the console, with the list's filters. Every test uses its own buyer's mobile number and
// narrows the export to it, so the tests share one app without seeing each other's enquiries.

const t = apiApp({ seller: true })

type Row = Record<string, string>

const download = async (query: string, token: string | null = t.seller) => {
  const res = await t.request(`${API}/admin/orders/export?${query}`, {
    headers: token ? auth(token) : {},
  })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

const rowsOf = (text: string) => {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return { fields: parsed.meta.fields, rows: parsed.data }
}

const exported = async (query: string) => {
  const { res, text } = await download(query)
  expect(res.status, text).toBe(200)
  return rowsOf(text).rows
}

const placeAs = async (mobile: string, overrides: Record<string, string> = {}) => {
  const payload = enquiryFor(bigEnoughCart(await catalogueOf(t)), { mobile_no: mobile, ...overrides })
  const res = await t.json<{ data: SavedEnquiry }>(`${API}/order/save`, post(payload))
  expect(res.status).toBe(201)
  return res.body.data
}

describe('who may export', () => {
  it('a request without a token is 401 and a buyer signed in with their own token is 403', async () => {
    const none = await download('kind=enquiries', null)
    expect(none.res.status).toBe(401)
    expect((JSON.parse(none.text) as ErrorBody).error.code).toBe('UNAUTHENTICATED')
    const buyer = await createBuyer(t, '9840000177')
    for (const kind of ['enquiries', 'lines']) {
      const asBuyer = await download(`kind=${kind}`, buyer)
      expect(asBuyer.res.status).toBe(403)
      expect((JSON.parse(asBuyer.text) as ErrorBody).error.code).toBe('FORBIDDEN')
      expect(asBuyer.text).not.toContain('Karthik')
    }
  })
})

describe('GET admin/orders/export?kind=enquiries', () => {
  it('is a UTF-8 CSV attachment with a BOM, named by the India date, one row an enquiry with Tamil intact', async () => {
    const before = t.clock.now()
    // 20:00 UTC is already the next day in India.
    t.clock.set(Date.parse('2026-10-21T20:00:00Z'))
    const saved = await placeAs('9500000001', { customer_name: 'முருகன் பட்டாசு கடை' })
    // Signed in again at that moment: the morning's session has lapsed by the evening.
    const fresh = (await login(t, ADMIN.mobile, ADMIN.password)).token
    const { res, bytes, text } = await download('kind=enquiries&q=9500000001', fresh)
    const detail = (await adminDetail(t, fresh, saved.order_id)).body.data
    t.clock.set(before)

    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="enquiries-2026-10-22.csv"')
    expect(res.headers.get('Cache-Control')).toContain('no-store')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    const { fields, rows } = rowsOf(text)
    expect(fields).toEqual([...ENQUIRY_COLUMNS])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toEqual({
      Enquiry: saved.enquiry_number,
      'Date (India)': '22/10/2026 01:30 AM',
      Status: 'Enquiry received',
      Buyer: 'முருகன் பட்டாசு கடை',
      Mobile: '9500000001',
      Email: 'karthik@example.com',
      Address: '12, North Car Street',
      City: 'Madurai',
      'PIN code': '625001',
      State: 'Tamil Nadu',
      'State code': '33',
      'Referred by': 'Ramesh - 9000000001',
      'Subtotal (Rs)': detail.sub_total.toFixed(2),
      'Discount (Rs)': detail.discount_amount.toFixed(2),
      'Total (Rs)': detail.net_amount.toFixed(2),
      'Accepted quote (Rs)': '',
      'Paid (Rs)': '0.00',
      'Balance (Rs)': detail.net_amount.toFixed(2),
      'Owed as': 'estimate',
      'Owed (Rs)': detail.net_amount.toFixed(2),
      Invoice: '',
      Transporter: '',
      'LR number': '',
      'Last change (India)': '22/10/2026 01:30 AM',
    })
  })

  it('a buyer named "=HYPERLINK(...)" comes out as text a spreadsheet will not run', async () => {
    await placeAs('9500000002', {
      customer_name: '=HYPERLINK("http://evil.example","Refund")',
      city: '@Madurai',
    })
    const [row] = await exported('q=9500000002')
    expect(row?.Buyer).toBe('\'=HYPERLINK("http://evil.example","Refund")')
    expect(row?.City).toBe("'@Madurai")
  })

  it('the list filters narrow the rows: status, India dates and search', async () => {
    const mobile = '9500000003'
    const day = (d: number) => Date.parse(`2026-10-${d}T06:30:00Z`)
    const a = await placeOrder(t, { mobile, at: day(10) })
    const b = await placeOrder(t, { mobile, at: day(11) })
    const c = await placeOrder(t, { mobile, at: day(12) })
    expect((await moveTo(t, t.seller, b.order_id, 'CONFIRMED')).status).toBe(200)

    const numbers = async (query: string) => (await exported(`q=${mobile}&${query}`)).map((r) => r.Enquiry)
    expect(await numbers('kind=enquiries')).toEqual([a, b, c].map((o) => o.enquiry_number))
    expect(await numbers('status=CONFIRMED')).toEqual([b.enquiry_number])
    expect(await numbers('from=2026-10-11&to=2026-10-11')).toEqual([b.enquiry_number])
    expect(await numbers('from=2026-10-12')).toEqual([c.enquiry_number])
    expect(await numbers('status=CANCELLED')).toEqual([])
    expect(await exported(`q=${a.enquiry_number}`)).toHaveLength(1)
  })

  it('bad filters are a 400 in the one error shape, never a file', async () => {
    for (const query of [
      'kind=everything',
      'status=LOST',
      'from=2026-02-30',
      'from=2026-10-12&to=2026-10-11',
      'to=yesterday',
      `q=${'9'.repeat(21)}`,
    ]) {
      const { res, text } = await download(query)
      expect(res.status, query).toBe(400)
      expect(res.headers.get('Content-Type')).toContain('application/json')
      const body = JSON.parse(text) as ErrorBody
      expect(body.error.code).toBe('VALIDATION_FAILED')
      expect(body.error.requestId).toBeTruthy()
    }
  })

  it('paid and balance count the payments the seller verified, not those only told', async () => {
    const q = await acceptedQuote(t, { mobile: '9500000004' })
    expect(
      (await record(t, t.seller, q.id, { method: 'cash', reference: 'rcpt-9', amount: 1500 })).status,
    ).toBe(201)
    const told = await tellJson(t, q.token, { reference: nextUtr(), amount: 700 }, '203.0.113.77')
    expect(told.status).toBe(201)
    const [row] = await exported('q=9500000004')
    expect(row).toMatchObject({
      Enquiry: q.enquiryNumber,
      Status: 'Payment submitted',
      'Accepted quote (Rs)': (q.totalPaise / 100).toFixed(2),
      'Paid (Rs)': '1500.00',
      'Balance (Rs)': ((q.totalPaise - 150_000) / 100).toFixed(2),
      // As the buyer's pages name it: the told 700 counts only once checked.
      'Owed as': 'balance',
      'Owed (Rs)': ((q.totalPaise - 150_000) / 100).toFixed(2),
    })
  })

  it('an enquiry marked paid by phone, or cancelled, shows no balance due', async () => {
    const paid = await placeAs('9500000016')
    expect((await markPaid(t, t.seller, paid.order_id)).status).toBe(200)
    const cancelled = await placeAs('9500000017')
    expect((await moveTo(t, t.seller, cancelled.order_id, 'CANCELLED')).status).toBe(200)
    const [paidRow] = await exported('q=9500000016')
    expect(paidRow).toMatchObject({ Status: 'Payment received', 'Balance (Rs)': '0.00' })
    const [cancelledRow] = await exported('q=9500000017')
    expect(cancelledRow).toMatchObject({ Status: 'Cancelled', 'Balance (Rs)': '0.00' })
  })

  it('a dispatched enquiry carries its invoice number, transporter and LR number', async () => {
    const saved = await placeAs('9500000005')
    await toDispatched(t, t.seller, saved.order_id)
    const detail = (await adminDetail(t, t.seller, saved.order_id)).body.data
    expect(detail.invoice_no).toBeTruthy()
    const [row] = await exported('q=9500000005')
    expect(row).toMatchObject({
      Status: 'Dispatched',
      Invoice: detail.invoice_no,
      Transporter: 'Sivakasi Roadways (demo)',
      'LR number': 'LR-70021',
      'Paid (Rs)': '0.00',
    })
  })
})

describe('GET admin/orders/export?kind=lines', () => {
  it('one row a line, as the enquiry holds it: code, English and Tamil names, quantity, price, total', async () => {
    const saved = await placeAs('9500000006')
    const { res, text } = await download('kind=lines&q=9500000006')
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="enquiry-lines-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const { fields, rows } = rowsOf(text)
    expect(fields).toEqual([...LINE_COLUMNS])
    const detail = (await adminDetail(t, t.seller, saved.order_id)).body.data
    expect(rows).toEqual(
      detail.product_list.map((l, i) => ({
        Enquiry: saved.enquiry_number,
        'Date (India)': detail.order_date,
        Line: String(i + 1),
        'Product code': l.product_code,
        Product: l.product_name,
        'Tamil name': l.tamil_name,
        Per: l.per,
        Quantity: String(l.qty),
        'Price (Rs)': l.after_discount_price.toFixed(2),
        'Line total (Rs)': l.sub_total.toFixed(2),
      })),
    )
    expect(rows.some((r) => /[\u0B80-\u0BFF]/.test(r['Tamil name'] ?? ''))).toBe(true)
  })
})

describe('paging through a long season', () => {
  it('pages of 2 bring every enquiry and every line out once, in order, one round trip a page', async () => {
    const mobile = '9500000007'
    const placed = []
    for (let i = 0; i < 5; i++) placed.push(await placeOrder(t, { mobile }))
    const query = (kind: string) => adminOrderExportQuery.parse({ kind, q: mobile })
    const counter = countDbRequests(t.db)

    const enquiries = await counter.during(() => exportOrdersCsv(t.db, query('enquiries'), 2))
    const enquiryRows = rowsOf(enquiries.result).rows
    expect(enquiryRows.map((r) => r.Enquiry)).toEqual(placed.map((o) => o.enquiry_number))
    // Pages of 2, 2 and 1: the short one ends it.
    expect(enquiries.requests).toBe(3)

    const lines = await counter.during(() => exportOrdersCsv(t.db, query('lines'), 2))
    const lineRows = rowsOf(lines.result).rows
    const expected = []
    for (const o of placed) {
      const detail = (await adminDetail(t, t.seller, o.order_id)).body.data
      for (const [i, l] of detail.product_list.entries()) {
        expected.push(`${o.enquiry_number}#${i + 1}#${l.product_code}`)
      }
    }
    expect(expected.length).toBeGreaterThan(5)
    expect(lineRows.map((r) => `${r.Enquiry}#${r.Line}#${r['Product code']}`)).toEqual(expected)
    expect(lines.requests).toBe(Math.floor(expected.length / 2) + 1)
  })
})
