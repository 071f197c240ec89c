import type { AdminOrderPayments, AdminPayment } from '../../contract/admin-payments'
import { toRupees } from '../../contract/money'
import type { BuyerPayment, PaymentFigures, QuotePaymentView } from '../../contract/payments'
import type { StoredSettings } from '../../contract/settings'
import { upiPayLink } from '../../contract/upi'
import { formatIndiaDateTime } from '../../lib/time'
import { enquiryNumber } from '../orders/orders-views'
import { isPayable, type PaiseFigures } from './payments-figures'
import type { OrderPayments, PaymentRow } from './payments-read'

export const toFigures = (f: PaiseFigures): PaymentFigures => ({
  total: toRupees(f.totalPaise),
  received: toRupees(f.receivedPaise),
  pending: toRupees(f.pendingPaise),
  balance: toRupees(f.balancePaise),
})

const toBuyerPayment = (p: PaymentRow): BuyerPayment => ({
  reference: p.reference,
  method: p.method,
  amount: toRupees(p.claimedPaise),
  status: p.status,
  submitted_at: formatIndiaDateTime(p.submittedAt),
  received_amount: toRupees(p.receivedPaise),
})

export const toQuotePaymentView = (
  { order, payments, figures }: OrderPayments,
  settings: StoredSettings,
): QuotePaymentView => {
  const number = enquiryNumber(order.orderNo)
  const { upi_id, payee_name } = settings.billing
  return {
    enquiry_number: number,
    order_status: order.status,
    payable: isPayable(order.status, figures.totalPaise),
    ...toFigures(figures),
    upi: upi_id
      ? {
          id: upi_id,
          payee: payee_name,
          link: upiPayLink({ upiId: upi_id, payee: payee_name, paise: figures.balancePaise, note: number }),
        }
      : null,
    bank_accounts: settings.payment.bank_accounts,
    payments: payments.map(toBuyerPayment),
  }
}

const toAdminPayment = (p: PaymentRow): AdminPayment => ({
  ...toBuyerPayment(p),
  _id: p.id,
  submitted_by: p.submittedBy,
  verified_by: p.verifiedBy,
  verified_at: p.verifiedAt === null ? null : formatIndiaDateTime(p.verifiedAt),
  note: p.note,
  has_screenshot: p.screenshotKey !== null,
})

export const toAdminOrderPayments = ({ order, payments, figures }: OrderPayments): AdminOrderPayments => ({
  order_id: order.id,
  enquiry_number: enquiryNumber(order.orderNo),
  order_status: order.status,
  payable: isPayable(order.status, figures.totalPaise),
  ...toFigures(figures),
  payments: payments.map(toAdminPayment),
})
