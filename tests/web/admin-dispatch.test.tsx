import type { AdminQuotes, QuoteFigures } from '@contract/quotes'
import { defaultSettings } from '@contract/settings-defaults'
import type { ShipmentView } from '@contract/transport'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  detail,
  enquiryVersion,
  fakeApi,
  ORDER_ID,
  openEnquiryPage,
  renderAt,
  resetConsoleBetweenTests,
  signIn,
} from './admin-pages-kit'

resetConsoleBetweenTests()

const packed = detail({ order_status: 'PACKED', order_status_label: 'Packed', allowed_next: ['CANCELLED'] })
const record: ShipmentView = {
  state: 'dispatched',
  transporter_name: 'Sivakasi Roadways (demo)',
  branch_town: 'Madurai',
  branch_town_ta: 'மதுரை',
  branch_address: 'Demo branch, 8 Transport Nagar, Madurai 625001',
  branch_phone: '+91 90000 00013',
  branch_tel_href: 'tel:+919000000013',
  map_href: 'https://www.google.com/maps/search/?api=1&query=x',
  parcels: 4,
  freight_mode: 'to_pay',
  freight: 520,
  freight_reason: null,
  lr_number: 'LR-9001',
  tracking_href: null,
  free_days: 3,
  dispatched_on: '2026-11-09',
  arrived_on: null,
  collected_on: null,
  free: null,
}

const transportPanel = async () => {
  const heading = await screen.findByRole('heading', { name: 'Transport' })
  return heading.closest('section') as HTMLElement
}

describe('the console dispatch form', () => {
  it('sends the transporter, branch, parcels, freight and LR number of a Packed enquiry', async () => {
    let current = packed
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: () => ({ body: { data: current } }),
      'GET admin/settings': { body: { data: defaultSettings } },
      [`POST admin/orders/${ORDER_ID}/dispatch`]: () => {
        current = detail({
          order_status: 'DISPATCHED',
          order_status_label: 'Dispatched',
          allowed_next: ['DELIVERED'],
        })
        return { body: { data: current } }
      },
      [`GET admin/orders/${ORDER_ID}/shipment`]: { body: { data: record } },
    })
    openEnquiryPage()
    const panel = await transportPanel()
    // The status buttons no longer offer Dispatched: the form is the way.
    const send = await within(panel).findByRole('button', { name: 'Mark dispatched' })
    expect(screen.getAllByRole('button', { name: 'Mark dispatched' })).toEqual([send])
    // The only demo transporter is chosen; its branches are offered with their free days.
    const branch = (await within(panel).findByLabelText('Branch (buyer’s town)')) as HTMLSelectElement
    expect([...branch.options].map((o) => o.text)).toContain('Madurai (3 free days)')
    fireEvent.change(branch, { target: { value: 'madurai' } })
    fireEvent.change(within(panel).getByLabelText('Parcels'), { target: { value: '4' } })
    fireEvent.change(within(panel).getByLabelText('Freight the buyer pays (₹)'), { target: { value: '520' } })
    fireEvent.change(within(panel).getByLabelText('LR number'), { target: { value: 'LR-9001' } })
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Mark dispatched' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      transporter_id: 'sivakasi-roadways',
      branch_id: 'madurai',
      parcels: 4,
      freight_mode: 'to_pay',
      freight: 520,
      lr_number: 'LR-9001',
    })
    expect(await screen.findByRole('button', { name: 'Arrived at branch' })).toBeTruthy()
    expect(screen.getByText('Demo branch, 8 Transport Nagar, Madurai 625001')).toBeTruthy()
  })

  it('asks for the branch and the to-pay freight before sending anything', async () => {
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: packed } },
      'GET admin/settings': { body: { data: defaultSettings } },
    })
    openEnquiryPage()
    const panel = await transportPanel()
    await within(panel).findByLabelText('Branch (buyer’s town)')
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark dispatched' }))
    expect(await within(panel).findByText('Choose the branch in the buyer’s town')).toBeTruthy()
    expect(within(panel).getByText('Enter the freight the buyer pays at the branch')).toBeTruthy()
    expect(within(panel).getByText('LR number is required')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('starts from the accepted quote’s freight, warns when it would be charged twice and sends the reason', async () => {
    const figures: QuoteFigures = {
      sub_total: 3000,
      freight: 350,
      packing: 0,
      discount: 0,
      taxable: 3350,
      gst_rate_percent: 18,
      tax_kind: 'intra',
      cgst: 301.5,
      sgst: 301.5,
      igst: 0,
      total: 3953,
    }
    const v0 = enquiryVersion([], { ...figures, freight: 0 })
    const quotes: AdminQuotes = {
      versions: [v0, { ...v0, version: 1, figures, freight_terms: 'with_order', freight_to_pay: 0 }],
      accepted_version: 1,
      responses: [],
      quote_link: null,
    }
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: packed } },
      [`GET admin/orders/${ORDER_ID}/quotes`]: { body: { data: quotes } },
      'GET admin/settings': { body: { data: defaultSettings } },
      [`POST admin/orders/${ORDER_ID}/dispatch`]: { body: { data: packed } },
    })
    openEnquiryPage()
    const panel = await transportPanel()
    // Freight went with the order: the seller pays the lorry, and the form says what the quote said.
    const mode = (await within(panel).findByLabelText('Freight')) as HTMLSelectElement
    expect(mode.value).toBe('paid')
    expect(within(panel).getByText('Quote v1: freight with the order, ₹350.00 in its total.')).toBeTruthy()
    expect(within(panel).queryByLabelText('Reason for the buyer')).toBeNull()

    fireEvent.change(within(panel).getByLabelText('Branch (buyer’s town)'), { target: { value: 'madurai' } })
    fireEvent.change(mode, { target: { value: 'to_pay' } })
    fireEvent.change(within(panel).getByLabelText('Freight the buyer pays (₹)'), { target: { value: '420' } })
    fireEvent.change(within(panel).getByLabelText('LR number'), { target: { value: 'LR-9001' } })
    expect(within(panel).getByRole('status').textContent).toContain('charges it twice')
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Mark dispatched' })))
    expect(
      await within(panel).findByText('Say why the freight differs from the quote: the buyer reads it'),
    ).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])

    fireEvent.change(within(panel).getByLabelText('Reason for the buyer'), {
      target: { value: 'Only to-pay lorries reach your town; we refund the ₹350.' },
    })
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Mark dispatched' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      freight_mode: 'to_pay',
      freight: 420,
      freight_reason: 'Only to-pay lorries reach your town; we refund the ₹350.',
    })
  })

  it('marks a dispatched parcel arrived, and shows the server’s refusal', async () => {
    const dispatched = detail({
      order_status: 'DISPATCHED',
      order_status_label: 'Dispatched',
      allowed_next: ['DELIVERED'],
    })
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: dispatched } },
      [`GET admin/orders/${ORDER_ID}/shipment`]: { body: { data: record } },
      [`POST admin/orders/${ORDER_ID}/arrived`]: {
        status: 409,
        body: { error: { code: 'INVALID_TRANSITION', message: 'This one is Arrived at branch.' } },
      },
    })
    openEnquiryPage()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Arrived at branch' })))
    expect(await screen.findByText('This one is Arrived at branch.')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`admin/orders/${ORDER_ID}/arrived`)
  })
})

describe('the console transport panel', () => {
  it('shows the dispatch, arrival and collect-by days as dd/mm/yyyy, like the rest of the console', async () => {
    const arrived = detail({
      order_status: 'ARRIVED',
      order_status_label: 'Arrived at branch',
      allowed_next: [],
    })
    fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: arrived } },
      [`GET admin/orders/${ORDER_ID}/shipment`]: {
        body: {
          data: {
            ...record,
            state: 'arrived',
            arrived_on: '2026-11-10',
            tracking_href: 'https://track.example/?lr=LR-9001',
            free: {
              collect_by: '2026-11-13',
              free_days_left: 3,
              overdue: false,
              demurrage_from: '2026-11-14',
            },
          },
        },
      },
    })
    openEnquiryPage()
    const panel = await transportPanel()
    await waitFor(() =>
      expect(within(panel).getByText(/Dispatched 09\/11\/2026, arrived 10\/11\/2026/)).toBeTruthy(),
    )
    expect(within(panel).getByText(/Free until 13\/11\/2026/)).toBeTruthy()
    expect(panel.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    // The buyer's tracking link beside the LR, for the seller to check it.
    const track = within(panel).getByRole('link', { name: 'Track on Sivakasi Roadways (demo)’s site' })
    expect(track.getAttribute('href')).toBe('https://track.example/?lr=LR-9001')
  })
})

describe('the status buttons of a dispatched parcel', () => {
  it('say that Delivered is the door delivery, so the seller does not take it for the branch arrival', async () => {
    const dispatched = detail({
      order_status: 'DISPATCHED',
      order_status_label: 'Dispatched',
      allowed_next: ['DELIVERED'],
    })
    fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: dispatched } },
      [`GET admin/orders/${ORDER_ID}/shipment`]: { body: { data: record } },
    })
    openEnquiryPage()
    expect(await screen.findByRole('button', { name: 'Arrived at branch' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Mark delivered to the door' })).toBeTruthy()
  })
})

describe('the Transport settings', () => {
  it('edits a branch and saves it with the rest of the settings', async () => {
    const calls = fakeApi({
      'GET admin/settings': { body: { data: defaultSettings } },
      'PUT admin/settings': (call) => ({ body: { data: call.body } }),
    })
    signIn(['admin'])
    renderAt('/admin/settings')
    const section = (await screen.findByRole('heading', { name: 'Transport' })).closest(
      'section',
    ) as HTMLElement
    const towns = within(section).getAllByLabelText('Town') as HTMLInputElement[]
    expect(towns[0]!.value).toBe('Chennai')
    fireEvent.change(within(section).getAllByLabelText('Free days')[0]!, { target: { value: '5' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Add a branch' }))
    const added = within(section).getAllByLabelText('Town').length - 1
    fireEvent.change(within(section).getAllByLabelText('Town')[added]!, { target: { value: 'Salem Town' } })
    fireEvent.change(within(section).getAllByLabelText(/Town in Tamil/)[added]!, {
      target: { value: 'சேலம்' },
    })
    fireEvent.change(within(section).getAllByLabelText('Address')[added]!, {
      target: { value: '3 Bus Stand Road, Salem' },
    })
    fireEvent.change(within(section).getAllByLabelText('Branch phone')[added]!, {
      target: { value: '0427 2211 000' },
    })
    fireEvent.change(within(section).getAllByLabelText(/Distance from the shop/)[added]!, {
      target: { value: '230' },
    })
    fireEvent.change(within(section).getByLabelText(/GSTIN or TRANSIN/), {
      target: { value: '33aaacs5678d1zf' },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const sent = calls.find((c) => c.method === 'PUT')?.body as typeof defaultSettings
    const branches = sent.transport.transporters[0]!.branches
    expect(sent.transport.transporters[0]!.gstin).toBe('33AAACS5678D1ZF')
    expect(branches[0]).toMatchObject({ id: 'chennai', free_days: 5 })
    expect(branches.at(-1)).toEqual({
      id: 'salem-town',
      town: 'Salem Town',
      town_ta: 'சேலம்',
      address: '3 Bus Stand Road, Salem',
      phone: '0427 2211 000',
      map_link: '',
      free_days: 3,
      distance_km: 230,
    })
    // The whole settings page draws and saves: several seconds on a loaded two-core machine.
  }, 15_000)
})
