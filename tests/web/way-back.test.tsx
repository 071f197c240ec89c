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
import { OrderTrackingPage } from '../../web/src/features/orders/order-tracking-page'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { renderPage } from './render-page'

// The way back to a bill: tracking opens an enquiry only with the number the buyer kept, and the
// thank-you page sends the bill link to the buyer's own WhatsApp.

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ID = 'AbCdEfGhIjKlMnOpQrStUv'
const MOBILE = '9876543210'

const tracked: TrackedOrder = {
  order_date: '09/11/2026 12:15 AM',
  order_at: '2026-11-08T18:45:00.000Z',
  net_amount: 2500,
  order_status: 'DISPATCHED',
  order_status_label: 'Dispatched',
  city: 'Salem',
  has_lr_photo: 1,
  timeline: [],
}

const opened: OpenedEnquiry = {
  order_id: ID,
  enquiry_number: 'ENQ-00042',
  order_status: 'DISPATCHED',
  order_status_label: 'Dispatched',
  net_amount: 2500,
  has_lr_photo: 1,
  quote_link: '/quote?t=Qt0kenQt0kenQt0kenQt0kenQt0ken12',
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

// The shop's API as the page meets it: the list by mobile, and one enquiry for ENQ-00042 only.
const stubShop = () => {
  const opens: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.endsWith('/order/search')) return json({ data: [tracked] })
      if (url.endsWith('/order/public/open')) {
        const body = JSON.parse(String(init?.body)) as { mobile_no: string; enquiry_number: string }
        opens.push(body)
        if (body.mobile_no === MOBILE && /^(enq)?[\s-]*0*42$/i.test(body.enquiry_number.trim()))
          return json({ data: opened })
        return json({ error: { code: 'NOT_FOUND', message: 'No enquiry matches', requestId: 'r' } }, 404)
      }
      return json({ error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } }, 404)
    }),
  )
  return opens
}

const show = (locale: Locale, path: string, element: ReactNode, client = new QueryClient()) => {
  client.setQueryData(settingsQuery().queryKey, toPublicSettings(defaultSettings))
  renderPage(locale, path, element, client)
}

const findList = async (locale: Locale, words: { mobile: string; search: string }) => {
  show(locale, '/order-tracking', <OrderTrackingPage />)
  fireEvent.change(screen.getByLabelText(words.mobile), { target: { value: MOBILE } })
  fireEvent.click(screen.getByRole('button', { name: words.search }))
  return screen.findByRole('table')
}

describe('opening an enquiry from tracking', () => {
  it('the list hands out no enquiry number; Open asks for it, empty, and a match links the bill and LR', async () => {
    const opens = stubShop()
    const table = await findList('en', { mobile: 'Mobile number', search: 'Submit' })
    expect(table.textContent).not.toMatch(/ENQ|42/)
    fireEvent.click(within(table).getByRole('button', { name: 'Open the enquiry of 09/11/2026 12:15 AM' }))
    const box = screen.getByLabelText('Enquiry number') as HTMLInputElement
    expect(box.value).toBe('')
    fireEvent.change(box, { target: { value: 'enq-42' } })
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
    expect(opens).toEqual([{ mobile_no: MOBILE, enquiry_number: 'enq-42' }])
  })

  it('a number that does not match is told in Tamil without saying which of the two was wrong', async () => {
    stubShop()
    const table = await findList('ta', { mobile: 'கைப்பேசி எண்', search: 'தேடு' })
    fireEvent.click(within(table).getByRole('button', { name: /அன்று அனுப்பிய விசாரணையைத் திற$/ }))
    fireEvent.change(screen.getByLabelText('விசாரணை எண்'), { target: { value: 'ENQ-00043' } })
    fireEvent.click(screen.getByRole('button', { name: 'திற' }))
    expect(await screen.findByText(/இந்த விசாரணை எண் இந்தக் கைப்பேசி எண்ணுடன் பொருந்தவில்லை/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'பில்லைப் பார்' })).toBeNull()
  })

  it('a number in the wrong form is refused in Tamil before anything is sent', async () => {
    const opens = stubShop()
    const table = await findList('ta', { mobile: 'கைப்பேசி எண்', search: 'தேடு' })
    fireEvent.click(within(table).getByRole('button', { name: /திற$/ }))
    fireEvent.change(screen.getByLabelText('விசாரணை எண்'), { target: { value: 'ABC' } })
    fireEvent.click(screen.getByRole('button', { name: 'திற' }))
    expect(await screen.findByText('விசாரணை எண் சரியில்லை')).toBeTruthy()
    expect(opens).toEqual([])
  })
})

describe('the thank-you page sends the bill link to WhatsApp', () => {
  const info: OrderPublicInfo = {
    _id: ID,
    order_no: 42,
    enquiry_number: 'ENQ-00042',
    enquiry_time: '09/11/2026 12:15 AM',
    payable_amount: 2500,
    payable_mode: 'Manual',
    order_status: 'ENQUIRY_RECEIVED',
    order_status_label: 'Enquiry received',
  }
  const shareText = (locale: Locale, name: string) => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    client.setQueryData(orderPublicQuery(ID).queryKey, info)
    show(locale, `/checkout-response?id=${ID}`, <CheckoutResponsePage />, client)
    const href = screen.getByRole('link', { name }).getAttribute('href') ?? ''
    expect(href.startsWith('https://wa.me/?text=')).toBe(true)
    return decodeURIComponent(href.slice('https://wa.me/?text='.length))
  }

  it('in English: the enquiry number, the amount and the bill link from the server, nothing more', () => {
    expect(shareText('en', 'Send me this link on WhatsApp')).toBe(
      `Sivakasi Crackers: my enquiry ENQ-00042, ₹2,500.00. Bill: ${window.location.origin}/print?id=${ID}`,
    )
    expect(screen.getByText(/Keep your enquiry number/).textContent).toMatch(/Track Order/)
  })

  it('in Tamil: the same facts in Tamil, with the Tamil bill link', () => {
    expect(shareText('ta', 'இந்த இணைப்பை எனக்கு WhatsApp-இல் அனுப்பு')).toBe(
      `சிவகாசி பட்டாசுகள்: என் விசாரணை ENQ-00042, ₹2,500.00. பில்: ${window.location.origin}/ta/print?id=${ID}`,
    )
  })
})
