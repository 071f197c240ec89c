// The enquiry lifecycle, from receipt through the quote and payment to delivery
// (see docs/behaviour.md#the-sellers-console). One definition for server, pages and console.
export const ORDER_STATUSES = [
  'ENQUIRY_RECEIVED',
  'QUOTED',
  'ACCEPTED',
  'CONFIRMED',
  'PAYMENT_SUBMITTED',
  'PART_PAID',
  'PAYMENT_RECEIVED',
  'PACKED',
  'DISPATCHED',
  'ARRIVED',
  'COLLECTED',
  'DELIVERED',
  'CANCELLED',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ENQUIRY_RECEIVED: 'Enquiry received',
  QUOTED: 'Quote sent',
  ACCEPTED: 'Quote accepted',
  CONFIRMED: 'Confirmed',
  PAYMENT_SUBMITTED: 'Payment submitted',
  PART_PAID: 'Part paid',
  PAYMENT_RECEIVED: 'Payment received',
  PACKED: 'Packed',
  DISPATCHED: 'Dispatched',
  ARRIVED: 'Arrived at branch',
  COLLECTED: 'Collected',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
}

// The same stages as a Tamil shop says them. The server's answers keep the English label
// (order_status_label); Tamil pages take theirs from here by the status.
export const ORDER_STATUS_LABELS_TA: Record<OrderStatus, string> = {
  ENQUIRY_RECEIVED: 'விசாரணை பெறப்பட்டது',
  QUOTED: 'விலைப்புள்ளி அனுப்பப்பட்டது',
  ACCEPTED: 'விலைப்புள்ளி ஏற்கப்பட்டது',
  CONFIRMED: 'உறுதி செய்யப்பட்டது',
  PAYMENT_SUBMITTED: 'பணம் செலுத்திய விவரம் அனுப்பப்பட்டது',
  PART_PAID: 'பகுதித் தொகை பெறப்பட்டது',
  PAYMENT_RECEIVED: 'முழுத் தொகை பெறப்பட்டது',
  PACKED: 'பேக் செய்யப்பட்டது',
  DISPATCHED: 'அனுப்பப்பட்டது',
  ARRIVED: 'டிரான்ஸ்போர்ட் அலுவலகம் வந்தடைந்தது',
  COLLECTED: 'பெற்றுக்கொள்ளப்பட்டது',
  DELIVERED: 'டெலிவரி செய்யப்பட்டது',
  CANCELLED: 'ரத்து செய்யப்பட்டது',
}

// Every move the lifecycle allows. Cancelling is possible until the parcel leaves Sivakasi.
// CONFIRMED is the path of a deal settled by phone, without an online quote.
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  ENQUIRY_RECEIVED: ['QUOTED', 'CONFIRMED', 'CANCELLED'],
  QUOTED: ['ACCEPTED', 'CONFIRMED', 'CANCELLED'],
  ACCEPTED: ['QUOTED', 'PAYMENT_SUBMITTED', 'PART_PAID', 'PAYMENT_RECEIVED', 'CANCELLED'],
  CONFIRMED: ['QUOTED', 'PAYMENT_RECEIVED', 'CANCELLED'],
  PAYMENT_SUBMITTED: ['ACCEPTED', 'PART_PAID', 'PAYMENT_RECEIVED', 'CANCELLED'],
  PART_PAID: ['PAYMENT_SUBMITTED', 'PAYMENT_RECEIVED', 'CANCELLED'],
  PAYMENT_RECEIVED: ['PACKED', 'CANCELLED'],
  PACKED: ['DISPATCHED', 'CANCELLED'],
  // A parcel goes to the transporter's branch in the buyer's town and waits there to be collected;
  // Delivered stays for the rare door delivery.
  DISPATCHED: ['ARRIVED', 'DELIVERED'],
  ARRIVED: ['COLLECTED'],
  COLLECTED: [],
  DELIVERED: [],
  CANCELLED: [],
}

// Reached only through their own action, never by the console's status buttons: sending a quote,
// the buyer's acceptance, the buyer's payment details, the seller's check of a payment, and the
// transport steps, which write the dispatch record (dispatch form, arrived, collected).
export const ACTION_STATUSES: readonly OrderStatus[] = [
  'QUOTED',
  'ACCEPTED',
  'PAYMENT_SUBMITTED',
  'PART_PAID',
  'DISPATCHED',
  'ARRIVED',
  'COLLECTED',
]

// A payment waiting for the seller's check, or part of the money in, is settled by checking
// payments, not by a button that would skip them.
const settledByPayments = (from: OrderStatus) => from === 'PAYMENT_SUBMITTED' || from === 'PART_PAID'

const byHand = (from: OrderStatus): readonly OrderStatus[] =>
  ORDER_STATUS_TRANSITIONS[from].filter(
    (to) => !ACTION_STATUSES.includes(to) && !(to === 'PAYMENT_RECEIVED' && settledByPayments(from)),
  )

export const MANUAL_TRANSITIONS = Object.fromEntries(ORDER_STATUSES.map((s) => [s, byHand(s)])) as Record<
  OrderStatus,
  readonly OrderStatus[]
>

// The seller may send a (new) quote until money has moved.
export const QUOTABLE_STATUSES: readonly OrderStatus[] = [
  'ENQUIRY_RECEIVED',
  'QUOTED',
  'ACCEPTED',
  'CONFIRMED',
]

// The buyer's page offers payment once the quote is accepted and until it is fully paid.
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['ACCEPTED', 'PAYMENT_SUBMITTED', 'PART_PAID']

// Payment details are offered to the buyer once there is something agreed to pay: a quote the buyer
// accepted (until it is paid) or a deal the seller confirmed. Before, the buyer waits for the quote.
export const paymentOpen = (status: OrderStatus) =>
  PAYABLE_STATUSES.includes(status) || status === 'CONFIRMED'

// The stages run in lifecycle order, Cancelled last and off the path: a status has reached a stage
// when it is that stage or one after it, and a cancelled enquiry has reached none.
export const fromStage = (stage: OrderStatus) => (status: OrderStatus) =>
  status !== 'CANCELLED' && ORDER_STATUSES.indexOf(status) >= ORDER_STATUSES.indexOf(stage)

// The money is in: Payment received and every stage after it, whether the seller checked payment by
// payment or marked a deal settled by phone paid by hand.
export const moneyIn = fromStage('PAYMENT_RECEIVED')

// The parcel has left Sivakasi: Dispatched and every stage after it.
export const dispatched = fromStage('DISPATCHED')

export const INITIAL_ORDER_STATUS: OrderStatus = 'ENQUIRY_RECEIVED'

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) =>
  ORDER_STATUS_TRANSITIONS[from].includes(to)

export const canMoveOrderByHand = (from: OrderStatus, to: OrderStatus) =>
  MANUAL_TRANSITIONS[from].includes(to)
