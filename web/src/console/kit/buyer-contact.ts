import type { Locale } from '@contract/locale'
import type { OrderStatus } from '@contract/order-status'
import type { OrderRecord, PrintRecord } from '@contract/orders'
import { rupees } from '../../lib/format'
import { SHOP_NAME } from '../../shared/brand'

// Reaching the buyer of an enquiry: the call link, and the WhatsApp draft for where it stands
// (the enquiry page and the quote panel both offer it).

// India numbers as the forms keep them (10 digits); anything longer keeps its last ten.
const tenDigits = (mobile: string) => mobile.replace(/\D/g, '').slice(-10)

export const telLink = (mobile: string) => `tel:+91${tenDigits(mobile)}`

type MessageOrder = Pick<
  OrderRecord,
  'customer_name' | 'enquiry_number' | 'order_status' | 'net_amount' | 'lr_number' | 'transporter'
> &
  Partial<Pick<PrintRecord, 'locale'>>

// What to tell the buyer at each status, in English and in Tamil. An enquiry's amount is before
// GST (the quote and the tax invoice add it), so a deal confirmed by phone says so.
const nextStep = (o: MessageOrder): Record<Locale, Record<OrderStatus, string>> => {
  const amount = rupees(o.net_amount)
  const by = o.transporter ? { en: ` by ${o.transporter}`, ta: ` ${o.transporter} மூலம்` } : { en: '', ta: '' }
  const lr = o.lr_number
    ? { en: `, LR number ${o.lr_number}`, ta: `, LR எண் ${o.lr_number}` }
    : { en: '', ta: '' }
  return {
    en: {
      ENQUIRY_RECEIVED: `we have received it (estimate ${amount}). We will confirm the items and the transport charges with you shortly.`,
      QUOTED: 'our quote is ready. Please open your quote link to see it and accept it.',
      ACCEPTED: 'thank you for accepting our quote. You can pay by UPI from your quote page.',
      CONFIRMED: `it is confirmed for ${amount} plus GST. Please make the payment and send us a screenshot here.`,
      PAYMENT_SUBMITTED: 'we have your payment details and will check them shortly.',
      PART_PAID: 'we have received part of the payment. The balance is shown on your quote page.',
      PAYMENT_RECEIVED: 'we have received your payment. Thank you! We will pack your order now.',
      PACKED: 'your parcel is packed and will be dispatched soon.',
      DISPATCHED: `your parcel has been dispatched${by.en}${lr.en}. Please collect it at the transport office with the lorry receipt.`,
      ARRIVED: 'your parcel has arrived at the transport office. Please collect it with the lorry receipt.',
      COLLECTED: 'you have collected your parcel. Thank you for choosing us, happy Deepavali!',
      DELIVERED: 'your parcel has been delivered. Thank you for choosing us, happy Deepavali!',
      CANCELLED: 'it has been cancelled. Please call us if you have any questions.',
    },
    ta: {
      ENQUIRY_RECEIVED: `அது எங்களுக்குக் கிடைத்தது (மதிப்பீடு ${amount}). பொருட்களையும் போக்குவரத்துக் கட்டணத்தையும் விரைவில் உங்களுடன் உறுதி செய்கிறோம்.`,
      QUOTED: 'எங்கள் விலைப்புள்ளி தயார். உங்கள் விலைப்புள்ளி இணைப்பைத் திறந்து பார்த்து ஏற்றுக்கொள்ளுங்கள்.',
      ACCEPTED: 'விலைப்புள்ளியை ஏற்றதற்கு நன்றி. உங்கள் விலைப்புள்ளிப் பக்கத்திலேயே UPI மூலம் பணம் செலுத்தலாம்.',
      CONFIRMED: `${amount} + ஜிஎஸ்டி என உறுதி செய்யப்பட்டது. பணம் செலுத்தி, அதன் ஸ்கிரீன்ஷாட்டை இங்கே அனுப்புங்கள்.`,
      PAYMENT_SUBMITTED: 'நீங்கள் பணம் செலுத்திய விவரம் கிடைத்தது. விரைவில் சரிபார்க்கிறோம்.',
      PART_PAID: 'பணத்தில் ஒரு பகுதி கிடைத்தது. மீதத் தொகை உங்கள் விலைப்புள்ளிப் பக்கத்தில் உள்ளது.',
      PAYMENT_RECEIVED: 'உங்கள் பணம் கிடைத்தது. நன்றி! இப்போது உங்கள் ஆர்டரைப் பேக் செய்கிறோம்.',
      PACKED: 'உங்கள் பார்சல் பேக் செய்யப்பட்டது; விரைவில் அனுப்பப்படும்.',
      DISPATCHED: `உங்கள் பார்சல்${by.ta} அனுப்பப்பட்டது${lr.ta}. லாரி ரசீதுடன் போக்குவரத்து அலுவலகத்தில் பெற்றுக்கொள்ளுங்கள்.`,
      ARRIVED: 'உங்கள் பார்சல் போக்குவரத்து அலுவலகம் வந்துவிட்டது. லாரி ரசீதுடன் சென்று பெற்றுக்கொள்ளுங்கள்.',
      COLLECTED: 'உங்கள் பார்சலைப் பெற்றுக்கொண்டீர்கள். எங்களைத் தேர்ந்தெடுத்ததற்கு நன்றி, இனிய தீபாவளி வாழ்த்துகள்!',
      DELIVERED: 'உங்கள் பார்சல் வந்து சேர்ந்தது. எங்களைத் தேர்ந்தெடுத்ததற்கு நன்றி, இனிய தீபாவளி வாழ்த்துகள்!',
      CANCELLED: 'அது ரத்து செய்யப்பட்டது. ஏதேனும் கேள்வி இருந்தால் எங்களை அழைக்கவும்.',
    },
  }
}

// A first draft of the seller's WhatsApp message for where the enquiry stands, in the language the
// buyer enquired in; they edit it in WhatsApp.
export const whatsappMessage = (o: MessageOrder) => {
  const name = o.customer_name.trim()
  const step = nextStep(o)
  return o.locale === 'ta'
    ? `வணக்கம் ${name}, உங்கள் ${SHOP_NAME} விசாரணை ${o.enquiry_number} பற்றி: ${step.ta[o.order_status]}`
    : `Vanakkam ${name}, about your ${SHOP_NAME} enquiry ${o.enquiry_number}: ${step.en[o.order_status]}`
}

export const whatsappLink = (o: MessageOrder & Pick<OrderRecord, 'customer_mobile_no'>) =>
  `https://wa.me/91${tenDigits(o.customer_mobile_no)}?text=${encodeURIComponent(whatsappMessage(o))}`
