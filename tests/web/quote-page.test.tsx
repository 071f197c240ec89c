import { GSTIN_STATE_MESSAGE } from '@contract/gstin'
import type { Locale } from '@contract/locale'
import type { PublicQuote, QuoteVersion } from '@contract/quotes'
import { defaultSettings } from '@contract/settings-defaults'
import { toPublicSettings } from '@contract/settings-rules'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QuotePage } from '../../web/src/features/quote/quote-page'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { type Answer, fail, fakeApi, renderPage, testClient } from './kit'

// The buyer's quote page, opened from the seller's link with no sign-in: what changed, the figures,
// and the answers it allows.

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const TOKEN = 'Qt_0123456789abcdefghijklmnopqrstuv'
const ID = 'AbCdEfGhIjKlMnOpQrStUv'

const version: QuoteVersion = {
  version: 2,
  created_at: '21/10/2026 05:35 PM',
  created_by: 'seller',
  note: 'Flower pots are sold out; we added rockets instead.',
  valid_until: '2026-10-28',
  expired: false,
  lines: [
    {
      line_no: 1,
      product_id: '7',
      product_code: 'SP-12',
      product_name: 'Sparklers 12 cm',
      tamil_name: '12 செ.மீ மத்தாப்பு',
      per: 'Box',
      unit_price: 50,
      qty: 60,
      sub_total: 3000,
    },
    {
      line_no: 2,
      product_id: '9',
      product_code: 'RK-1',
      product_name: 'Rocket bomb',
      tamil_name: 'ராக்கெட் வெடி',
      per: 'Pkt',
      unit_price: 105,
      qty: 2,
      sub_total: 210,
    },
  ],
  figures: {
    sub_total: 3210,
    freight: 200,
    packing: 0,
    discount: 0,
    taxable: 3410,
    gst_rate_percent: 18,
    tax_kind: 'inter',
    cgst: 0,
    sgst: 0,
    igst: 613.8,
    total: 4023.8,
  },
  freight_terms: 'with_order',
  freight_to_pay: 0,
}

const quote = (over: Partial<PublicQuote> = {}): PublicQuote => ({
  _id: ID,
  enquiry_number: 'ENQ-00042',
  state_code: '33',
  state_name: 'Tamil Nadu',
  order_status: 'QUOTED',
  order_status_label: 'Quoted',
  current: version,
  diff: {
    from_version: 1,
    added: [version.lines[1]!],
    removed: [
      {
        line_no: 2,
        product_id: '8',
        product_code: 'FP-1',
        product_name: 'Flower pots',
        tamil_name: 'பூச்சட்டி',
        per: 'Box',
        unit_price: 100,
        qty: 2,
        sub_total: 200,
      },
    ],
    changed: [
      {
        product_id: '7',
        product_code: 'SP-12',
        product_name: 'Sparklers 12 cm',
        tamil_name: '12 செ.மீ மத்தாப்பு',
        before: { unit_price: 50, qty: 65, sub_total: 3250 },
        after: { unit_price: 50, qty: 60, sub_total: 3000 },
      },
    ],
    total_before: 4071,
    total_after: 4023.8,
    compared: 'with_gst',
    compared_before: 4071,
    compared_after: 4023.8,
  },
  accepted_version: null,
  can_accept: true,
  amount_owed: { kind: 'quoted', amount: 4023.8 },
  responses: [],
  timeline: [
    {
      status: 'ENQUIRY_RECEIVED',
      label: 'Enquiry received',
      at: '20/10/2026 10:15 AM',
      at_iso: '2026-10-20T04:45:00.000Z',
    },
    { status: 'QUOTED', label: 'Quote sent', at: '21/10/2026 05:35 PM', at_iso: '2026-10-21T12:05:00.000Z' },
  ],
  ...over,
})

const json = (body: unknown, status = 200): Answer => ({ status, body })

// The shop answers the quote's calls; anything else is its 404.
const stubQuote = (answer: (path: string, body: unknown) => Answer | undefined) =>
  fakeApi({ '*': ({ path, body }) => answer(path, body) })

const show = (locale: Locale, search = `?t=${TOKEN}`, slot?: Parameters<typeof QuotePage>[0]) => {
  const client = testClient()
  client.setQueryData(settingsQuery().queryKey, toPublicSettings(defaultSettings))
  renderPage(<QuotePage {...slot} />, { locale, path: `/quote${search}`, client })
}

describe('the buyer’s quote page', () => {
  it('shows what changed, the lines, the IGST figures, the note, the last day and a link to the bill', async () => {
    stubQuote((path) => (path === `quote/public/${TOKEN}` ? json({ data: quote() }) : undefined))
    show('en')
    expect(await screen.findByRole('heading', { name: 'Enquiry ENQ-00042' })).toBeTruthy()
    const changes = screen.getByRole('region', { name: 'What changed since quote 1' })
    expect(within(changes).getByText('Rocket bomb')).toBeTruthy()
    expect(within(changes).getByText('Flower pots')).toBeTruthy()
    expect(within(changes).getByText('65 × ₹50.00 → 60 × ₹50.00')).toBeTruthy()
    expect(within(changes).getByText('₹4,071.00')).toBeTruthy()
    const figures = screen.getByRole('region', { name: 'Total to pay' })
    expect(within(figures).getByText('IGST 18%')).toBeTruthy()
    expect(within(figures).getByText('₹613.80')).toBeTruthy()
    expect(within(figures).getByText('₹4,023.80')).toBeTruthy()
    expect(screen.getByText(version.note)).toBeTruthy()
    expect(screen.getByText('You can accept this quote until 28/10/2026.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View the enquiry bill' }).getAttribute('href')).toBe(
      `/print?id=${ID}`,
    )
  })

  it('says freight to pay at the transport office after the total, never in it, in both languages', async () => {
    const toPay = {
      ...version,
      figures: { ...version.figures, freight: 0, taxable: 3210, igst: 577.8, total: 3787.8 },
      freight_terms: 'to_pay' as const,
      freight_to_pay: 420,
    }
    stubQuote((path) =>
      path === `quote/public/${TOKEN}` ? json({ data: quote({ current: toPay }) }) : undefined,
    )
    show('en')
    const figures = await screen.findByRole('region', { name: 'Total to pay' })
    expect(within(figures).queryByText('Freight')).toBeNull()
    expect(within(figures).getByText('Freight, to pay at the transport office')).toBeTruthy()
    expect(
      within(figures).getByText('About ₹420.00, paid to the transporter: not in this total'),
    ).toBeTruthy()
    expect(within(figures).getByText('₹3,787.80')).toBeTruthy()
    cleanup()
    show('ta')
    const ta = await screen.findByRole('region', { name: 'செலுத்த வேண்டிய மொத்தம்' })
    expect(within(ta).getByText(/^சுமார் ₹420.00/)).toBeTruthy()
  })

  it('from the enquiry, compares the estimate with the quote before GST and says so; names the quoted figure', async () => {
    const first = quote()
    const fromEnquiry = quote({
      diff: {
        ...first.diff!,
        from_version: 0,
        compared: 'before_gst',
        compared_before: 3450,
        compared_after: 3410,
      },
    })
    stubQuote((path) => (path === `quote/public/${TOKEN}` ? json({ data: fromEnquiry }) : undefined))
    show('en')
    const changes = await screen.findByRole('region', { name: 'What changed from your enquiry' })
    expect(within(changes).getByText('Your estimate (before GST)')).toBeTruthy()
    expect(within(changes).getByText('₹3,450.00')).toBeTruthy()
    expect(within(changes).getByText('This quote before GST')).toBeTruthy()
    expect(within(changes).getByText('₹3,410.00')).toBeTruthy()
    expect(within(changes).queryByText('₹4,071.00')).toBeNull()
    expect(document.querySelector('.quote-owed')?.textContent).toBe('Quoted₹4,023.80')
  })

  it('accepts with a GSTIN given in small letters, then shows the acceptance and the payment slot', async () => {
    const accepted = quote({
      order_status: 'ACCEPTED',
      order_status_label: 'Accepted',
      accepted_version: 2,
      can_accept: false,
      responses: [{ version: 2, kind: 'accepted', message: null, at: '22/10/2026 09:05 AM' }],
    })
    const sent = stubQuote((path) => {
      if (path === `quote/public/${TOKEN}`) return json({ data: quote() })
      if (path === `quote/public/${TOKEN}/accept`) return json({ data: accepted })
    })
    const slot = vi.fn(() => <p>Payment panel here</p>)
    show('en', undefined, { afterAcceptance: slot })
    const gstin = (await screen.findByLabelText(/Your GSTIN/)) as HTMLInputElement
    fireEvent.change(gstin, { target: { value: '33abcde1234f1z7' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept quote 2' })))
    expect(await screen.findByText('Accepted on 22/10/2026 09:05 AM')).toBeTruthy()
    expect(sent.find((s) => s.path.endsWith('/accept'))?.body).toEqual({
      version: 2,
      buyer_gstin: '33ABCDE1234F1Z7',
    })
    expect(screen.getByText('Payment panel here')).toBeTruthy()
    expect(slot).toHaveBeenCalledWith(TOKEN, accepted)
    expect(screen.queryByRole('button', { name: /Accept quote/ })).toBeNull()
  })

  it('refuses a GSTIN in the wrong form without sending, in Tamil', async () => {
    const sent = stubQuote((path) => (path === `quote/public/${TOKEN}` ? json({ data: quote() }) : undefined))
    show('ta')
    const gstin = await screen.findByLabelText(/உங்கள் GSTIN எண்/)
    fireEvent.change(gstin, { target: { value: '33ABC' } })
    fireEvent.click(screen.getByRole('button', { name: 'விலைப்புள்ளி 2-ஐ ஏற்கிறேன்' }))
    expect(await screen.findByText('GSTIN-ஐச் சரிபாருங்கள்: 15 எழுத்துகளும் எண்களும்')).toBeTruthy()
    expect(gstin.getAttribute('aria-invalid')).toBe('true')
    expect(sent.filter((s) => s.path.endsWith('/accept'))).toEqual([])
  })

  it('refuses a GSTIN with a wrong character without sending', async () => {
    const sent = stubQuote((path) => (path === `quote/public/${TOKEN}` ? json({ data: quote() }) : undefined))
    show('en')
    const gstin = await screen.findByLabelText(/Your GSTIN/)
    fireEvent.change(gstin, { target: { value: '27AAPFU0939F1ZW' } })
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote 2' }))
    expect(await screen.findByText(/This GSTIN is not valid: a letter or digit is wrong/)).toBeTruthy()
    expect(gstin.getAttribute('aria-invalid')).toBe('true')
    expect(sent.filter((s) => s.path.endsWith('/accept'))).toEqual([])
  })

  it("shows the server's refusal of another State's GSTIN by the box, in Tamil", async () => {
    stubQuote((path) => {
      if (path === `quote/public/${TOKEN}`) return json({ data: quote() })
      if (path === `quote/public/${TOKEN}/accept`)
        return json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: GSTIN_STATE_MESSAGE,
              issues: [{ path: 'buyer_gstin', message: GSTIN_STATE_MESSAGE }],
              requestId: 'r',
            },
          },
          400,
        )
    })
    show('ta')
    const gstin = await screen.findByLabelText(/உங்கள் GSTIN எண்/)
    fireEvent.change(gstin, { target: { value: '29AAGCB7383J1Z4' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'விலைப்புள்ளி 2-ஐ ஏற்கிறேன்' })))
    expect(await screen.findByText(/இந்த GSTIN டெலிவரி முகவரி உள்ள மாநிலத்தில் பதிவானது அல்ல/)).toBeTruthy()
    expect(gstin.getAttribute('aria-invalid')).toBe('true')
  })

  it('shows Tamil names first, Tamil dates and Tamil tax labels on the Tamil page', async () => {
    stubQuote((path) =>
      path === `quote/public/${TOKEN}`
        ? json({
            data: quote({
              current: {
                ...version,
                figures: { ...version.figures, tax_kind: 'intra', igst: 0, cgst: 306.9, sgst: 306.9 },
              },
            }),
          })
        : undefined,
    )
    show('ta')
    const lines = await screen.findByRole('region', { name: 'பொருட்கள்' })
    const first = within(lines).getAllByRole('listitem')[0]!
    expect(first.textContent?.startsWith('12 செ.மீ மத்தாப்பு')).toBe(true)
    expect(screen.getByText('இந்த விலைப்புள்ளியை 28 அக்டோபர் 2026 வரை ஏற்கலாம்.')).toBeTruthy()
    expect(screen.getByText('மத்திய ஜிஎஸ்டி (CGST) 9%')).toBeTruthy()
    expect(screen.getByText('மாநில ஜிஎஸ்டி (SGST) 9%')).toBeTruthy()
    const timeline = screen.getByRole('region', { name: 'நிலை வரலாறு' })
    expect(within(timeline).getByText(/21 அக்டோபர் 2026, மாலை 5:35/)).toBeTruthy()
  })

  it('after the last day offers only a new quote, and sends the buyer’s message', async () => {
    const expired = quote({ can_accept: false, current: { ...version, expired: true } })
    const sent = stubQuote((path, body) => {
      if (path === `quote/public/${TOKEN}`) return json({ data: expired })
      if (path === `quote/public/${TOKEN}/change`)
        return json({
          data: {
            ...expired,
            responses: [
              {
                version: 2,
                kind: 'change_requested',
                message: (body as { message: string }).message,
                at: '29/10/2026 10:00 AM',
              },
            ],
          },
        })
    })
    show('en')
    expect(
      await screen.findByText(
        'This quote was open until 28/10/2026. You can ask the seller for a new quote.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new quote' }))
    expect(await screen.findByText('Please say what you would like changed')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Your message to the seller'), {
      target: { value: '  Same items, please  ' },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ask for a new quote' })))
    expect(await screen.findByText(/Your request has been sent/)).toBeTruthy()
    expect(sent.find((s) => s.path.endsWith('/change'))?.body).toEqual({
      version: 2,
      message: 'Same items, please',
    })
    const requests = screen.getByRole('region', { name: 'Your requests' })
    expect(within(requests).getByText('Same items, please')).toBeTruthy()
  })

  it('a quote with its share of change requests says so in both languages instead of offering the form', async () => {
    const asked = (v: number, i: number) => ({
      version: v,
      kind: 'change_requested' as const,
      message: `ask ${i}`,
      at: '22/10/2026 10:00 AM',
    })
    const full = quote({ responses: [0, 1, 2, 3].map((i) => asked(2, i)).concat(asked(1, 9), asked(2, 4)) })
    stubQuote((path) => (path === `quote/public/${TOKEN}` ? json({ data: full }) : undefined))
    show('en')
    expect(await screen.findByText(/You have sent 5 requests for this quote/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send my request' })).toBeNull()
    cleanup()
    stubQuote((path) => (path === `quote/public/${TOKEN}` ? json({ data: full }) : undefined))
    show('ta')
    expect(await screen.findByText(/இந்த விலைப்புள்ளிக்கு 5 கோரிக்கைகளை அனுப்பியுள்ளீர்கள்/)).toBeTruthy()
  })

  it("the server's refusal of one request too many reads in Tamil on the Tamil page", async () => {
    stubQuote((path) => {
      if (path === `quote/public/${TOKEN}`) return json({ data: quote() })
      if (path.endsWith('/change'))
        return json(
          { error: { code: 'CHANGE_REQUESTS_FULL', message: 'full', requestId: 'r', details: { limit: 5 } } },
          429,
        )
    })
    show('ta')
    fireEvent.change(await screen.findByLabelText('என்ன மாற்ற வேண்டும்?'), { target: { value: 'இன்னும் ஒன்று' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'என் கோரிக்கையை அனுப்பு' })))
    expect(await screen.findByText(/ஏற்கெனவே 5 மாற்றக் கோரிக்கைகள் உள்ளன/)).toBeTruthy()
  })

  it('a quote revised meanwhile is refused with the newer-quote message and the page reloads it', async () => {
    let reads = 0
    stubQuote((path) => {
      if (path === `quote/public/${TOKEN}`) {
        reads++
        return json({ data: reads === 1 ? quote() : quote({ current: { ...version, version: 3 } }) })
      }
      if (path.endsWith('/accept')) return fail('QUOTE_CHANGED', 409, 'A newer quote was sent')
    })
    show('ta')
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'விலைப்புள்ளி 2-ஐ ஏற்கிறேன்' })),
    )
    expect(
      await screen.findByText('கடைக்காரர் புதிய விலைப்புள்ளி அனுப்பியுள்ளார். ஏற்கும் முன் அதைப் பாருங்கள்.'),
    ).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'விலைப்புள்ளி 3-ஐ ஏற்கிறேன்' })).toBeTruthy()
  })

  it('a link without a proper token, or an unknown one, says so and points to tracking', async () => {
    const sent = stubQuote(() => undefined)
    show('en', '?t=short')
    expect(await screen.findByText(/This quote link is not complete/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe('/order-tracking')
    expect(sent).toEqual([])
    cleanup()
    show('en')
    expect(await screen.findByText(/We could not find this quote/)).toBeTruthy()
    await waitFor(() => expect(sent.length).toBe(1))
  })
})
