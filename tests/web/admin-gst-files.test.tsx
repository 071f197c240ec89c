import type { EwayBillStatus } from '@contract/admin-gst-files'
import { defaultSettings } from '@contract/settings-defaults'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { lastMonth } from '../../web/src/console/inbox/gstr1-export'
import {
  detail,
  fakeApi,
  list,
  ORDER_ID,
  openEnquiryPage,
  renderAt,
  resetConsoleBetweenTests,
  signIn,
} from './admin-pages-kit'

resetConsoleBetweenTests()

// The console's files for the accountant and the lorry: fetched with the token and saved from
// memory under the server's name.
const saving = () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  const saved: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
  })
  return saved
}

const file = (name: string, type: string) =>
  new Response('{}', {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  })

const packed = detail({ order_status: 'PACKED', order_status_label: 'Packed', allowed_next: ['CANCELLED'] })
const due: EwayBillStatus = {
  needed: true,
  invoice_no: 'SC/2026-27/0007',
  invoice_total: 60000.17,
  eway_bill_no: null,
  eway_bill_at: null,
}

describe('the e-way bill on the dispatch form', () => {
  it("offers the file with the form's choices and saves the 12-digit number", async () => {
    const saved = saving()
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: packed } },
      'GET admin/settings': { body: { data: defaultSettings } },
      [`GET admin/orders/${ORDER_ID}/eway-bill`]: { body: { data: due } },
      [`GET admin/orders/${ORDER_ID}/eway-bill.json`]: file(
        'eway-bill-SC-2026-27-0007.json',
        'application/json',
      ),
      [`POST admin/orders/${ORDER_ID}/eway-bill`]: (c) => ({
        body: { data: { ...due, ...(c.body as object), eway_bill_at: '20/10/2026 12:00 PM' } },
      }),
    })
    openEnquiryPage()
    expect(await screen.findByText(/over ₹50,000: the lorry needs an e-way bill/)).toBeTruthy()
    const panel = (await screen.findByRole('heading', { name: 'Transport' })).closest(
      'section',
    ) as HTMLElement
    fireEvent.change(within(panel).getByLabelText('Branch (buyer’s town)'), { target: { value: 'madurai' } })
    fireEvent.change(within(panel).getByLabelText('LR number'), { target: { value: 'LR-9001' } })
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Download e-way bill file (JSON)' })),
    )
    await waitFor(() => expect(saved).toEqual(['eway-bill-SC-2026-27-0007.json']))
    expect(calls.find((c) => c.path.startsWith(`admin/orders/${ORDER_ID}/eway-bill.json`))?.path).toBe(
      `admin/orders/${ORDER_ID}/eway-bill.json?transporter_id=sivakasi-roadways&branch_id=madurai&lr_number=LR-9001`,
    )
    const number = within(panel).getByLabelText('E-way bill number (12 digits)')
    fireEvent.change(number, { target: { value: '12345678901' } })
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Save e-way bill number' })),
    )
    expect(await within(panel).findByText('The e-way bill number has 12 digits')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    fireEvent.change(number, { target: { value: '123456789012' } })
    await act(async () =>
      fireEvent.click(within(panel).getByRole('button', { name: 'Save e-way bill number' })),
    )
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ eway_bill_no: '123456789012' }),
    )
  }, 15_000)

  it('says nothing of an e-way bill when the invoice is under Rs 50,000', async () => {
    fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: packed } },
      'GET admin/settings': { body: { data: defaultSettings } },
      [`GET admin/orders/${ORDER_ID}/eway-bill`]: { body: { data: { ...due, needed: false } } },
    })
    openEnquiryPage()
    expect(await screen.findByRole('button', { name: 'Mark dispatched' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Download e-way bill file (JSON)' })).toBeNull()
  })
})

describe('GSTR-1 for the accountant', () => {
  it('downloads the ZIP of the chosen month, last month by default', async () => {
    const saved = saving()
    const calls = fakeApi({
      'GET admin/orders': { body: { data: list } },
      'GET admin/exports/gstr1': (c) => file(`gstr1-${c.path.slice(-7)}.zip`, 'application/zip'),
    })
    signIn(['admin'])
    renderAt('/admin')
    const month = (await screen.findByLabelText('Month')) as HTMLInputElement
    expect(month.value).toBe(lastMonth(Date.now()))
    fireEvent.change(month, { target: { value: '2026-10' } })
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'GSTR-1 for the accountant (ZIP)' })),
    )
    await waitFor(() => expect(saved).toEqual(['gstr1-2026-10.zip']))
    expect(calls.find((c) => c.path.startsWith('admin/exports'))?.path).toBe(
      'admin/exports/gstr1?month=2026-10',
    )
    expect(lastMonth(Date.parse('2027-01-10T00:00:00+05:30'))).toBe('2026-12')
  })
})
