import type { ErrorCode } from '@contract/errors'
import { regionNameTa } from '../region-names'
import { defineMessages } from './messages'

// What a buyer reads when the server refuses, by its error code. English keeps the server's own
// words (they name the product, the area, the amount); these are the fallbacks and the Tamil.
// The season's refusals, which only an enquiry meets, are worded by the checkout
// (checkout-season.ts), so every page's first load does not carry them.
type Details = Record<string, unknown>
export type EnquiryOnlyCode = 'GREEN_ONLY_AREA'
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
const amount = (v: unknown) =>
  typeof v === 'number' ? `₹${v.toLocaleString('en-IN', { maximumFractionDigits: 2 })}` : ''
const list = (v: unknown) => (Array.isArray(v) ? v.map(text).join(', ') : '')

export const errorMessages = defineMessages(
  {
    network: 'We could not reach the shop. Please check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    BAD_REQUEST: 'Please check what you entered and try again.',
    VALIDATION_FAILED: 'Please correct the highlighted fields.',
    INVALID_ID: 'That link is not valid.',
    CLIENT_ADDRESS_UNKNOWN: 'We could not tell where this request came from. Please try again.',
    UNAUTHENTICATED: 'Please sign in to continue.',
    LOGIN_FAILED: 'Invalid mobile number or password.',
    ONE_TIME_PASSWORD_EXPIRED: 'That one-time password has expired. Please ask the shop for a new one.',
    FORBIDDEN: 'You cannot open this page.',
    PASSWORD_CHANGE_REQUIRED: 'Please choose a new password to continue.',
    NOT_FOUND: 'We could not find that.',
    METHOD_NOT_ALLOWED: 'That cannot be done here.',
    CONFLICT: 'This changed meanwhile. Please reload and try again.',
    MOBILE_TAKEN: 'An account with this mobile number already exists. Please sign in.',
    PRICE_CHANGED: 'Some prices changed since you added them. Please check your cart and send again.',
    SLUG_TAKEN: 'That name is already used.',
    PRODUCT_CODE_TAKEN: 'That product code is already used.',
    INVALID_TRANSITION: 'That change of status is not allowed.',
    NOT_DISPATCHED: 'This enquiry has not been dispatched yet.',
    QUOTE_CHANGED: 'The seller has sent a newer quote. Please look at it before you accept.',
    NOT_PAYABLE: 'This enquiry is not waiting for a payment now.',
    PAYMENT_DUPLICATE: 'This transaction reference has already been sent to us.',
    QUOTE_EXPIRED: 'This quote is no longer open. Please ask the seller for a new quote.',
    BILLING_NOT_SET: "The shop's GST details are not set yet. Please call the shop.",
    FREIGHT_REASON_REQUIRED: 'The freight differs from the accepted quote: please give the reason.',
    PAYLOAD_TOO_LARGE: 'That is too large to send.',
    UNSUPPORTED_MEDIA_TYPE: 'That kind of file is not accepted.',
    UNPROCESSABLE: 'We could not accept this. Please check and try again.',
    PRODUCT_SOLD_OUT: (d: Details) =>
      `Sold out: ${list(d.product_codes)}. Please remove it from your cart and send again.`,
    UNKNOWN_PRODUCT:
      'Some products in your cart are no longer in our price list. Please refresh your cart and try again.',
    MINIMUM_ORDER_NOT_MET: (d: Details) =>
      `The minimum order for your area is ${amount(d.minimum_amount)}. Please add more products.`,
    DELIVERY_NOT_AVAILABLE: (d: Details) =>
      `Sorry, we do not sell or send crackers to ${text(d.area)}, where their sale is banned.`,
    IDEMPOTENCY_KEY_REUSED: 'This enquiry was already sent with different contents. Please send it again.',
    // A limit that lasts up to a day (guesses at one number's password) says so in its details.
    RATE_LIMITED: (d: Details): string =>
      d.retry === 'later'
        ? 'Too many attempts. Please try again later, or sign in where you have signed in before.'
        : 'Too many attempts. Please wait a few minutes and try again.',
    CHANGE_REQUESTS_FULL: (d: Details) =>
      `This quote already has ${text(d.limit)} requests for a change. The shop will answer them; please call the shop to add more.`,
    INTERNAL: 'Something went wrong on our side. Please try again.',
    SERVICE_UNAVAILABLE: 'The shop is busy just now. Please try again in a minute.',
  } satisfies Record<
    Exclude<ErrorCode, EnquiryOnlyCode> | 'network' | 'generic',
    string | ((d: Details) => string)
  >,
  {
    network: 'கடையை அணுக முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    generic: 'ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்.',
    BAD_REQUEST: 'நீங்கள் உள்ளிட்டதைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
    VALIDATION_FAILED: 'குறிக்கப்பட்ட விவரங்களைத் திருத்துங்கள்.',
    INVALID_ID: 'இந்த இணைப்பு சரியானது அல்ல.',
    CLIENT_ADDRESS_UNKNOWN: 'இந்தக் கோரிக்கை எங்கிருந்து வந்தது என அறிய முடியவில்லை. மீண்டும் முயலுங்கள்.',
    UNAUTHENTICATED: 'தொடர உள்நுழையுங்கள்.',
    LOGIN_FAILED: 'கைப்பேசி எண் அல்லது கடவுச்சொல் தவறு.',
    ONE_TIME_PASSWORD_EXPIRED: 'இந்த ஒருமுறைக் கடவுச்சொல் காலாவதியாகிவிட்டது. கடையிடம் புதியது கேளுங்கள்.',
    FORBIDDEN: 'இந்தப் பக்கத்தைத் திறக்க உங்களுக்கு அனுமதி இல்லை.',
    PASSWORD_CHANGE_REQUIRED: 'தொடர புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.',
    NOT_FOUND: 'நீங்கள் தேடியது கிடைக்கவில்லை.',
    METHOD_NOT_ALLOWED: 'இதை இங்கே செய்ய முடியாது.',
    CONFLICT: 'இதற்கிடையில் இது மாறிவிட்டது. பக்கத்தைப் புதுப்பித்து மீண்டும் முயலுங்கள்.',
    MOBILE_TAKEN: 'இந்தக் கைப்பேசி எண்ணில் ஏற்கெனவே கணக்கு உள்ளது. உள்நுழையுங்கள்.',
    PRICE_CHANGED: 'நீங்கள் சேர்த்த பிறகு சில விலைகள் மாறியுள்ளன. கூடையைச் சரிபார்த்து மீண்டும் அனுப்புங்கள்.',
    SLUG_TAKEN: 'இந்தப் பெயர் ஏற்கெனவே பயன்பாட்டில் உள்ளது.',
    PRODUCT_CODE_TAKEN: 'இந்தப் பொருள் குறியீடு ஏற்கெனவே பயன்பாட்டில் உள்ளது.',
    INVALID_TRANSITION: 'இந்த நிலை மாற்றம் அனுமதிக்கப்படவில்லை.',
    NOT_DISPATCHED: 'இந்த விசாரணையின் பார்சல் இன்னும் அனுப்பப்படவில்லை.',
    QUOTE_CHANGED: 'கடைக்காரர் புதிய விலைப்புள்ளி அனுப்பியுள்ளார். ஏற்கும் முன் அதைப் பாருங்கள்.',
    NOT_PAYABLE: 'இந்த விசாரணைக்கு இப்போது பணம் செலுத்த வேண்டியதில்லை.',
    PAYMENT_DUPLICATE: 'இந்தப் பரிவர்த்தனை எண் ஏற்கெனவே அனுப்பப்பட்டுள்ளது.',
    QUOTE_EXPIRED: 'இந்த விலைப்புள்ளியின் காலம் முடிந்துவிட்டது. புதிய விலைப்புள்ளி கேளுங்கள்.',
    BILLING_NOT_SET: 'கடையின் GST விவரங்கள் இன்னும் அமைக்கப்படவில்லை. கடையை அழையுங்கள்.',
    FREIGHT_REASON_REQUIRED: 'லாரி கட்டணம் ஏற்ற விலைப்புள்ளியிலிருந்து மாறுகிறது: காரணத்தைக் குறிப்பிடவும்.',
    PAYLOAD_TOO_LARGE: 'இது அனுப்ப முடியாத அளவுக்குப் பெரியது.',
    UNSUPPORTED_MEDIA_TYPE: 'இந்த வகைக் கோப்பு ஏற்கப்படாது.',
    UNPROCESSABLE: 'இதை ஏற்க முடியவில்லை. சரிபார்த்து மீண்டும் முயலுங்கள்.',
    PRODUCT_SOLD_OUT: (d: Details) =>
      `விற்றுத் தீர்ந்தவை: ${list(d.product_codes)}. அவற்றைக் கூடையிலிருந்து நீக்கி மீண்டும் அனுப்புங்கள்.`,
    UNKNOWN_PRODUCT:
      'உங்கள் கூடையில் உள்ள சில பொருட்கள் இப்போது விலைப்பட்டியலில் இல்லை. கூடையைப் புதுப்பித்து மீண்டும் முயலுங்கள்.',
    MINIMUM_ORDER_NOT_MET: (d: Details) =>
      `உங்கள் பகுதிக்குக் குறைந்தபட்ச ஆர்டர் ${amount(d.minimum_amount)}. இன்னும் சில பொருட்களைச் சேருங்கள்.`,
    DELIVERY_NOT_AVAILABLE: (d: Details) =>
      `மன்னிக்கவும், பட்டாசு விற்பனை தடை செய்யப்பட்ட ${regionNameTa(text(d.area))} பகுதிக்கு நாங்கள் விற்பதோ அனுப்புவதோ இல்லை.`,
    IDEMPOTENCY_KEY_REUSED: 'இந்த விசாரணை வேறு விவரங்களுடன் ஏற்கெனவே அனுப்பப்பட்டது. மீண்டும் அனுப்புங்கள்.',
    RATE_LIMITED: (d: Details) =>
      d.retry === 'later'
        ? 'பலமுறை முயன்றுவிட்டீர்கள். சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள், அல்லது முன்பு உள்நுழைந்த கைப்பேசி அல்லது கணினியில் உள்நுழையுங்கள்.'
        : 'பலமுறை முயன்றுவிட்டீர்கள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.',
    CHANGE_REQUESTS_FULL: (d: Details) =>
      `இந்த விலைப்புள்ளிக்கு ஏற்கெனவே ${text(d.limit)} மாற்றக் கோரிக்கைகள் உள்ளன. கடை அவற்றுக்குப் பதில் தரும்; மேலும் சேர்க்க கடையை அழையுங்கள்.`,
    INTERNAL: 'எங்கள் தரப்பில் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்.',
    SERVICE_UNAVAILABLE: 'கடை இப்போது பரபரப்பாக உள்ளது. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
  },
)
