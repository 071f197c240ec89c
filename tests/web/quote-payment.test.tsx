import type { Locale } from '@contract/locale'
import type { QuotePaymentView } from '@contract/payments'
import type { PublicQuote } from '@contract/quotes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { encode } from 'uqr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QuotePayment } from '../../web/src/features/payments/quote-payment'
import { LocaleProvider } from '../../web/src/lib/i18n'

// The buyer's payment block on an accepted quote: the exact amount by UPI link and QR, a copyable
// UPI ID, bank details, and the form that tells the UTR.

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const TOKEN = 'tOkEn_0123456789abcdefghijklmnopqrstuv'
const LINK = 'upi://pay?pa=sivakasi.demo@okaxis&pn=Sivakasi%20Crackers&am=11800.00&tn=ENQ-00042&cu=INR'

const view = (over: Partial<QuotePaymentView> = {}): QuotePaymentView => ({
  enquiry_number: 'ENQ-00042',
  order_status: 'ACCEPTED',
  payable: true,
  total: 11800,
  received: 0,
  pending: 0,
  balance: 11800,
  upi: { id: 'sivakasi.demo@okaxis', payee: 'Sivakasi Crackers', link: LINK },
  bank_accounts: ['Sivakasi Crackers, A/c 1234567890, IFSC SBIN0000123'],
  payments: [],
  ...over,
})

const figures = {
  sub_total: 10000,
  freight: 0,
  packing: 0,
  discount: 0,
  taxable: 10000,
  gst_rate_percent: 18,
  tax_kind: 'intra' as const,
  cgst: 900,
  sgst: 900,
  igst: 0,
  total: 11800,
}
const quote: PublicQuote = {
  _id: 'AbCdEfGhIjKlMnOpQrStUv',
  enquiry_number: 'ENQ-00042',
  state_code: '33',
  state_name: 'Tamil Nadu',
  order_status: 'ACCEPTED',
  order_status_label: 'Quote accepted',
  current: {
    version: 1,
    created_at: '20/10/2026 12:00 PM',
    created_by: 'Murugan',
    note: '',
    valid_until: '2026-10-27',
    expired: false,
    lines: [],
    figures,
    freight_terms: 'with_order',
    freight_to_pay: 0,
  },
  diff: null,
  accepted_version: 1,
  can_accept: false,
  amount_owed: { kind: 'quoted', amount: 11800 },
  responses: [],
  timeline: [],
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

// The payment API as the block meets it; what the buyer sends is kept for the test to read.
const stubApi = (first: QuotePaymentView, after: QuotePaymentView = first) => {
  const sent: (Record<string, unknown> | FormData)[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input)
      if (!url.endsWith(`/quote/public/${TOKEN}/payment`))
        return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404)
      if (init?.method !== 'POST') return json({ data: first })
      sent.push(
        init.body instanceof FormData
          ? init.body
          : (JSON.parse(String(init.body)) as Record<string, unknown>),
      )
      return json({ data: after }, 201)
    }),
  )
  return sent
}

const show = (locale: Locale = 'en') =>
  render(
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <QuotePayment token={TOKEN} quote={quote} />
      </QueryClientProvider>
    </LocaleProvider>,
  )

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('paying an accepted quote', () => {
  it('shows the balance large and a UPI link for exactly that amount', async () => {
    stubApi(view())
    show()
    const pay = await screen.findByRole('link', { name: 'Pay ₹11,800.00 by UPI app' })
    expect(pay.getAttribute('href')).toBe(LINK)
    expect(document.querySelector('.pay-due-amount')?.textContent).toBe('₹11,800.00')
    expect(screen.getByText('Sivakasi Crackers, A/c 1234567890, IFSC SBIN0000123')).toBeTruthy()
  })

  it('draws the QR of the same link in the page, labelled for screen readers', async () => {
    stubApi(view())
    show()
    const qr = await screen.findByRole('img', {
      name: 'QR code to pay ₹11,800.00 to Sivakasi Crackers by UPI',
    })
    // Every dark module of the code, and no light one, is inside the drawn path.
    const { data } = encode(LINK, { ecc: 'M', border: 4 })
    const drawn = new Set<string>()
    const d = qr.querySelector('path')?.getAttribute('d') ?? ''
    for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(run); i++) drawn.add(`${Number(x) + i},${y}`)
    }
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])))
    expect(drawn).toEqual(new Set(dark))
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${data.length} ${data.length}`)
  })

  it('copies the UPI ID, and says how to copy by hand when the browser cannot', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    stubApi(view())
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the UPI ID' }))
    await screen.findByText('UPI ID copied')
    expect(writeText).toHaveBeenCalledWith('sivakasi.demo@okaxis')
    cleanup()
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the UPI ID' }))
    await screen.findByText('Could not copy. Press and hold the UPI ID to copy it.')
  })

  it('tells a 12-digit UTR with the balance prefilled, as JSON when there is no screenshot', async () => {
    const sent = stubApi(
      view(),
      view({
        order_status: 'PAYMENT_SUBMITTED',
        pending: 11800,
        payments: [
          {
            reference: '412345678901',
            method: 'upi',
            amount: 11800,
            status: 'submitted',
            submitted_at: '20/10/2026 12:05 PM',
            received_amount: 0,
          },
        ],
      }),
    )
    show()
    const amount = (await screen.findByLabelText(/Amount paid/)) as HTMLInputElement
    expect(amount.value).toBe('11800')
    const utr = screen.getByLabelText(/UTR \/ transaction reference/) as HTMLInputElement
    expect(utr.inputMode).toBe('numeric')
    type(/UTR \/ transaction reference/, '4123 4567 8901')
    fireEvent.click(screen.getByRole('button', { name: 'Send payment details' }))
    await screen.findByText('Thank you. We will check your payment and confirm.')
    expect(sent).toEqual([{ reference: '4123 4567 8901', amount: '11800' }])
    expect(screen.getByText('Waiting for check', { selector: '.pay-status' })).toBeTruthy()
  })

  it('checks the reference, the amount and the screenshot in the browser before sending', async () => {
    const sent = stubApi(view())
    show()
    await screen.findByLabelText(/Amount paid/)
    type(/UTR \/ transaction reference/, '12345')
    type(/Amount paid/, '20000')
    fireEvent.change(screen.getByLabelText(/Payment screenshot/), {
      target: { files: [new File(['not a picture'], 'upi.txt', { type: 'text/plain' })] },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send payment details' }))
    await screen.findByText(/Please check: 12 digits for UPI/)
    expect(screen.getByText('This is more than the balance due (₹11,800.00)')).toBeTruthy()
    expect(screen.getByText('Please choose a JPEG, PNG or WebP picture')).toBeTruthy()
    expect(sent).toHaveLength(0)
  })

  it('offers only what is left beside the payments waiting for the check, and says so past it', async () => {
    const waiting = { order_status: 'PAYMENT_SUBMITTED' as const, pending: 8000 }
    const sent = stubApi(view(waiting))
    show()
    const amount = (await screen.findByLabelText(/Amount paid/)) as HTMLInputElement
    expect(amount.value).toBe('3800')
    type(/UTR \/ transaction reference/, '412345678901')
    type(/Amount paid/, '5000')
    fireEvent.click(screen.getByRole('button', { name: 'Send payment details' }))
    await screen.findByText(
      'With the payments waiting for our check, only ₹3,800.00 is left to pay; this is more',
    )
    cleanup()
    stubApi(view({ ...waiting, pending: 11800 }))
    show()
    expect(((await screen.findByLabelText(/Amount paid/)) as HTMLInputElement).value).toBe('')
    type(/UTR \/ transaction reference/, '412345678902')
    type(/Amount paid/, '100')
    fireEvent.click(screen.getByRole('button', { name: 'Send payment details' }))
    await screen.findByText(/already cover the balance/)
    expect(sent).toHaveLength(0)
  })

  it('sends a screenshot as a form upload with the reference and amount', async () => {
    const sent = stubApi(view())
    show()
    await screen.findByLabelText(/Amount paid/)
    type(/UTR \/ transaction reference/, '412345678901')
    type(/Amount paid/, '5000')
    const shot = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'gpay.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText(/Payment screenshot/), { target: { files: [shot] } })
    fireEvent.click(screen.getByRole('button', { name: 'Send payment details' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    const form = sent[0] as FormData
    expect(form.get('reference')).toBe('412345678901')
    expect(form.get('amount')).toBe('5000')
    expect((form.get('screenshot') as File).name).toBe('gpay.png')
  })

  it("shows the server's refusal of a repeated reference in the buyer's language", async () => {
    stubApi(view())
    vi.mocked(fetch).mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? json({ error: { code: 'PAYMENT_DUPLICATE', message: 'dup', requestId: 'r' } }, 409)
        : json({ data: view() }),
    )
    show('ta')
    await screen.findByLabelText(/செலுத்திய தொகை/)
    type(/UTR/, '412345678901')
    fireEvent.click(screen.getByRole('button', { name: 'பணம் செலுத்திய விவரத்தை அனுப்பு' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).not.toBe('dup')
    expect(alert.textContent).toMatch(/[\u0B80-\u0BFF]/)
  })

  it('lists told payments with what the check found, and the balance after part payments', async () => {
    stubApi(
      view({
        order_status: 'PART_PAID',
        received: 5000,
        balance: 6800,
        payments: [
          {
            reference: '412345678901',
            method: 'upi',
            amount: 6000,
            status: 'received',
            submitted_at: '20/10/2026 12:05 PM',
            received_amount: 5000,
          },
          {
            reference: 'N12345678',
            method: 'bank',
            amount: 6800,
            status: 'not_found',
            submitted_at: '20/10/2026 01:05 PM',
            received_amount: 0,
          },
        ],
      }),
    )
    show()
    await screen.findByText('412345678901')
    expect(screen.getByText('Received', { selector: '.pay-status' })).toBeTruthy()
    expect(screen.getByText(/₹5,000.00 received/)).toBeTruthy()
    expect(screen.getByText('Not found', { selector: '.pay-status' })).toBeTruthy()
    expect(document.querySelector('.pay-due-amount')?.textContent).toBe('₹6,800.00')
  })

  it('in Tamil, every word of the block is Tamil (names, numbers and UPI aside)', async () => {
    stubApi(view())
    show('ta')
    await screen.findByRole('link', { name: /UPI செயலி மூலம் ₹11,800.00 செலுத்த/ })
    expect(screen.getByRole('heading', { name: 'உங்கள் ஆர்டருக்குப் பணம் செலுத்த' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'UPI ID-ஐ நகலெடு' })).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/Pay |Amount|Bank transfer|Send payment/)
  })

  it('in Tamil, the told payment\'s date reads as a Tamil shop writes it, not "12:09 AM"', async () => {
    const told = {
      reference: '412345678901',
      method: 'upi' as const,
      amount: 11800,
      status: 'submitted' as const,
      submitted_at: '24/11/2026 12:09 AM',
      received_amount: 0,
    }
    stubApi(view({ order_status: 'PAYMENT_SUBMITTED', pending: 11800, payments: [told] }))
    show('ta')
    expect(await screen.findByText(/24 நவம்பர் 2026, இரவு 12:09/)).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/12:09 AM/)
  })

  it('a paid quote says so instead of asking for money', async () => {
    stubApi(view({ order_status: 'PAYMENT_RECEIVED', payable: false, received: 11800, balance: 0 }))
    show()
    await screen.findByText('Paid in full. Thank you!')
    expect(screen.queryByRole('button', { name: 'Send payment details' })).toBeNull()
  })
})
