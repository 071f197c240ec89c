import { defineMessages } from '../../lib/i18n'

// The words of the enquiry displays every order page shares: lists, the not-found and failed states.
export const orderDisplayMessages = defineMessages(
  {
    enquiryNo: 'Enquiry No.',
    date: 'Date',
    amount: 'Amount',
    status: 'Status',
    yes: 'Yes',
    no: 'No',
    notFound: 'We could not find that enquiry. Please check the link, or find your enquiry with Track Order.',
    trackOrder: 'Track Order',
    orderNow: 'Order Now',
    loadFailed: 'We could not load this enquiry just now. Please check your connection and try again.',
    tryAgain: 'Try again',
    timeline: 'Timeline',
  },
  {
    enquiryNo: 'விசாரணை எண்',
    date: 'தேதி',
    amount: 'தொகை',
    status: 'நிலை',
    yes: 'உண்டு',
    no: 'இல்லை',
    notFound: 'அந்த விசாரணை கிடைக்கவில்லை. இணைப்பைச் சரிபார்க்கவும், அல்லது "ஆர்டர் நிலை" பக்கத்தில் உங்கள் விசாரணையைத் தேடவும்.',
    trackOrder: 'ஆர்டர் நிலை',
    orderNow: 'ஆர்டர் செய்ய',
    loadFailed: 'இந்த விசாரணையை இப்போது திறக்க முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    tryAgain: 'மீண்டும் முயல்க',
    timeline: 'நிலைகள்',
  },
)

// The products table is the bill's: in Tamil every heading carries its English too, as the whole
// bill does, so one printed copy serves a buyer and a transport office that read either.
const lines = {
  serial: 'S.No',
  code: 'Code',
  product: 'Product',
  mrp: 'MRP',
  discount: 'Disc. %',
  price: 'Price',
  qty: 'Qty',
  total: 'Total',
}
const both = (ta: string, en: string) => `${ta} / ${en}`

export const orderLinesMessages = defineMessages(lines, {
  serial: both('வ.எண்', lines.serial),
  code: both('குறியீடு', lines.code),
  product: both('பொருள்', lines.product),
  mrp: lines.mrp,
  discount: both('தள்ளுபடி %', lines.discount),
  price: both('விலை', lines.price),
  qty: both('எண்ணிக்கை', lines.qty),
  total: both('மொத்தம்', lines.total),
})
