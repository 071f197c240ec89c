import type { Locale } from '@contract/locale'
import type { ShipmentView, TransportView } from '@contract/transport'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { transportQuery } from '../../web/src/features/orders/orders.queries'
import { TransportPage } from '../../web/src/features/orders/transport-page'
import { renderPage, testClient } from './kit'

afterEach(cleanup)

const ID = 'AbCdEfGhIjKlMnOpQrStUv'

const shipment = (over: Partial<ShipmentView> = {}): ShipmentView => ({
  state: 'arrived',
  transporter_name: 'Sivakasi Roadways',
  branch_town: 'Chennai',
  branch_town_ta: 'சென்னை',
  branch_address: '12 Godown Street, Parrys, Chennai 600001',
  branch_phone: '044 2522 1234',
  branch_tel_href: 'tel:+914425221234',
  map_href: 'https://www.google.com/maps/search/?api=1&query=12%20Godown%20Street',
  parcels: 3,
  freight_mode: 'to_pay',
  freight: 450,
  freight_reason: null,
  lr_number: 'LR-70021',
  tracking_href: null,
  free_days: 3,
  dispatched_on: '2026-11-09',
  arrived_on: '2026-11-11',
  collected_on: null,
  free: { free_days_left: 2, collect_by: '2026-11-14', demurrage_from: '2026-11-15', overdue: false },
  ...over,
})

const view = (s: ShipmentView | null, status: TransportView['order_status'] = 'ARRIVED'): TransportView => ({
  _id: ID,
  enquiry_number: 'ENQ-00042',
  order_status: status,
  order_status_label: 'Arrived at branch',
  lr_number: 'LR-70021',
  transporter: 'Sivakasi Roadways, Chennai',
  lr_photo_path: `/api/website-management/order/public/lr/${ID}`,
  shipment: s,
})

const show = (locale: Locale, data: TransportView) => {
  const client = testClient({ loaded: true })
  client.setQueryData(transportQuery(ID).queryKey, data)
  renderPage(<TransportPage />, { locale, path: `/transport?id=${ID}`, client })
}

describe('the collection page', () => {
  it('tells the buyer where to collect, what to pay there and until when it is free', async () => {
    show('en', view(shipment()))
    expect(await screen.findByRole('heading', { name: 'Collect your parcel' })).toBeTruthy()
    expect(screen.getByText('Your parcel has arrived at the Chennai branch. Please collect it.')).toBeTruthy()
    expect(screen.getByText('12 Godown Street, Parrys, Chennai 600001')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Call the branch: 044 2522 1234' }).getAttribute('href')).toBe(
      'tel:+914425221234',
    )
    expect(screen.getByRole('link', { name: 'Open the branch in Maps' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Godown%20Street',
    )
    expect(screen.getByText('3 parcels')).toBeTruthy()
    expect(screen.getByText('₹450.00 to pay at the branch')).toBeTruthy()
    expect(screen.getByText('LR-70021')).toBeTruthy()
    const free = screen.getByRole('status')
    expect(free.textContent).toContain('Collect by Sat, 14 Nov')
    expect(free.textContent).toContain('2 free days left.')
    expect(
      screen.getByRole('img', { name: /Lorry receipt for enquiry ENQ-00042, LR number LR-70021/ }),
    ).toBeTruthy()
  })

  it('warns once the free days are over, naming the first day of demurrage', async () => {
    show(
      'en',
      view(
        shipment({
          free: { free_days_left: 0, collect_by: '2026-11-14', demurrage_from: '2026-11-15', overdue: true },
        }),
      ),
    )
    const free = await screen.findByRole('status')
    expect(free.textContent).toContain('the branch may charge demurrage from Sun, 15 Nov')
  })

  it('shows the freight as the seller recorded it, with the reason it differs from the quote, in both languages', async () => {
    const reason = 'Only to-pay lorries reach your town; we refund the ₹350.'
    show('en', view(shipment({ freight: 420, freight_reason: reason })))
    expect(await screen.findByText('₹420.00 to pay at the branch')).toBeTruthy()
    expect(screen.getByText('Why this differs from your quote')).toBeTruthy()
    expect(screen.getByText(reason)).toBeTruthy()
    cleanup()
    show('ta', view(shipment({ freight: 420, freight_reason: reason })))
    expect(await screen.findByText('உங்கள் விலைப்புள்ளியிலிருந்து இது மாறுவதற்கான காரணம்')).toBeTruthy()
    expect(screen.getByText(reason)).toBeTruthy()
    cleanup()
    // Freight that keeps to the quote says nothing more.
    show('en', view(shipment()))
    await screen.findByText('₹450.00 to pay at the branch')
    expect(screen.queryByText('Why this differs from your quote')).toBeNull()
  })

  it('before arrival says it is on the way and shows no countdown; paid freight says so', async () => {
    show(
      'en',
      view(
        shipment({ state: 'dispatched', arrived_on: null, free: null, freight_mode: 'paid', freight: 0 }),
        'DISPATCHED',
      ),
    )
    expect(await screen.findByText('Your parcel is on its way to the Chennai branch.')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText('Paid: nothing to pay at the branch')).toBeTruthy()
  })

  it("links the transporter's tracking page in a new tab, in both languages, and none without one", async () => {
    const href = 'https://track.example/lr?no=LR%2070021'
    show('en', view(shipment({ tracking_href: href })))
    const link = await screen.findByRole('link', { name: 'Track on Sivakasi Roadways’s site' })
    expect(link.getAttribute('href')).toBe(href)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.className).toContain('btn')
    cleanup()
    show('ta', view(shipment({ tracking_href: href })))
    expect(
      (await screen.findByRole('link', { name: 'Sivakasi Roadways தளத்தில் பார்சலைக் கண்காணிக்க' })).getAttribute(
        'href',
      ),
    ).toBe(href)
    cleanup()
    show('en', view(shipment()))
    await screen.findByRole('heading', { name: 'Collect your parcel' })
    expect(screen.queryByRole('link', { name: /Track on/ })).toBeNull()
  })

  it('reads the same in Tamil, with Tamil dates and the branch town in Tamil', async () => {
    show('ta', view(shipment()))
    expect(await screen.findByRole('heading', { name: 'உங்கள் பார்சலைப் பெற' })).toBeTruthy()
    expect(screen.getByText('உங்கள் பார்சல் சென்னை கிளைக்கு வந்துவிட்டது. தயவுசெய்து பெற்றுக்கொள்ளவும்.')).toBeTruthy()
    expect(screen.queryByText('Chennai')).toBeNull()
    expect(screen.getByText('3 பார்சல்கள்')).toBeTruthy()
    expect(screen.getByText('₹450.00 கிளையில் செலுத்த வேண்டும்')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'கிளையை அழைக்க: 044 2522 1234' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'கிளையை வரைபடத்தில் பார்க்க' })).toBeTruthy()
    const free = screen.getByRole('status')
    expect(free.textContent).toContain('இன்னும் 2 நாள்')
    expect(free.textContent).toMatch(/நவ.*14/)
    expect(screen.getByText('டிரான்ஸ்போர்ட் அலுவலகம் வந்தடைந்தது')).toBeTruthy()
  })

  it('in Tamil names the town as the seller wrote it when no Tamil name was given', async () => {
    show('ta', view(shipment({ branch_town_ta: '' })))
    expect(
      await screen.findByText('உங்கள் பார்சல் Chennai கிளைக்கு வந்துவிட்டது. தயவுசெய்து பெற்றுக்கொள்ளவும்.'),
    ).toBeTruthy()
  })

  it('an enquiry dispatched before transport records still shows its LR number and transporter', async () => {
    show('en', view(null, 'DISPATCHED'))
    expect(await screen.findByText('LR-70021')).toBeTruthy()
    expect(screen.getByText('Sivakasi Roadways, Chennai')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Collect your parcel' })).toBeNull()
  })
})
