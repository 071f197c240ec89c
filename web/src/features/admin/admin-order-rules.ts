import type { OrderStatus } from '@contract/order-status'
import type { OrderRecord } from '@contract/orders'
import { rupees } from '../../lib/format'
import { SHOP_NAME } from '../../shared/brand'

// The enquiry page: the seller's buttons, and the call and WhatsApp links to the buyer.

export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  ENQUIRY_RECEIVED: 'Mark received',
  QUOTED: 'Send quote',
  ACCEPTED: 'Mark accepted',
  CONFIRMED: 'Confirm',
  PAYMENT_SUBMITTED: 'Payment submitted',
  PART_PAID: 'Part paid',
  PAYMENT_RECEIVED: 'Payment received',
  PACKED: 'Mark packed',
  DISPATCHED: 'Mark dispatched',
  ARRIVED: 'Mark arrived at branch',
  COLLECTED: 'Mark collected',
  DELIVERED: 'Mark delivered',
  CANCELLED: 'Cancel enquiry',
}

export const cancelQuestion = (enquiryNumber: string) =>
  `Cancel enquiry ${enquiryNumber}? The buyer will see it as Cancelled and it cannot be reopened.`

// The LR photo can be added once the parcel has left (the server refuses it before).
export const canUploadLr = (status: OrderStatus) =>
  status === 'DISPATCHED' || status === 'ARRIVED' || status === 'COLLECTED' || status === 'DELIVERED'

// India numbers as the forms keep them (10 digits); anything longer keeps its last ten.
const tenDigits = (mobile: string) => mobile.replace(/\D/g, '').slice(-10)

export const telLink = (mobile: string) => `tel:+91${tenDigits(mobile)}`

type MessageOrder = Pick<
  OrderRecord,
  'customer_name' | 'enquiry_number' | 'order_status' | 'net_amount' | 'lr_number' | 'transporter'
>

// A first draft of the seller's WhatsApp message for where the enquiry stands; they edit it in WhatsApp.
export const whatsappMessage = (o: MessageOrder) => {
  const amount = rupees(o.net_amount)
  const next: Record<OrderStatus, string> = {
    ENQUIRY_RECEIVED: `we have received it (${amount}). We will confirm the items and the transport charges with you shortly.`,
    QUOTED: 'our quote is ready. Please open your quote link to see it and accept it.',
    ACCEPTED: 'thank you for accepting our quote. You can pay by UPI from your quote page.',
    CONFIRMED: `it is confirmed for ${amount}. Please make the payment and send us a screenshot here.`,
    PAYMENT_SUBMITTED: 'we have your payment details and will check them shortly.',
    PART_PAID: 'we have received part of the payment. The balance is shown on your quote page.',
    PAYMENT_RECEIVED: `we have received your payment of ${amount}. Thank you! We will pack your order now.`,
    PACKED: 'your parcel is packed and will be dispatched soon.',
    DISPATCHED: `your parcel has been dispatched${o.transporter ? ` by ${o.transporter}` : ''}${
      o.lr_number ? `, LR number ${o.lr_number}` : ''
    }. Please collect it at the transport office with the lorry receipt.`,
    ARRIVED: 'your parcel has arrived at the transport office. Please collect it with the lorry receipt.',
    COLLECTED: 'you have collected your parcel. Thank you for choosing us, happy Deepavali!',
    DELIVERED: 'your parcel has been delivered. Thank you for choosing us, happy Deepavali!',
    CANCELLED: 'it has been cancelled. Please call us if you have any questions.',
  }
  return `Vanakkam ${o.customer_name.trim()}, about your ${SHOP_NAME} enquiry ${o.enquiry_number}: ${
    next[o.order_status]
  }`
}

export const whatsappLink = (o: MessageOrder & Pick<OrderRecord, 'customer_mobile_no'>) =>
  `https://wa.me/91${tenDigits(o.customer_mobile_no)}?text=${encodeURIComponent(whatsappMessage(o))}`
