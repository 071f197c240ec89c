import type { Locale } from '@contract/locale'
import type { PrintRecord, TrackedOrder } from '@contract/orders'
import { defaultSettings } from '@contract/settings-defaults'
import { toPublicSettings } from '@contract/settings-rules'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrderTrackingPage } from '../../web/src/features/orders/order-tracking-page'
import { orderPrintQuery, transportQuery } from '../../web/src/features/orders/orders.queries'
import { PrintBillPage } from '../../web/src/features/orders/print-bill-page'
import { TransportPage } from '../../web/src/features/orders/transport-page'
import { errorMessages, LocaleProvider, messagesIn } from '../../web/src/lib/i18n'
import { dateColumn, lrColumn, OrdersTable } from '../../web/src/shared/orders/orders-table'
import { StatusBadge } from '../../web/src/shared/orders/status-badge'
import { settingsQuery } from '../../web/src/shared/settings.queries'
import { detail } from './admin-pages-kit'
import { fail, fakeApi, renderPage, testClient } from './kit'
import { sparklersLine } from './order-fixtures'

afterEach(cleanup)

const ID = 'AbCdEfGhIjKlMnOpQrStUv'

const order = (): PrintRecord => ({
  ...detail(),
  _id: ID,
  net_amount: 2500,
  amount_in_words: 'Two Thousand Five Hundred Rupees Only',
  amount_in_words_ta: 'இரண்டாயிரத்து ஐந்நூறு ரூபாய் மட்டும்',
  order_at: '2026-11-08T18:45:00.000Z',
  product_list: [sparklersLine()],
})

const page = (locale: Locale, path: string, element: ReactNode) => {
  const client = testClient({ loaded: true })
  const o = order()
  client.setQueryData(orderPrintQuery(ID).queryKey, o)
  client.setQueryData(transportQuery(ID).queryKey, {
    _id: ID,
    enquiry_number: o.enquiry_number,
    order_status: o.order_status,
    order_status_label: o.order_status_label,
    lr_number: o.lr_number,
    transporter: o.transporter,
    lr_photo_path: o.lr_photo_path,
    shipment: null,
  })
  client.setQueryData(settingsQuery().queryKey, toPublicSettings(defaultSettings))
  renderPage(element, { locale, path, client })
}

describe('the print bill in Tamil', () => {
  it('labels every heading in Tamil and English, writes the amount in both, and leads with Tamil names', async () => {
    page('ta', `/print?id=${ID}`, <PrintBillPage />)
    const bill = await screen.findByRole('article')
    expect(within(bill).getByRole('heading', { name: 'விசாரணை பில் / Enquiry Bill' })).toBeTruthy()
    for (const label of [
      'விசாரணை எண் / Enquiry No.',
      'அணுகல் குறியீடு / Access code',
      'தேதி / Date',
      'மொத்தம் / Net amount',
      'கூட்டுத்தொகை / Sub total',
    ])
      expect(within(bill).getByText(label)).toBeTruthy()
    expect(within(bill).getByRole('columnheader', { name: 'பொருள் / Product' })).toBeTruthy()
    expect(within(bill).getByText('விசாரணை பெறப்பட்டது / Enquiry received')).toBeTruthy()
    const words = bill.querySelector('.bill-words')!.textContent
    expect(words).toContain('இரண்டாயிரத்து ஐந்நூறு ரூபாய் மட்டும்')
    expect(words).toContain('Two Thousand Five Hundred Rupees Only')
    const row = within(bill).getByRole('row', { name: /SP-01/ })
    expect(row.textContent).toContain('கம்பி மத்தாப்புSparklers 10cm')
    // India time, in Tamil month names and the digits every buyer reads.
    expect(within(bill).getByText(/^9 நவ.*2026.*12:15/)).toBeTruthy()
  })

  it('stays English in English, with the Tamil names after the English ones', async () => {
    page('en', `/print?id=${ID}`, <PrintBillPage />)
    const bill = await screen.findByRole('article')
    expect(within(bill).getByRole('heading', { name: 'Enquiry Bill' })).toBeTruthy()
    expect(bill.querySelector('.bill-words')!.textContent).toBe(
      'Amount in words: Two Thousand Five Hundred Rupees Only',
    )
    expect(within(bill).getByRole('row', { name: /SP-01/ }).textContent).toContain(
      'Sparklers 10cmகம்பி மத்தாப்பு',
    )
    expect(within(bill).getByText('20/10/2026 10:15 AM')).toBeTruthy()
    // The buyer's access code, for the way back from Track Order, next to the enquiry number.
    expect(within(bill).getByText('Access code').nextElementSibling?.textContent).toBe('K7M4-P9QX')
    expect(bill.textContent).not.toMatch(/விலைப்பட்டியல்|மொத்தம்/)
  })
})

describe('the order screens in Tamil', () => {
  it('the transport page names the LR number and transporter in Tamil', async () => {
    page('ta', `/transport?id=${ID}`, <TransportPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'லாரி ரசீது (LR)' })).toBeTruthy()
    expect(screen.getByText('விசாரணை எண்')).toBeTruthy()
    expect(screen.getByText('விசாரணை பெறப்பட்டது')).toBeTruthy()
    expect(screen.getByText(/லாரி ரசீதின் படம் இங்கே தெரியும்/)).toBeTruthy()
  })

  it('a status reads in Tamil from the one list of labels, even when the server sent English', () => {
    render(
      <LocaleProvider locale="ta">
        <StatusBadge status="DISPATCHED" label="Dispatched" />
      </LocaleProvider>,
    )
    expect(screen.getByText('அனுப்பப்பட்டது').className).toContain('status-dispatched')
  })

  it('a list of enquiries has Tamil headings, Tamil dates and Tamil yes/no', () => {
    const rows: (TrackedOrder & { order_no: number; enquiry_number: string })[] = [
      {
        order_no: 42,
        enquiry_number: 'ENQ-00042',
        order_date: '09/11/2026 12:15 AM',
        order_at: '2026-11-08T18:45:00.000Z',
        net_amount: 2500,
        amount_owed: { kind: 'estimate', amount: 2500 },
        order_status: 'CANCELLED',
        order_status_label: 'Cancelled',
        city: 'Salem',
        has_lr_photo: 0,
        timeline: [],
      },
    ]
    render(
      <LocaleProvider locale="ta">
        <OrdersTable rows={rows} rowKey={(r) => r.order_no} columns={[dateColumn, lrColumn('LR')]} />
      </LocaleProvider>,
    )
    const row = screen.getByRole('row', { name: /ENQ-00042/ })
    expect(within(row).getByRole('rowheader').getAttribute('data-label')).toBe('விசாரணை எண்')
    const [date, lr] = within(row).getAllByRole('cell')
    expect(date!.getAttribute('data-label')).toBe('தேதி')
    expect(date!.textContent).toMatch(/^9 நவ.*2026/)
    expect(lr!.textContent).toBe('இல்லை')
  })
})

describe('tracking in Tamil', () => {
  const tracking = () => renderPage(<OrderTrackingPage />, { locale: 'ta', path: '/order-tracking' })

  it("says what is wrong with the number in Tamil, from the contract's rule", async () => {
    tracking()
    fireEvent.click(screen.getByRole('button', { name: 'தேடு' }))
    expect(await screen.findByText('கைப்பேசி எண் தேவை')).toBeTruthy()
  })

  it('too many look-ups are explained in Tamil by the error code, not in the server’s English', async () => {
    fakeApi({ '*': fail('RATE_LIMITED', 429, 'Too many look-ups') })
    tracking()
    fireEvent.change(screen.getByLabelText('கைப்பேசி எண்'), { target: { value: '9876543210' } })
    fireEvent.click(screen.getByRole('button', { name: 'தேடு' }))
    expect(await screen.findByText('விவரங்கள் எதுவும் கிடைக்கவில்லை!')).toBeTruthy()
    const notice = document.querySelector('.tracking-none')!.textContent!
    expect(notice).not.toContain('Too many look-ups')
    expect(notice).toContain(messagesIn(errorMessages, 'ta').RATE_LIMITED({}))
    vi.unstubAllGlobals()
  })
})
