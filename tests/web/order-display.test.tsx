import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OrderLinesTable } from '../../web/src/shared/orders/order-lines-table'
import { OrdersTable } from '../../web/src/shared/orders/orders-table'
import { StatusBadge } from '../../web/src/shared/orders/status-badge'
import { sparklersLine } from './order-fixtures'

afterEach(cleanup)

describe('the shared order display', () => {
  it("shows the contract's label for a status when the server sends none, and the stage's colour", () => {
    render(<StatusBadge status="PAYMENT_RECEIVED" />)
    const badge = screen.getByText('Payment received')
    expect(badge.className).toContain('status-payment_received')
  })

  it('lists enquiries with the enquiry number heading each row and every cell labelled for phones', () => {
    const rows = [
      {
        _id: 'a',
        enquiry_number: 'ENQ-00042',
        order_date: '01/11/2026 10:00 AM',
        net_amount: 2500.5,
        order_status: 'CANCELLED' as const,
        order_status_label: 'Cancelled',
      },
    ]
    render(<OrdersTable rows={rows} rowKey={(r) => r._id} caption="Your enquiries" />)
    const row = screen.getByRole('row', { name: /ENQ-00042/ })
    expect(within(row).getByRole('rowheader').textContent).toBe('ENQ-00042')
    const labels = within(row)
      .getAllByRole('cell')
      .map((c) => c.getAttribute('data-label'))
    expect(labels).toEqual(['Date', 'Amount', 'Status'])
    expect(within(row).getByText('Cancelled').className).toContain('status-cancelled')
  })

  it('draws each order line with its Tamil name and the amounts in rupees', () => {
    const line = sparklersLine()
    render(<OrderLinesTable lines={[line]} caption="Products" showPer />)
    const row = screen.getByRole('row', { name: /SP-01/ })
    expect(row.textContent).toContain('Sparklers 10cm (box)கம்பி மத்தாப்பு')
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1',
      'SP-01',
      'Sparklers 10cm (box)கம்பி மத்தாப்பு',
      expect.stringContaining('100'),
      '80%',
      expect.stringContaining('20'),
      '3',
      expect.stringContaining('60'),
    ])
  })
})
