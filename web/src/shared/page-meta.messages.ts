import type { InfoPageSlug } from '@contract/site-paths'
import { defineMessages } from '../lib/i18n/messages'
import { SHOP_TAGLINE } from './og-pictures'

// Each page's title and description for its head tags and link previews (WhatsApp, Facebook, X).
// Amounts come formatted (₹2,500); names come from the catalogue.

const INFO_TITLES_TA: Record<InfoPageSlug, string> = {
  about: 'எங்களைப் பற்றி',
  'payment-options': 'பணம் செலுத்தும் வழிகள்',
  'contact-us': 'தொடர்புக்கு',
  'bulk-enquiries': 'மொத்த விசாரணைகள்',
  'our-brands': 'எங்கள் பிராண்டுகள்',
  'online-crackers': 'ஆன்லைன் பட்டாசுகள்',
  'sivakasi-crackers': 'சிவகாசி பட்டாசுகள்',
  'green-crackers': 'பசுமைப் பட்டாசுகள்',
  'diwali-gift-boxes': 'தீபாவளி பரிசுப் பெட்டிகள்',
  'privacy-policy': 'தனியுரிமைக் கொள்கை',
  'terms-and-conditions': 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
  'cancellation-and-refund': 'ரத்து மற்றும் பணம் திருப்பித் தருதல்',
  'our-updates': 'முக்கிய அறிவிப்புகள்',
  faq: 'கேள்வி – பதில்',
  'safety-tips': 'பாதுகாப்புக் குறிப்புகள்',
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ')

export const pageMetaMessages = defineMessages(
  {
    shopDescription:
      'Browse the Sivakasi crackers price list, build your cart and send an enquiry. We confirm within 24 hours.',
    // The words the shop's preview card shows.
    shopTagline: SHOP_TAGLINE,
    minimum: (amount: string) => ` Minimum order ${amount}.`,
    product: (name: string, category: string, price: string, per: string, mrp: string) =>
      `${name}${category ? `, ${category}` : ''}: ${price} per ${per}${mrp ? ` (MRP ${mrp})` : ''}. ` +
      'Sivakasi crackers at factory prices; send an enquiry and we confirm within 24 hours.',
    category: 'Category',
    categoryDescription: (name: string) =>
      `${name} from Sivakasi at factory prices: see every item with its price, add to your cart and send an enquiry.`,
    specialCategory: 'Special Category',
    specialDescription: (name: string) =>
      `${name} from Sivakasi: hand-picked crackers with their prices. Add to your cart and send an enquiry.`,
    orderNow: 'Order Now',
    orderNowDescription:
      'Every Sivakasi cracker with its price, by category: pick quantities and send one enquiry.',
    quickEnquiry: 'Quick Enquiry',
    quickEnquiryDescription:
      'The whole Sivakasi crackers list on one page: type quantities and send your enquiry.',
    priceList: 'Price List',
    priceListDescription:
      'The Sivakasi crackers price list: MRP, discount and net price of every item, ready to download.',
    tracking: 'Track your enquiry',
    trackingDescription: 'See where your crackers enquiry is: type the mobile number you sent it with.',
    enquiry: 'Enquiry',
    enquiryNumbered: (number: string) => `Enquiry ${number}`,
    billDescription: (shop: string) => `An enquiry bill from ${shop}. Open the link to see its items.`,
    lorryReceipt: (enquiry: string) => `${enquiry}: lorry receipt`,
    taxInvoice: (enquiry: string) => `${enquiry}: tax invoice`,
    taxInvoiceDescription: (shop: string) => `A GST tax invoice from ${shop}.`,
    lorryReceiptDescription: (shop: string) => `The lorry receipt of an enquiry from ${shop}.`,
    enquirySent: 'Enquiry sent',
    checkout: 'Checkout',
    signIn: 'Sign in',
    register: 'Register',
    choosePassword: 'Choose a password',
    myOrders: 'My Orders',
    quote: 'Your quote',
    myAccount: 'My account',
    console: "Seller's console",
    notFound: 'Page not found',
    infoTitle: (slug: string) => titleCase(slug),
  },
  {
    shopDescription:
      'சிவகாசி பட்டாசு விலைப்பட்டியலைப் பாருங்கள், கூடையில் சேர்த்து விசாரணையை அனுப்புங்கள். 24 மணி நேரத்துக்குள் உறுதி செய்வோம்.',
    shopTagline: 'சிவகாசி பட்டாசுகள் — ஆன்லைனில் விசாரியுங்கள்',
    minimum: (amount: string) => ` குறைந்தபட்ச ஆர்டர் ${amount}.`,
    product: (name: string, category: string, price: string, per: string, mrp: string) =>
      `${name}${category ? `, ${category}` : ''}: ${per} ${price}${mrp ? ` (MRP ${mrp})` : ''}. ` +
      'சிவகாசி பட்டாசுகள் ஆலை விலையில்; விசாரணையை அனுப்புங்கள், 24 மணி நேரத்துக்குள் உறுதி செய்வோம்.',
    category: 'வகை',
    categoryDescription: (name: string) =>
      `சிவகாசியிலிருந்து ${name} ஆலை விலையில்: ஒவ்வொரு பொருளையும் விலையுடன் பார்த்து, கூடையில் சேர்த்து விசாரணையை அனுப்புங்கள்.`,
    specialCategory: 'சிறப்பு வகை',
    specialDescription: (name: string) =>
      `சிவகாசியிலிருந்து ${name}: தேர்ந்தெடுத்த பட்டாசுகள் அவற்றின் விலையுடன். கூடையில் சேர்த்து விசாரணையை அனுப்புங்கள்.`,
    orderNow: 'ஆர்டர் செய்ய',
    orderNowDescription:
      'எல்லா சிவகாசி பட்டாசுகளும் விலையுடன், வகைவாரியாக: எண்ணிக்கையைத் தேர்ந்தெடுத்து ஒரே விசாரணையாக அனுப்புங்கள்.',
    quickEnquiry: 'விரைவு விசாரணை',
    quickEnquiryDescription: 'முழு சிவகாசி பட்டாசுப் பட்டியலும் ஒரே பக்கத்தில்: எண்ணிக்கையை உள்ளிட்டு விசாரணையை அனுப்புங்கள்.',
    priceList: 'விலைப்பட்டியல்',
    priceListDescription: 'சிவகாசி பட்டாசு விலைப்பட்டியல்: ஒவ்வொரு பொருளின் MRP, தள்ளுபடி, நிகர விலை; பதிவிறக்கத் தயார்.',
    tracking: 'உங்கள் விசாரணையின் நிலை',
    trackingDescription: 'உங்கள் பட்டாசு விசாரணை எந்த நிலையில் உள்ளது என அறிய, அனுப்பிய கைப்பேசி எண்ணை உள்ளிடுங்கள்.',
    enquiry: 'விசாரணை',
    enquiryNumbered: (number: string) => `விசாரணை ${number}`,
    billDescription: (shop: string) => `${shop} விசாரணை பில். பொருட்களைப் பார்க்க இணைப்பைத் திறங்கள்.`,
    lorryReceipt: (enquiry: string) => `${enquiry}: லாரி ரசீது (LR)`,
    taxInvoice: (enquiry: string) => `${enquiry}: வரி விலைப்பட்டியல்`,
    taxInvoiceDescription: (shop: string) => `${shop} வழங்கிய GST வரி விலைப்பட்டியல்.`,
    lorryReceiptDescription: (shop: string) => `${shop} விசாரணையின் லாரி ரசீது (LR).`,
    enquirySent: 'விசாரணை அனுப்பப்பட்டது',
    checkout: 'விசாரணையை அனுப்புங்கள்',
    signIn: 'உள்நுழை',
    register: 'பதிவு செய்',
    choosePassword: 'கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்',
    myOrders: 'என் ஆர்டர்கள்',
    quote: 'உங்கள் விலைப்புள்ளி',
    myAccount: 'என் கணக்கு',
    console: 'விற்பனையாளர் பக்கம்',
    notFound: 'பக்கம் கிடைக்கவில்லை',
    infoTitle: (slug: string) => INFO_TITLES_TA[slug as InfoPageSlug] ?? titleCase(slug),
  },
)
