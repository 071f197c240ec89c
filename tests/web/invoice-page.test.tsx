import type { TaxInvoice } from '@contract/invoices'
import type { Locale } from '@contract/locale'
import type { PrintRecord } from '@contract/orders'
import { defaultSettings } from '@contract/settings-defaults'
import { toPublicSettings } from '@contract/settings-rules'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvoicePage } from '../../web/src/features/orders/invoice-page'
import { invoiceQuery, orderPrintQuery } from '../../web/src/features/orders/orders.queries'
import { PrintBillPage } from '../../web/src/features/orders/print-bill-page'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { detail } from './admin-pages-kit'
import { fail, fakeApi, renderPage, testClient } from './kit'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const ID = 'AbCdEfGhIjKlMnOpQrStUv'

const invoice = (over: Partial<TaxInvoice> = {}): TaxInvoice => ({
  order_id: ID,
  invoice_no: 'SC/2026-27/0007',
  financial_year: '2026-27',
  issued_at: '20/10/2026 12:00 PM',
  issue_date: '2026-10-20',
  seller: {
    legal_name: 'Sivakasi Crackers Traders',
    address: '1, Main Road, Sivakasi',
    gstin: '33ABCDE1234F1Z5',
    licence_no: 'E/SC/TN/22/1234',
    licence_valid_until: '2027-03-31',
    state: 'Tamil Nadu',
    state_code: '33',
  },
  buyer: {
    name: 'Lakshmi R',
    address: '4, Temple Road',
    city: 'Madurai',
    pin: '625001',
    mobile: '9876543210',
    gstin: '33AAAAA1111A1Z5',
  },
  place_of_supply: { state: 'Tamil Nadu', state_code: '33' },
  enquiry_number: 'ENQ-00042',
  quote_version: 2,
  lines: [
    {
      line_no: 1,
      product_code: 'SP-01',
      product_name: 'Sparklers 10cm',
      tamil_name: 'கம்பி மத்தாப்பு',
      hsn: '3604',
      qty: 10,
      per: 'box',
      rate: 20,
      taxable_value: 200,
    },
    {
      line_no: 2,
      product_code: 'FP-02',
      product_name: 'Flower pots',
      tamil_name: '',
      hsn: '3604',
      qty: 3,
      per: 'box',
      rate: 100,
      taxable_value: 300,
    },
  ],
  totals: {
    sub_total: 500,
    freight: 100,
    packing: 0,
    discount: 50,
    taxable: 550,
    gst_rate_percent: 18,
    tax_kind: 'intra',
    cgst: 49.5,
    sgst: 49.5,
    igst: 0,
    tax: 99,
    total: 649,
  },
  total_in_words: 'Six Hundred Forty Nine Rupees Only',
  total_in_words_ta: 'அறுநூற்று நாற்பத்தொன்பது ரூபாய் மட்டும்',
  freight_terms: 'with_order',
  freight_to_pay: 0,
  // As an invoice issued before the summary was kept; the summary's tests give one.
  hsn_summary: null,
  ...over,
})

// The summary the server keeps with the fixture's figures, shared over two HSN codes.
const taxRow = (hsn: string, taxable: number, half: number) => ({
  hsn,
  taxable_value: taxable,
  cgst_rate_percent: 9,
  cgst: half,
  sgst_rate_percent: 9,
  sgst: half,
  igst_rate_percent: 0,
  igst: 0,
  tax: 2 * half,
})
const twoCodes = {
  rows: [taxRow('3604', 440, 39.6), taxRow('9503', 110, 9.9)],
  total: { taxable_value: 550, cgst: 49.5, sgst: 49.5, igst: 0, tax: 99 },
}
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent)

const show = (
  locale: Locale,
  path: string,
  element: ReactNode,
  data: { invoice?: TaxInvoice; bill?: PrintRecord },
) => {
  const client = testClient({ loaded: true })
  if (data.invoice) client.setQueryData(invoiceQuery(ID).queryKey, data.invoice)
  if (data.bill) client.setQueryData(orderPrintQuery(ID).queryKey, data.bill)
  client.setQueryData(settingsQuery().queryKey, toPublicSettings(defaultSettings))
  renderPage(element, { locale, path, client })
}

describe('the tax invoice page', () => {
  it('shows the seller GSTIN and licence, the buyer GSTIN, HSN 3604 on each line, CGST and SGST at half the rate, and the words', async () => {
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: invoice() })
    const doc = await screen.findByRole('article')
    expect(within(doc).getByRole('heading', { name: 'Tax Invoice' })).toBeTruthy()
    expect(within(doc).getByText('SC/2026-27/0007')).toBeTruthy()
    expect(within(doc).getByText('20/10/2026')).toBeTruthy()
    expect(within(doc).getByText('33ABCDE1234F1Z5')).toBeTruthy()
    expect(within(doc).getByText('33AAAAA1111A1Z5')).toBeTruthy()
    expect(doc.textContent).toContain('Explosives licence: E/SC/TN/22/1234Valid until: 31/03/2027')
    expect(within(doc).getByText('Quote version 2')).toBeTruthy()
    const rows = within(doc).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(within(row).getByText('3604')).toBeTruthy()
    expect(within(doc).getByText('CGST @ 9%').nextSibling!.textContent).toBe('₹49.50')
    expect(within(doc).getByText('SGST @ 9%').nextSibling!.textContent).toBe('₹49.50')
    expect(within(doc).queryByText(/IGST/)).toBeNull()
    expect(within(doc).getByText('Freight')).toBeTruthy()
    expect(within(doc).queryByText('Packing')).toBeNull()
    expect(within(doc).getByText('Total').nextSibling!.textContent).toBe('₹649.00')
    expect(doc.querySelector('.bill-words')!.textContent).toBe(
      'Amount in words: Six Hundred Forty Nine Rupees Only',
    )
    expect(doc.textContent).not.toMatch(/விலைப்பட்டியல்|மொத்தம்/)
  })

  it('outside Tamil Nadu charges IGST at the full rate and shows no buyer GSTIN when none was given', async () => {
    const inter = invoice({
      buyer: { ...invoice().buyer, pin: '560001', city: 'Bengaluru', gstin: null },
      place_of_supply: { state: 'Other state', state_code: null },
      quote_version: 0,
      totals: { ...invoice().totals, tax_kind: 'inter', cgst: 0, sgst: 0, igst: 99 },
    })
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: inter })
    const doc = await screen.findByRole('article')
    expect(within(doc).getByText('IGST @ 18%').nextSibling!.textContent).toBe('₹99.00')
    expect(within(doc).queryByText(/CGST|SGST/)).toBeNull()
    expect(within(doc).getAllByText(/GSTIN/)).toHaveLength(1)
    expect(within(doc).getByText('Outside Tamil Nadu')).toBeTruthy()
    expect(within(doc).getByText('The enquiry as sent')).toBeTruthy()
  })

  it('names the place of supply by its State and code: in English, and in Tamil then English on the Tamil side', async () => {
    const karnataka = invoice({
      buyer: { ...invoice().buyer, pin: '560001', city: 'Bengaluru' },
      place_of_supply: { state: 'Karnataka', state_code: '29' },
      totals: { ...invoice().totals, tax_kind: 'inter', cgst: 0, sgst: 0, igst: 99 },
    })
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: karnataka })
    const place = async () =>
      within(await screen.findByRole('article')).getByRole('heading', { name: /Place of supply/ })
        .nextSibling!.textContent
    expect(await place()).toBe('Karnataka, Code 29')
    cleanup()
    show('ta', `/invoice?id=${ID}`, <InvoicePage />, { invoice: karnataka })
    expect(await place()).toBe('கர்நாடகா / Karnataka, குறியீடு / Code 29')
  })

  it('in Tamil labels every heading in Tamil and English and writes the amount in both', async () => {
    show('ta', `/invoice?id=${ID}`, <InvoicePage />, { invoice: invoice() })
    const doc = await screen.findByRole('article')
    expect(within(doc).getByRole('heading', { name: 'வரி விலைப்பட்டியல் / Tax Invoice' })).toBeTruthy()
    expect(within(doc).getByText('விலைப்பட்டியல் எண் / Invoice No.')).toBeTruthy()
    expect(within(doc).getByText('மத்திய ஜிஎஸ்டி 9% / CGST @ 9%')).toBeTruthy()
    expect(within(doc).getByRole('columnheader', { name: 'வரிக்குரிய மதிப்பு / Taxable value' })).toBeTruthy()
    const words = doc.querySelector('.bill-words')!.textContent
    expect(words).toContain('அறுநூற்று நாற்பத்தொன்பது ரூபாய் மட்டும்')
    expect(words).toContain('Six Hundred Forty Nine Rupees Only')
    expect(within(doc).getByRole('row', { name: /SP-01/ }).textContent).toContain('கம்பி மத்தாப்புSparklers 10cm')
  })

  it('freight to pay at the branch: no freight line, and a note of the amount outside the invoice', async () => {
    const toPay = invoice({
      freight_terms: 'to_pay',
      freight_to_pay: 420,
      totals: { ...invoice().totals, freight: 0 },
    })
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: toPay })
    const doc = await screen.findByRole('article')
    expect(within(doc).queryByText('Freight')).toBeNull()
    expect(
      within(doc).getByText(
        'Freight of ₹420.00 is to pay at the transport office when you collect the parcel; it is not part of this invoice.',
      ),
    ).toBeTruthy()
  })

  it('in Tamil the freight note is in Tamil then English; freight paid with the order has none', async () => {
    const toPay = invoice({ freight_terms: 'to_pay', freight_to_pay: 0 })
    show('ta', `/invoice?id=${ID}`, <InvoicePage />, { invoice: toPay })
    const note = (await screen.findByRole('article')).querySelector('.invoice-freight')!.textContent
    expect(note).toMatch(/^போக்குவரத்துக் கட்டணத்தை பார்சலைப் பெறும்போது டிரான்ஸ்போர்ட் அலுவலகத்தில் செலுத்த வேண்டும்/)
    expect(note).toContain('Freight is to pay at the transport office')
    cleanup()
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: invoice() })
    expect((await screen.findByRole('article')).textContent).not.toContain('transport office')
  })

  it('Print opens the browser print window', async () => {
    const print = vi.fn()
    vi.stubGlobal('print', print)
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: invoice() })
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('before payment says the invoice comes once paid, and links to the enquiry bill', async () => {
    fakeApi({ '*': fail('NOT_FOUND', 404, 'No tax invoice') })
    show('en', `/invoice?id=${ID}`, <InvoicePage />, {})
    expect(await screen.findByText(/made once the shop has received your full payment/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Enquiry bill' }).getAttribute('href')).toBe(`/print?id=${ID}`)
    expect(screen.queryByRole('article')).toBeNull()
  })
})

describe('the HSN-wise summary under the lines', () => {
  const summaryOf = async () =>
    within(await screen.findByRole('article')).getByRole('region', { name: /HSN-wise summary/ })

  it('within Tamil Nadu: a row per HSN code with CGST and SGST, rate over amount, and the totals row', async () => {
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: invoice({ hsn_summary: twoCodes }) })
    const summary = await summaryOf()
    expect(screen.getByRole('heading', { name: 'HSN-wise summary' })).toBeTruthy()
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['HSN', 'Taxable value', 'CGST', 'SGST', 'Total tax'])
    // Every column of figures is right-aligned, its heading too.
    for (const head of within(summary).getAllByRole('columnheader').slice(1))
      expect(head.className).toBe('num')
    const [, first, second, total] = within(summary).getAllByRole('row')
    expect(cells(first!)).toEqual(['3604', '₹440.00', '9%₹39.60', '9%₹39.60', '₹79.20'])
    expect(cells(second!)).toEqual(['9503', '₹110.00', '9%₹9.90', '9%₹9.90', '₹19.80'])
    expect(cells(total!)).toEqual(['Total', '₹550.00', '₹49.50', '₹49.50', '₹99.00'])
    // The invoice's own totals and words are as before.
    const doc = screen.getByRole('article')
    expect(within(doc).getByText('Total', { selector: 'dt' }).nextSibling!.textContent).toBe('₹649.00')
  })

  it('outside Tamil Nadu: an IGST column at the full rate and no CGST or SGST', async () => {
    const igst = {
      rows: [
        {
          ...taxRow('3604', 550, 0),
          cgst_rate_percent: 0,
          sgst_rate_percent: 0,
          igst_rate_percent: 18,
          igst: 99,
          tax: 99,
        },
      ],
      total: { taxable_value: 550, cgst: 0, sgst: 0, igst: 99, tax: 99 },
    }
    const inter = invoice({
      place_of_supply: { state: 'Other state', state_code: null },
      totals: { ...invoice().totals, tax_kind: 'inter', cgst: 0, sgst: 0, igst: 99 },
      hsn_summary: igst,
    })
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: inter })
    const summary = await summaryOf()
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['HSN', 'Taxable value', 'IGST', 'Total tax'])
    expect(cells(within(summary).getAllByRole('row')[1]!)).toEqual(['3604', '₹550.00', '18%₹99.00', '₹99.00'])
  })

  it('in Tamil every heading is in Tamil then English', async () => {
    show('ta', `/invoice?id=${ID}`, <InvoicePage />, { invoice: invoice({ hsn_summary: twoCodes }) })
    const summary = await summaryOf()
    expect(screen.getByRole('heading', { name: 'HSN வாரியான சுருக்கம் / HSN-wise summary' })).toBeTruthy()
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'HSN',
      'வரிக்குரிய மதிப்பு / Taxable value',
      'மத்திய ஜிஎஸ்டி / CGST',
      'மாநில ஜிஎஸ்டி / SGST',
      'மொத்த வரி / Total tax',
    ])
    expect(cells(within(summary).getAllByRole('row')[3]!)[0]).toBe('மொத்தம் / Total')
  })

  it('an invoice issued before summaries were kept shows none, as it was printed', async () => {
    show('en', `/invoice?id=${ID}`, <InvoicePage />, { invoice: invoice() })
    const doc = await screen.findByRole('article')
    expect(within(doc).queryByText(/HSN-wise/)).toBeNull()
  })
})

describe('the enquiry bill links to the tax invoice', () => {
  it('once one is issued', async () => {
    show('en', `/print?id=${ID}`, <PrintBillPage />, {
      bill: { ...detail(), _id: ID, invoice_no: 'SC/2026-27/0007' },
    })
    const link = await screen.findByRole('link', { name: 'Tax invoice' })
    expect(link.getAttribute('href')).toBe(`/invoice?id=${ID}`)
  })

  it('and not before', async () => {
    show('en', `/print?id=${ID}`, <PrintBillPage />, { bill: { ...detail(), _id: ID, invoice_no: null } })
    await screen.findByRole('article')
    expect(screen.queryByRole('link', { name: 'Tax invoice' })).toBeNull()
  })
})

describe('the enquiry bill says how to pay at each stage', () => {
  const payment = async (locale: Locale, over: Partial<PrintRecord>) => {
    show(locale, `/print?id=${ID}`, <PrintBillPage />, { bill: { ...detail(), _id: ID, ...over } })
    return (await screen.findByRole('article')).querySelector('.bill-pay')!
  }

  it('before an agreed quote: nothing to pay yet, and no payment details', async () => {
    const words = await payment('en', {})
    expect(words.textContent).toMatch(/^Nothing to pay yet\. We send you a quote/)
    expect(within(words as HTMLElement).queryByRole('link')).toBeNull()
    expect(screen.getByRole('article').textContent).not.toContain('Manual')
  })

  it('once payment is open: UPI or bank transfer, with the way to the payment details', async () => {
    const words = await payment('en', {
      order_status: 'ACCEPTED',
      payment_open: true,
      amount_owed: { kind: 'quoted', amount: 3835.59 },
    })
    expect(words.textContent).toBe(
      'Pay by UPI or bank transfer: our UPI ID and bank account are under Payment Options.',
    )
    expect(
      within(words as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/payment-options')
  })

  it('once the money is in: paid, in Tamil then English', async () => {
    const words = await payment('ta', {
      order_status: 'PAYMENT_RECEIVED',
      amount_owed: { kind: 'paid', amount: 3835.59, paid: 3835.59, total: 3835.59 },
    })
    expect(words.textContent).toMatch(/^பணம் செலுத்தப்பட்டது: .*\nPaid: your payment has reached us/)
    expect(screen.getByRole('article').textContent).not.toMatch(/Manual|நேரடியாக/)
  })
})
