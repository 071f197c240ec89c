import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { detail, fakeApi, ORDER_ID, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

describe('the console links an enquiry to its tax invoice', () => {
  it('names the invoice number once the order is paid', async () => {
    fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: {
        body: {
          data: detail({
            order_status: 'PAYMENT_RECEIVED',
            order_status_label: 'Payment received',
            allowed_next: ['PACKED', 'CANCELLED'],
            invoice_no: 'SC/2026-27/0007',
          }),
        },
      },
    })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    const link = await screen.findByRole('link', { name: /Tax invoice SC\/2026-27\/0007/ })
    expect(link.getAttribute('href')).toBe(`/invoice?id=${ORDER_ID}`)
  })

  it('has no invoice link before', async () => {
    fakeApi({ [`GET admin/orders/${ORDER_ID}`]: { body: { data: detail() } } })
    signIn(['admin'])
    renderAt(`/admin/order?id=${ORDER_ID}`)
    await screen.findByRole('heading', { name: 'ENQ-00042' })
    expect(screen.queryByRole('link', { name: /Tax invoice/ })).toBeNull()
  })
})
