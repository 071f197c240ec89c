import type { Locale } from '@contract/locale'
import type { OpenedEnquiry, OrderPublicInfo, TrackedOrder } from '@contract/orders'
import { defaultSettings } from '@contract/settings-defaults'
import { toPublicSettings } from '@contract/settings-rules'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orderPublicQuery } from '../../web/src/features/checkout/checkout.queries'
import { CheckoutResponsePage } from '../../web/src/features/checkout/checkout-response-page'
import { MyOrdersPage } from '../../web/src/features/orders/my-orders-page'
import { OrderTrackingPage } from '../../web/src/features/orders/order-tracking-page'
import { myOrdersQuery } from '../../web/src/features/orders/orders.queries'
import { sessionStore } from '../../web/src/shared/session'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { detail } from './admin-pages-kit'
import { fail, fakeApi, ok, renderPage } from './kit'

// The way back to a bill: tracking opens an enquiry only with the number and the access code the
// buyer was given, and the thank-you page sends them and the bill link to the buyer's own WhatsApp.

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ID = 'AbCdEfGhIjKlMnOpQrStUv'
const MOBILE = '9876543210'

const CODE = 'K7M4-P9QX'

// Tracking by mobile answers the India day alone.
const tracked: TrackedOrder = {
  order_date: '09/11/2026',
  order_at: '2026-11-09',
  net_amount: 2500,
  order_status: 'DISPATCHED',
  order_status_label: 'Dispatched',
  city: 'Salem',
  has_lr_photo: 1,
  timeline: [],
  amount_owed: { kind: 'paid', amount: 2500, paid: 2500, total: 2500 },
}

const opened: OpenedEnquiry = {
  order_id: ID,
  enquiry_number: 'ENQ-00042',
  order_status: 'DISPATCHED',
  order_status_label: 'Dispatched',
  net_amount: 2500,
  amount_owed: { kind: 'paid', amount: 2500, paid: 2500, total: 2500 },
  has_lr_photo: 1,
  quote_link: '/quote?t=Qt0kenQt0kenQt0kenQt0kenQt0ken12',
}

// The shop's API as the page meets it: the list by mobile, and one enquiry for ENQ-00042 with its
// code only (typed in any case, with spaces or dashes, as the server reads it).
const stubShop = () => {
  const opens: unknown[] = []
  fakeApi({
    'order/search': ok([tracked]),
    'order/public/open': ({ body }) => {
      const sent = body as { mobile_no: string; enquiry_number: string; access_code: string }
      opens.push(sent)
      const code = sent.access_code.replace(/[\s-]/g, '').toUpperCase()
      if (
        sent.mobile_no === MOBILE &&
        /^(enq)?[\s-]*0*42$/i.test(sent.enquiry_number.trim()) &&
        code === CODE.replace('-', '')
      )
        return ok(opened)
      return fail('NOT_FOUND', 404, 'No enquiry matches')
    },
  })
  return opens
}

const show = (locale: Locale, path: string, element: ReactNode, client = new QueryClient()) => {
  client.setQueryData(settingsQuery().queryKey, toPublicSettings(defaultSettings))
  renderPage(element, { locale, path, client })
}

const findList = async (locale: Locale, words: { mobile: string; search: string }) => {
  show(locale, '/order-tracking', <OrderTrackingPage />)
  fireEvent.change(screen.getByLabelText(words.mobile), { target: { value: MOBILE } })
  fireEvent.click(screen.getByRole('button', { name: words.search }))
  return screen.findByRole('table')
}

describe('opening an enquiry from tracking', () => {
  it('the list hands out no enquiry number or code; Open asks for both, empty, and a match links the bill and LR', async () => {
    const opens = stubShop()
    const table = await findList('en', { mobile: 'Mobile number', search: 'Submit' })
    expect(table.textContent).not.toMatch(/ENQ|42|K7M4|12:15/)
    fireEvent.click(within(table).getByRole('button', { name: 'Open the enquiry of 09/11/2026' }))
    const box = screen.getByLabelText('Enquiry number') as HTMLInputElement
    const code = screen.getByLabelText('Access code') as HTMLInputElement
    expect([box.value, code.value]).toEqual(['', ''])
    // Where the buyer finds the code is said next to its box.
    const hint = document.getElementById(code.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
    expect(hint?.textContent).toMatch(/bill.*thank-you page.*WhatsApp/)
    fireEvent.change(box, { target: { value: 'enq-42' } })
    fireEvent.change(code, { target: { value: 'k7m4 p9qx' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const bill = await screen.findByRole('link', { name: 'View bill' })
    expect(bill.getAttribute('href')).toBe(`/print?id=${ID}`)
    expect(screen.getByRole('link', { name: 'Lorry receipt (LR)' }).getAttribute('href')).toBe(
      `/transport?id=${ID}`,
    )
    expect(screen.getByRole('link', { name: 'Your quote and payment' }).getAttribute('href')).toBe(
      '/quote?t=Qt0kenQt0kenQt0kenQt0kenQt0ken12',
    )
    expect(screen.getByRole('heading', { name: 'Enquiry ENQ-00042' })).toBeTruthy()
    expect(opens).toEqual([{ mobile_no: MOBILE, enquiry_number: 'enq-42', access_code: 'k7m4 p9qx' }])
  })

  it('the right number with a wrong code is told in Tamil without saying which was wrong', async () => {
    stubShop()
    const table = await findList('ta', { mobile: 'கைப்பேசி எண்', search: 'தேடு' })
    fireEvent.click(within(table).getByRole('button', { name: '9 நவம்பர் 2026 அன்று அனுப்பிய விசாரணையைத் திற' }))
    fireEvent.change(screen.getByLabelText('விசாரணை எண்'), { target: { value: 'ENQ-00042' } })
    fireEvent.change(screen.getByLabelText('அணுகல் குறியீடு'), { target: { value: 'K7M4-P9QY' } })
    fireEvent.click(screen.getByRole('button', { name: 'திற' }))
    expect(
      await screen.findByText(
        /இந்த விசாரணை எண்ணும் அணுகல் குறியீடும் இந்தக் கைப்பேசி எண்ணின் எந்த விசாரணையுடனும் பொருந்தவில்லை/,
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'பில்லைப் பார்' })).toBeNull()
    const hint = screen.getByText(/உங்கள் பில்லிலும், நன்றிப் பக்கத்திலும்/)
    expect(hint.textContent).toContain('WhatsApp')
  })

  it('a number or code in the wrong form, or no code, is refused in Tamil before anything is sent', async () => {
    const opens = stubShop()
    const table = await findList('ta', { mobile: 'கைப்பேசி எண்', search: 'தேடு' })
    fireEvent.click(within(table).getByRole('button', { name: /திற$/ }))
    fireEvent.change(screen.getByLabelText('விசாரணை எண்'), { target: { value: 'ABC' } })
    fireEvent.click(screen.getByRole('button', { name: 'திற' }))
    expect(await screen.findByText('விசாரணை எண் சரியில்லை')).toBeTruthy()
    expect(screen.getByText('அணுகல் குறியீடு தேவை')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('விசாரணை எண்'), { target: { value: 'ENQ-00042' } })
    // A zero is never in a code: it was read off as an O.
    fireEvent.change(screen.getByLabelText('அணுகல் குறியீடு'), { target: { value: 'K7M0-P9QX' } })
    fireEvent.click(screen.getByRole('button', { name: 'திற' }))
    expect(await screen.findByText('அணுகல் குறியீடு சரியில்லை')).toBeTruthy()
    expect(opens).toEqual([])
  })
})

describe('My Orders', () => {
  it("shows each of the signed-in buyer's enquiries its access code, in both languages", async () => {
    sessionStore.signIn({ token: 'tok-buyer', sub: 'sub-7', roles: ['user'], isAddressAdded: true })
    try {
      for (const [locale, label] of [
        ['en', 'Access code'],
        ['ta', 'அணுகல் குறியீடு'],
      ] as const) {
        const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
        client.setQueryData(myOrdersQuery('sub-7').queryKey, [detail()])
        show(locale, '/my-orders', <MyOrdersPage />, client)
        const row = await screen.findByRole('row', { name: /ENQ-00042/ })
        const cell = within(row)
          .getAllByRole('cell')
          .find((c) => c.getAttribute('data-label') === label)
        expect(cell?.textContent).toBe(CODE)
        cleanup()
      }
    } finally {
      sessionStore.signOut()
    }
  })
})

describe('the thank-you page sends the bill link to WhatsApp', () => {
  const info: OrderPublicInfo = {
    _id: ID,
    order_no: 42,
    enquiry_number: 'ENQ-00042',
    access_code: CODE,
    enquiry_time: '09/11/2026 12:15 AM',
    payable_amount: 2500,
    payable_mode: 'Manual',
    order_status: 'ENQUIRY_RECEIVED',
    order_status_label: 'Enquiry received',
    amount_owed: { kind: 'estimate', amount: 2500 },
    payment_open: false,
  }
  const shareText = (locale: Locale, name: string) => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    client.setQueryData(orderPublicQuery(ID).queryKey, info)
    show(locale, `/checkout-response?id=${ID}`, <CheckoutResponsePage />, client)
    const href = screen.getByRole('link', { name }).getAttribute('href') ?? ''
    expect(href.startsWith('https://wa.me/?text=')).toBe(true)
    return decodeURIComponent(href.slice('https://wa.me/?text='.length))
  }

  it('in English: the enquiry number, the access code, the amount and the bill link from the server, nothing more', () => {
    expect(shareText('en', 'Send me this link on WhatsApp')).toBe(
      `Sivakasi Crackers: my enquiry ENQ-00042 (access code ${CODE}), ₹2,500.00. Bill: ${window.location.origin}/print?id=${ID}`,
    )
    expect(screen.getByText(/Keep your enquiry number and access code/).textContent).toMatch(/Track Order/)
    const code = screen.getByText('Access code')
    expect(code.nextElementSibling?.textContent).toBe(CODE)
  })

  it('in Tamil: the same facts in Tamil, with the Tamil bill link', () => {
    expect(shareText('ta', 'இந்த இணைப்பை எனக்கு WhatsApp-இல் அனுப்பு')).toBe(
      `சிவகாசி பட்டாசுகள்: என் விசாரணை ENQ-00042 (அணுகல் குறியீடு ${CODE}), ₹2,500.00. பில்: ${window.location.origin}/ta/print?id=${ID}`,
    )
    expect(screen.getByText('அணுகல் குறியீடு').nextElementSibling?.textContent).toBe(CODE)
  })
})
