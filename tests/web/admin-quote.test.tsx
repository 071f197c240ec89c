import type { AdminProduct } from '@contract/admin'
import type { AdminQuotes, QuoteVersion } from '@contract/quotes'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  detail,
  enquiryVersion,
  fakeApi,
  ORDER_ID,
  openEnquiryPage,
  resetConsoleBetweenTests,
} from './admin-pages-kit'

resetConsoleBetweenTests()

const figures = (sub: number, freight = 0): QuoteVersion['figures'] => {
  const taxable = sub + freight
  const half = Math.round(taxable * 9) / 100
  return {
    sub_total: sub,
    freight,
    packing: 0,
    discount: 0,
    taxable,
    gst_rate_percent: 18,
    tax_kind: 'intra',
    cgst: half,
    sgst: half,
    igst: 0,
    total: taxable + 2 * half,
  }
}

const line = (n: number, id: string, name: string, unit: number, qty: number) => ({
  line_no: n,
  product_id: id,
  product_code: `SP-${n}`,
  product_name: name,
  tamil_name: '',
  per: 'Box',
  unit_price: unit,
  qty,
  sub_total: unit * qty,
})

const v0 = enquiryVersion(
  [line(1, '7', 'Sparklers 12 cm', 50, 65), line(2, '8', 'Flower pots', 100, 2)],
  figures(3450),
)
const v1: QuoteVersion = {
  ...v0,
  version: 1,
  created_at: '21/10/2026 11:00 AM',
  created_by: 'seller',
  note: 'Flower pots are sold out',
  valid_until: '2026-10-28',
  lines: [line(1, '7', 'Sparklers 12 cm', 50, 65)],
  figures: figures(3250, 200),
  freight_terms: 'with_order',
}

const quotes = (over: Partial<AdminQuotes> = {}): AdminQuotes => ({
  versions: [v0, v1],
  accepted_version: null,
  responses: [
    { version: 1, kind: 'change_requested', message: 'Please add 2 rockets', at: '21/10/2026 01:00 PM' },
  ],
  quote_link: '/quote?t=tok_0123456789abcdefghijklmnopqrstuv',
  ...over,
})

const rocket = {
  _id: '9',
  product_code: 'RK-1',
  product_name: 'Rocket bomb',
  tamil_name: 'ராக்கெட்',
  per: 'Pkt',
  after_discount_price: 120,
  is_sold_out: 0,
} as AdminProduct

const quoted = detail({ order_status: 'QUOTED', order_status_label: 'Quoted', allowed_next: ['CANCELLED'] })

describe('the quote on the enquiry page', () => {
  it('lists the versions with the buyer’s change request, and sends a revised version with the edited lines', async () => {
    let current = quotes()
    const v2: QuoteVersion = { ...v1, version: 2, lines: [], figures: figures(3510, 200) }
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: quoted } },
      [`GET admin/orders/${ORDER_ID}/quotes`]: () => ({ body: { data: current } }),
      'GET admin/settings': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
      'GET admin/catalogue/products': { body: { data: [rocket] } },
      [`POST admin/orders/${ORDER_ID}/quote`]: () => {
        current = quotes({ versions: [v0, v1, v2], responses: [] })
        return { body: { data: current } }
      },
    })
    openEnquiryPage()
    const section = await screen.findByRole('region', { name: 'Quote' })
    expect(await within(section).findByText('Please add 2 rockets')).toBeTruthy()
    expect(within(section).getByText('Version 1')).toBeTruthy()
    expect(within(section).getByText('Valid until 28/10/2026')).toBeTruthy()
    expect(within(section).getByText('Enquiry as placed')).toBeTruthy()

    fireEvent.click(within(section).getByRole('button', { name: 'Revise quote' }))
    const editor = within(section).getByRole('form', { name: /Revise quote: version 2/ })
    // Starts from version 1: one line, its freight.
    expect((within(editor).getByLabelText('Freight (₹)') as HTMLInputElement).value).toBe('200')
    fireEvent.change(within(editor).getByLabelText('Quantity of SP-1 Sparklers 12 cm'), {
      target: { value: '60' },
    })
    fireEvent.change(within(editor).getByLabelText('Add a product'), { target: { value: 'rocket' } })
    fireEvent.click(await within(editor).findByRole('button', { name: /Add RK-1 Rocket bomb/ }))
    fireEvent.change(within(editor).getByLabelText('Quantity of RK-1 Rocket bomb'), {
      target: { value: '2' },
    })
    fireEvent.change(within(editor).getByLabelText('Price per unit (₹) of RK-1 Rocket bomb'), {
      target: { value: '105' },
    })
    // 60 x 50 + 2 x 105 + 200 freight = 3410, 9% + 9% GST (the rate of version 1 while Settings fail).
    const preview = within(editor).getByRole('region', { name: /Preview/ })
    expect(within(preview).getByText('₹3,410.00')).toBeTruthy()
    expect(within(preview).getByText('₹4,023.80')).toBeTruthy()

    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Send quote v2' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      based_on_version: 1,
      lines: [
        { product_id: '7', unit_price: 50, qty: 60 },
        { product_id: '9', unit_price: 105, qty: 2 },
      ],
      freight_terms: 'with_order',
      freight: 200,
      freight_to_pay: 0,
      packing: 0,
      discount: 0,
      note: '',
    })
    expect(await within(section).findByText(/Quote v2 is saved/)).toBeTruthy()
    const url = `${window.location.origin}/quote?t=tok_0123456789abcdefghijklmnopqrstuv`
    expect(within(section).getByRole('link', { name: url }).getAttribute('href')).toBe(url)
    const wa =
      within(section)
        .getByRole('link', { name: /Send quote v2 on WhatsApp/ })
        .getAttribute('href') ?? ''
    expect(wa.startsWith('https://wa.me/919876543210?text=')).toBe(true)
    expect(decodeURIComponent(wa)).toContain(url)
    expect(within(section).queryByRole('form')).toBeNull()
  })

  it('freight to pay at the branch leaves the total and is sent as the amount the buyer should expect', async () => {
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: quoted } },
      [`GET admin/orders/${ORDER_ID}/quotes`]: { body: { data: quotes() } },
      'GET admin/settings': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
      [`POST admin/orders/${ORDER_ID}/quote`]: { body: { data: quotes() } },
    })
    openEnquiryPage()
    const section = await screen.findByRole('region', { name: 'Quote' })
    fireEvent.click(await within(section).findByRole('button', { name: 'Revise quote' }))
    const editor = within(section).getByRole('form', { name: /Revise quote: version 2/ })
    const preview = within(editor).getByRole('region', { name: /Preview/ })
    // Version 1 took ₹200 freight with the order: 3250 + 200 taxable.
    expect(within(preview).getByText('₹3,450.00')).toBeTruthy()
    fireEvent.change(within(editor).getByLabelText('Freight is paid'), { target: { value: 'to_pay' } })
    // The same ₹200, now what the buyer pays the transporter: out of the taxable value and the total.
    expect(within(preview).queryByText('₹3,450.00')).toBeNull()
    expect(within(preview).getAllByText('₹3,250.00').length).toBeGreaterThan(0)
    expect(within(preview).getByText('about ₹200.00, not in the total')).toBeTruthy()
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Send quote v2' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      freight_terms: 'to_pay',
      freight: 0,
      freight_to_pay: 200,
    })
  })

  it('shows and copies the Tamil quote page for a buyer who enquired in Tamil, with the English page beside it', async () => {
    fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: { ...quoted, locale: 'ta' } } },
      [`GET admin/orders/${ORDER_ID}/quotes`]: { body: { data: quotes() } },
      'GET admin/settings': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    })
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    })
    openEnquiryPage()
    const section = await screen.findByRole('region', { name: 'Quote' })
    const path = '/quote?t=tok_0123456789abcdefghijklmnopqrstuv'
    const ta = `${window.location.origin}/ta${path}`
    expect((await within(section).findByRole('link', { name: ta })).getAttribute('href')).toBe(ta)
    expect(
      within(section)
        .getByRole('link', { name: /English page/ })
        .getAttribute('href'),
    ).toBe(`${window.location.origin}${path}`)
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Copy link' })))
    expect(copied).toEqual([ta])
  })

  it('once the buyer accepts a revised quote, the lines to pack are that version’s, not the enquiry’s', async () => {
    const accepted = detail({
      order_status: 'ACCEPTED',
      order_status_label: 'Quote accepted',
      allowed_next: [],
    })
    fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: accepted } },
      [`GET admin/orders/${ORDER_ID}/quotes`]: { body: { data: quotes({ accepted_version: 1 }) } },
      'GET admin/settings': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    })
    openEnquiryPage()
    const agreed = await screen.findByRole('region', { name: /Products to pack: quote v1, accepted/ })
    const rows = within(agreed).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.textContent).toContain('Sparklers 12 cm')
    expect(rows[0]?.textContent).toContain('65')
    expect(within(agreed).queryByText(/Flower pots/)).toBeNull()
    expect(screen.getByRole('region', { name: 'Products as enquired' })).toBeTruthy()
  })

  it('a quote sent after the acceptance shows no lines to pack until the buyer accepts it', async () => {
    const v2: QuoteVersion = { ...v1, version: 2 }
    fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: quoted } },
      [`GET admin/orders/${ORDER_ID}/quotes`]: {
        body: { data: quotes({ versions: [v0, v1, v2], accepted_version: 1 }) },
      },
      'GET admin/settings': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    })
    openEnquiryPage()
    await screen.findByRole('region', { name: 'Quote' })
    await screen.findByText('Version 2')
    expect(screen.queryByRole('region', { name: /Products to pack/ })).toBeNull()
  })

  it('keeps the edit and says so when another quote was sent meanwhile', async () => {
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: quoted } },
      [`GET admin/orders/${ORDER_ID}/quotes`]: { body: { data: quotes({ accepted_version: 1 }) } },
      'GET admin/settings': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
      [`POST admin/orders/${ORDER_ID}/quote`]: {
        status: 409,
        body: {
          error: { code: 'QUOTE_CHANGED', message: 'A newer quote was sent meanwhile', requestId: 'r' },
        },
      },
    })
    openEnquiryPage()
    const section = await screen.findByRole('region', { name: 'Quote' })
    fireEvent.click(await within(section).findByRole('button', { name: 'Revise quote' }))
    expect(within(section).getByText('Accepted')).toBeTruthy()
    const before = calls.filter((c) => c.path.endsWith('/quotes')).length
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Send quote v2' })))
    expect((await within(section).findByRole('alert')).textContent).toBe('A newer quote was sent meanwhile')
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/quotes')).length).toBeGreaterThan(before),
    )
  })

  it('refuses a quote without products or with a bad price before sending', async () => {
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: quoted } },
      [`GET admin/orders/${ORDER_ID}/quotes`]: { body: { data: quotes() } },
    })
    openEnquiryPage()
    const section = await screen.findByRole('region', { name: 'Quote' })
    fireEvent.click(await within(section).findByRole('button', { name: 'Revise quote' }))
    fireEvent.change(within(section).getByLabelText('Price per unit (₹) of SP-1 Sparklers 12 cm'), {
      target: { value: '12.345' },
    })
    fireEvent.click(within(section).getByRole('button', { name: 'Send quote v2' }))
    expect(await within(section).findByText('Enter an amount in rupees, e.g. 250 or 250.50')).toBeTruthy()
    fireEvent.click(within(section).getByRole('button', { name: 'Remove SP-1 Sparklers 12 cm' }))
    fireEvent.click(within(section).getByRole('button', { name: 'Send quote v2' }))
    expect(await within(section).findByText('Add at least one product to the quote')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })
})
