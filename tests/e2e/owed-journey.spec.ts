import type { Page } from '@playwright/test'
import Papa from 'papaparse'
import { trackingMessages } from '../../web/src/features/orders/orders.messages'
import { paymentMessages } from '../../web/src/features/payments/payments.messages'
import { quoteMessages } from '../../web/src/features/quote/quote.messages'
import { owedMessages } from '../../web/src/shared/orders/amount-owed.messages'
import type { AdminOrderPayments } from '../../worker/contract/admin-payments'
import type { OrderPublicInfo, OwedKind } from '../../worker/contract/orders'
import type { AdminQuotes } from '../../worker/contract/quotes'
import type { WhatsappMessage, WhatsappMoment } from '../../worker/contract/whatsapp'
import { expect, test } from './fixtures'
import { API, cartTotal, mobileFor } from './helpers'
import { asSeller, sellerToken } from './seller-helpers'
import { fillBillingInTamil, fillCartInTamil, placeEnquiryInTamil } from './tamil-helpers'

// One amount owed, everywhere: a Tamil buyer on a 390 px phone takes an enquiry through a quote
// with freight to pay at the branch, accepts it, tells the payment and receives the parcel; at each
// stage the thank-you page, tracking, the quote page, the bill, the seller's WhatsApp text and the
// export show the same figure, under the same name, as worked out here from the cart and the quote.
// The seller's steps go through the API (the console's screens have journeys of their own).

const ta = {
  owed: owedMessages.ta,
  quote: quoteMessages.ta,
  pay: paymentMessages.ta,
  track: trackingMessages.ta,
}

// "₹1,18,000.00" (a page), "₹1,18,000" (a WhatsApp text), "118000.00" (the export): in paise.
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

type Seen = { kind: string; paise: number; name?: string }

// The figure a page shows as owed, by the shared markup (OwedFact's term, OwedAmount's name).
const owedOnPage = async (page: Page): Promise<Seen> => {
  const seen = await page
    .locator('[data-owed]')
    .filter({ visible: true })
    .first()
    .evaluate((el: HTMLElement) => ({
      kind: el.dataset.owed ?? '',
      name: (el.closest('dd')?.previousElementSibling ?? el.querySelector('.owed-name'))?.textContent ?? '',
      figure: (el.querySelector('.price') ?? el).textContent ?? '',
    }))
  return { kind: seen.kind, paise: paiseOf(seen.figure), name: seen.name }
}

test('a Tamil buyer at 390 px finds the same owed amount on every page, message and export at each stage', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  const mobile = mobileFor(info, 30)
  const seller = await sellerToken(page)
  const headers = { 'x-auth-token': seller }

  // The buyer fills the cart from one category (lighter than the whole list) and sends the
  // enquiry in Tamil.
  await fillCartInTamil(page, 3000)
  const cart = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('product_list') ?? '[]') as {
        _id: string
        price: number
        qty: number
      }[],
  )
  const estimate = Math.round((await cartTotal(page)) * 100)
  await page.goto('/ta/quick-checkout')
  await fillBillingInTamil(page, mobile)
  await placeEnquiryInTamil(page)
  await expect(page).toHaveURL(/\/ta\/checkout-response\?id=/)
  const id = new URL(page.url()).searchParams.get('id') ?? ''
  let quoteToken = ''

  const sellerGet = (path: string) => page.request.get(`${API}/admin/orders/${path}`, { headers })
  // A page the buyer is already on is read as it stands (the thank-you page after sending).
  const shownAt = async (path: string) => {
    const here = new URL(page.url())
    if (`${here.pathname}${here.search}` !== path) await page.goto(path)
    return owedOnPage(page)
  }
  const tracked = async () => {
    await page.goto('/ta/order-tracking')
    await page.getByLabel(ta.track.mobile, { exact: true }).fill(mobile)
    await page.getByRole('button', { name: ta.track.submit }).click()
    return owedOnPage(page)
  }
  // The message the console offers at the stage that carries the amount: the quote's until paid,
  // then the payment's (the dispatch draft names no amount). Before a quote none is offered; the
  // quote's draft, asked for early, shows what {amount} would say.
  const whatsapp = async (moment: WhatsappMoment, kind: OwedKind): Promise<Seen> => {
    const text = (
      (await (await sellerGet(`${id}/whatsapp?moment=${moment}`)).json()) as { data: WhatsappMessage }
    ).data.text
    expect(text, 'the Tamil draft writes the rupee sign, not Rs.').not.toContain('Rs.')
    return { kind, paise: paiseOf(text.match(/₹[\d,]+(\.\d\d)?/)?.[0] ?? '') }
  }
  const exported = async (enquiry: string): Promise<Seen> => {
    const csv = await (await sellerGet(`export?q=${enquiry}`)).text()
    const [row] = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    return { kind: row?.['Owed as'] ?? '', paise: paiseOf(row?.['Owed (Rs)'] ?? '') }
  }

  const expectEverywhere = async (stage: string, kind: OwedKind, paise: number, moment: WhatsappMoment) => {
    const api = (
      (await (await page.request.get(`${API}/order/public/get/${id}`)).json()) as { data: OrderPublicInfo }
    ).data
    const seen: Record<string, Seen> = {
      api: { kind: api.amount_owed.kind, paise: Math.round(api.amount_owed.amount * 100) },
      thanks: await shownAt(`/ta/checkout-response?id=${id}`),
      tracking: await tracked(),
      bill: await shownAt(`/ta/print?id=${id}`),
      whatsapp: await whatsapp(moment, kind),
      export: await exported(api.enquiry_number),
      // Last, so the buyer is on it for the next step.
      ...(quoteToken ? { quote: await shownAt(`/ta/quote?t=${quoteToken}`) } : {}),
    }
    for (const [place, s] of Object.entries(seen)) {
      expect({ place, kind: s.kind, paise: s.paise }, stage).toEqual({ place, kind, paise })
      if (s.name !== undefined)
        expect(s.name, `${stage}: ${place} names it in Tamil`).toContain(ta.owed[kind])
    }
  }

  await expectEverywhere('sent', 'estimate', estimate, 'quote_sent')

  // The seller quotes the cart as sent, rounded down to whole hundreds, GST at 18% within Tamil
  // Nadu, and freight to pay at the branch: not part of the total.
  const taxable = Math.floor(estimate / 10_000) * 10_000
  const quoted = (taxable * 118) / 100
  const sent = await asSeller<AdminQuotes>(page, seller, `${id}/quote`, {
    based_on_version: 0,
    lines: cart.map((l) => ({ product_id: l._id, unit_price: l.price, qty: l.qty })),
    discount: (estimate - taxable) / 100,
    freight_terms: 'to_pay',
    freight_to_pay: 420,
  })
  quoteToken = new URL(sent.quote_link ?? '', 'http://x').searchParams.get('t') ?? ''
  await expectEverywhere('quoted', 'quoted', quoted, 'quote_sent')

  // The buyer, on the quote page, accepts; then tells the payment there.
  await page.getByRole('button', { name: ta.quote.accept(1) }).click()
  await expect(page.getByText(ta.quote.acceptedThanks)).toBeVisible()
  await expectEverywhere('accepted', 'quoted', quoted, 'quote_sent')

  await page.getByLabel(ta.pay.reference, { exact: true }).fill(`41${mobile}`)
  await expect(page.getByLabel(ta.pay.amount, { exact: true })).toHaveValue(String(quoted / 100))
  await page.getByRole('button', { name: ta.pay.submit }).click()
  await expect(page.getByText(ta.pay.sent)).toBeVisible()

  // The seller finds it in the bank and marks it received: paid, what was paid.
  const told = ((await (await sellerGet(`${id}/payments`)).json()) as { data: AdminOrderPayments }).data
  const payment = told.payments.find((p) => p.status === 'submitted')
  const verify = await page.request.post(`${API}/admin/payments/${payment?._id}/verify`, {
    headers,
    data: { outcome: 'received' },
  })
  expect(verify.status(), await verify.text()).toBe(200)
  await expectEverywhere('paid', 'paid', quoted, 'payment_received')

  // Packed and dispatched, with the freight the quote said is paid at the branch.
  await asSeller(page, seller, `${id}/status`, { to: 'PACKED' })
  await asSeller(page, seller, `${id}/dispatch`, {
    transporter_id: 'sivakasi-roadways',
    branch_id: 'madurai',
    parcels: 2,
    freight_mode: 'to_pay',
    freight: 420,
    lr_number: `LR-${mobile.slice(-5)}`,
  })
  await expectEverywhere('dispatched', 'paid', quoted, 'payment_received')
})
