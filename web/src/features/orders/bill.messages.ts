import { defineMessages } from '../../lib/i18n'

// The printable bill. In Tamil every heading and label carries its English after it, so one
// printed copy serves the buyer and a transport office or bank clerk who reads only English.
const en = {
  loading: 'Loading your enquiry bill…',
  title: 'Enquiry Bill',
  download: 'Download',
  lorryReceipt: 'Lorry receipt (LR)',
  taxInvoice: 'Tax invoice',
  downloadHelp:
    "Opens your browser's print window: choose “Save as PDF” as the printer to keep a copy on your phone, or print it on paper.",
  phone: 'Phone',
  enquiryNo: 'Enquiry No.',
  accessCode: 'Access code',
  date: 'Date',
  status: 'Status',
  buyer: 'Buyer',
  billTo: 'Bill to',
  mobile: 'Mobile:',
  // The delivery State as the place of supply: "Karnataka, Code 29"; the Tamil side prints both names.
  state: (en: string, _ta: string, code: string) => `State: ${en}, Code ${code}`,
  email: 'E-mail:',
  reference: 'Reference',
  payment: 'Payment',
  // How payment happens at the enquiry's stage, as the server's figures say (payment_open, amount_owed).
  payLater:
    'Nothing to pay yet. We send you a quote with the exact amount (GST added); once you accept it, you pay by UPI or bank transfer.',
  payOpenBefore: 'Pay by UPI or bank transfer: our UPI ID and bank account are under ',
  paymentOptions: 'Payment Options',
  payOpenAfter: '.',
  paid: 'Paid: your payment has reached us. Thank you!',
  cancelled: 'Nothing to pay: this enquiry is cancelled.',
  products: (enquiry: string) => `Products in enquiry ${enquiry}`,
  subTotal: 'Sub total',
  discount: 'Discount',
  net: 'Net amount',
  inWords: 'Amount in words:',
  note: (gst: number) =>
    `Prices exclude GST at ${gst}%. This is an enquiry, not a tax invoice: we confirm the products and the total by phone or WhatsApp. Freight is paid as your quote states: with the order, or at the transport office.`,
}

const both = (ta: string, english: string) => `${ta} / ${english}`

export const billMessages = defineMessages(en, {
  loading: 'விசாரணை பில்லைத் திறக்கிறோம்…',
  // Not விலைப்பட்டியல்: that is the price list on every other screen.
  title: both('விசாரணை பில்', en.title),
  download: 'பதிவிறக்கு',
  lorryReceipt: 'லாரி ரசீது (LR)',
  taxInvoice: 'வரி விலைப்பட்டியல்',
  downloadHelp:
    'உலாவியின் அச்சுச் சாளரம் திறக்கும்: கைப்பேசியில் நகல் வைத்துக்கொள்ள அச்சுப்பொறியாக “Save as PDF” (“PDF ஆகச் சேமி”) என்பதைத் தேர்ந்தெடுக்கவும், அல்லது காகிதத்தில் அச்சிடவும்.',
  phone: both('தொலைபேசி', en.phone),
  enquiryNo: both('விசாரணை எண்', en.enquiryNo),
  accessCode: both('அணுகல் குறியீடு', en.accessCode),
  date: both('தேதி', en.date),
  status: both('நிலை', en.status),
  buyer: both('வாங்குபவர்', en.buyer),
  billTo: both('பெறுநர்', en.billTo),
  mobile: both('கைப்பேசி', en.mobile),
  state: (english: string, ta: string, code: string) =>
    `${both('மாநிலம்', 'State:')} ${both(ta, english)}, ${both('குறியீடு', 'Code')} ${code}`,
  email: both('மின்னஞ்சல்', en.email),
  reference: both('பரிந்துரை', en.reference),
  payment: both('பணம் செலுத்தும் முறை', en.payment),
  payLater: `இப்போது எதுவும் செலுத்த வேண்டாம். சரியான தொகையுடன் (GST சேர்த்து) விலைப்புள்ளி அனுப்புவோம்; அதை ஏற்ற பிறகு UPI அல்லது வங்கிப் பரிமாற்றம் மூலம் செலுத்துங்கள்.\n${en.payLater}`,
  payOpenBefore: `UPI அல்லது வங்கிப் பரிமாற்றம் மூலம் செலுத்துங்கள்: எங்கள் UPI ID, வங்கிக் கணக்கு விவரங்கள் “பணம் செலுத்தும் வழிகள்” பக்கத்தில் உள்ளன.\n${en.payOpenBefore}`,
  paymentOptions: both('பணம் செலுத்தும் வழிகள்', en.paymentOptions),
  payOpenAfter: en.payOpenAfter,
  paid: `பணம் செலுத்தப்பட்டது: உங்கள் பணம் எங்களுக்குக் கிடைத்தது. நன்றி!\n${en.paid}`,
  cancelled: `செலுத்த எதுவும் இல்லை: இந்த விசாரணை ரத்து செய்யப்பட்டது.\n${en.cancelled}`,
  products: (enquiry: string) => both(`விசாரணை ${enquiry}-இன் பொருட்கள்`, en.products(enquiry)),
  subTotal: both('கூட்டுத்தொகை', en.subTotal),
  discount: both('தள்ளுபடி', en.discount),
  net: both('மொத்தம்', en.net),
  inWords: both('தொகை எழுத்தில்', en.inWords),
  note: (gst: number) =>
    `விலைகளில் GST ${gst}% சேர்க்கப்படவில்லை. இது விசாரணை மட்டுமே, வரி விலைப்பட்டியல் (tax invoice) அல்ல: பொருட்களையும் மொத்தத் தொகையையும் தொலைபேசி அல்லது WhatsApp மூலம் உறுதி செய்வோம். போக்குவரத்துக் கட்டணத்தை விலைப்புள்ளியில் சொல்லப்படும்படி செலுத்துங்கள்: ஆர்டருடன், அல்லது டிரான்ஸ்போர்ட் அலுவலகத்தில்.\n${en.note(gst)}`,
})
