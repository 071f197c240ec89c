import type { AdminOrderPayments, AdminWaitingPayment } from '@contract/admin-payments'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { detail, fakeApi, ORDER_ID, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

const PAYMENT_ID = 'PaYmEnT0123456789abcde'

const waiting = (over: Partial<AdminWaitingPayment> = {}): AdminWaitingPayment => ({
  _id: PAYMENT_ID,
  order_id: ORDER_ID,
  enquiry_number: 'ENQ-00042',
  customer_name: 'Lakshmi R',
  reference: '412345678901',
  method: 'upi',
  amount: 11800,
  submitted_at: '20/10/2026 12:05 PM',
  order_status: 'PAYMENT_SUBMITTED',
  balance: 11800,
  has_screenshot: true,
  ...over,
})

const orderPayments = (over: Partial<AdminOrderPayments> = {}): AdminOrderPayments => ({
  order_id: ORDER_ID,
  enquiry_number: 'ENQ-00042',
  order_status: 'PART_PAID',
  payable: true,
  total: 11800,
  received: 10000,
  pending: 0,
  balance: 1800,
  payments: [
    {
      _id: PAYMENT_ID,
      reference: '412345678901',
      method: 'upi',
      amount: 11800,
      status: 'received',
      submitted_at: '20/10/2026 12:05 PM',
      received_amount: 10000,
      submitted_by: 'buyer',
      verified_by: 'Murugan (9000000099)',
      verified_at: '20/10/2026 01:00 PM',
      note: null,
      has_screenshot: false,
    },
  ],
  ...over,
})

describe('the Payments page of the console', () => {
  it('lists told payments with the screenshot and records a part payment as received', async () => {
    const made = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shot')
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    let list = [waiting()]
    const calls = fakeApi({
      'GET admin/payments': () => ({ body: { data: { payments: list } } }),
      [`GET admin/payments/${PAYMENT_ID}/screenshot`]: { body: 'png' },
      [`POST admin/payments/${PAYMENT_ID}/verify`]: () => {
        list = []
        return { body: { data: orderPayments() } }
      },
    })
    signIn(['admin'])
    renderAt('/admin/payments')
    await screen.findByRole('heading', { name: /ENQ-00042/ })
    expect(screen.getByRole('link', { name: 'Payments', current: 'page' })).toBeTruthy()
    const shot = await screen.findByRole('img', { name: /Payment screenshot for ENQ-00042/ })
    expect(shot.getAttribute('src')).toBe('blob:shot')
    const screenshotCall = calls.find((c) => c.path.endsWith('/screenshot'))
    expect(screenshotCall?.headers['x-auth-token']).toBe('tok-admin')
    fireEvent.change(screen.getByLabelText(/Amount received/), { target: { value: '10000' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Received' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      outcome: 'received',
      received_amount: '10000',
    })
    await screen.findByText('No payments are waiting to be checked.')
    expect(revoked).toHaveBeenCalledWith('blob:shot')
    made.mockRestore()
    revoked.mockRestore()
  })

  it('marks a payment not found', async () => {
    const calls = fakeApi({
      'GET admin/payments': { body: { data: { payments: [waiting({ has_screenshot: false })] } } },
      [`POST admin/payments/${PAYMENT_ID}/verify`]: {
        body: { data: orderPayments({ order_status: 'ACCEPTED' }) },
      },
    })
    signIn(['admin'])
    renderAt('/admin/payments')
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Not found' })))
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ outcome: 'not_found' }),
    )
  })
})

describe("the enquiry page's payments block", () => {
  it('shows the balance and records a cash payment', async () => {
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: {
        body: { data: detail({ order_status: 'PART_PAID', order_status_label: 'Part paid' }) },
      },
      [`GET admin/orders/${ORDER_ID}/payments`]: { body: { data: orderPayments() } },
      [`POST admin/orders/${ORDER_ID}/payments`]: {
        status: 201,
        body: { data: orderPayments({ balance: 0 }) },
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    await screen.findByRole('heading', { name: 'Payments' })
    expect(await screen.findByText('₹1,800.00')).toBeTruthy()
    expect(screen.getByText(/₹10,000.00 received/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/Reference or receipt number/), { target: { value: 'RCPT-17' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record payment' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      method: 'cash',
      reference: 'RCPT-17',
      amount: '1800',
    })
  })

  // The seller types a reference the server says another enquiry holds (409 naming it); the
  // server records it only when the second call confirms one payment paid both.
  const recordHeldReference = async (reference: string) => {
    const held = {
      status: 409,
      body: {
        error: {
          code: 'PAYMENT_DUPLICATE',
          message: 'This reference is already recorded for enquiry ENQ-00007.',
          details: { reference: reference.toUpperCase(), enquiry_number: 'ENQ-00007' },
        },
      },
    }
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: {
        body: { data: detail({ order_status: 'PART_PAID', order_status_label: 'Part paid' }) },
      },
      [`GET admin/orders/${ORDER_ID}/payments`]: { body: { data: orderPayments() } },
      [`POST admin/orders/${ORDER_ID}/payments`]: (call) =>
        (call.body as { shared_reference?: boolean }).shared_reference
          ? { status: 201, body: { data: orderPayments({ balance: 0 }) } }
          : held,
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    await screen.findByRole('heading', { name: 'Payments' })
    const { ConfirmHost } = await import('../../web/src/ui/confirm')
    render(<ConfirmHost />)
    fireEvent.change(await screen.findByLabelText(/Reference or receipt number/), {
      target: { value: reference },
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record payment' })))
    const question = `${reference.toUpperCase()} is already recorded for enquiry ENQ-00007. Did this one payment pay both enquiries? Record it here too?`
    expect(await screen.findByText(question)).toBeTruthy()
    return { posts: () => calls.filter((c) => c.method === 'POST') }
  }

  it('asks before recording a reference another enquiry holds, and records it only on Yes', async () => {
    const { posts } = await recordHeldReference('neft4455')
    expect(posts()).toHaveLength(1)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })))
    await waitFor(() => expect(posts()).toHaveLength(2))
    expect(posts()[1]?.body).toMatchObject({ reference: 'neft4455', shared_reference: true })
  })

  it('leaves the payment unrecorded and says why when the seller answers Cancel', async () => {
    const { posts } = await recordHeldReference('RCPT-1')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })))
    expect(
      await screen.findByText('Not recorded: enquiry ENQ-00007 already holds this reference.'),
    ).toBeTruthy()
    expect(posts()).toHaveLength(1)
  })
})
