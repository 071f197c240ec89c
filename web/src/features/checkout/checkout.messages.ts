import { minimumOrderMessage } from '@contract/settings-rules'
import { rupees } from '../../lib/format'
import { defineMessages } from '../../lib/i18n'
import { regionNameTa } from '../../lib/region-names'

// The checkout page's words: the form, the products, the summary, and what a failed send says.
// Sentences around a link are split in two (before/after), as Tamil puts the link elsewhere.
export const checkoutMessages = defineMessages(
  {
    title: 'Quick Checkout',
    crumbOrderNow: 'Order Now',
    crumbCheckout: 'Checkout',
    placedOpening: 'Your enquiry is placed. Opening your enquiry details…',
    noProducts: 'No products found',
    emptyCart:
      'Your cart is empty. Add quantities on the price list, then come back here to send your enquiry.',
    goOrderNow: 'Go to Order Now',
    yourProducts: (n: number) => `Your products (${n})`,
    billingInfo: 'Billing Info',
    expiredBefore: 'Your sign-in has expired, so this enquiry will be placed as a guest. ',
    signInAgain: 'Sign in again',
    expiredAfter: ' to see it in My Orders.',
    haveAccountBefore: 'Have an account? ',
    signIn: 'Sign in',
    haveAccountAfter: ' to fill this form from your profile.',
    banned: (area: string, pin: string) =>
      `Sorry, we do not sell or send crackers to ${area} (PIN code ${pin}), where their sale is banned.`,
    greenOnly: (area: string) =>
      `Only certified green crackers (marked Green cracker) may be sent to ${area} now.`,
    otherStatesClosed: (day: string) =>
      `Enquiries from outside Tamil Nadu closed after ${day} for this season.`,
    // After the server's refusal, the same sentences with what to do.
    removeThese: (names: string) => `Please remove: ${names}.`,
    stillTamilNadu: 'We can still send to Tamil Nadu.',

    customerName: 'Customer name',
    address: 'Address',
    city: 'City',
    pinCode: 'PIN code',
    pinHint: 'The minimum order depends on your PIN code.',
    mobile: 'Mobile number',
    mobileHint: '10 digits. We call or WhatsApp you on this number.',
    email: 'E-mail',
    reference: 'Reference person',
    referenceHint: 'Who referred you to us? Choose one.',

    summaryLabel: 'Enquiry summary',
    summary: 'Summary',
    products: 'Products',
    youSave: 'You save',
    payable: 'Payable amount',
    warning: 'Warning: ',
    minimumOrder: (amount: number) => minimumOrderMessage(amount),
    addMore: 'Add more products',
    placing: 'Placing enquiry…',
    place: 'Place enquiry',
    terms: (gst: number) =>
      `This is an enquiry, not a payment. We call or WhatsApp you within 24 hours to confirm. Prices exclude GST at ${gst}%; freight is paid as your quote will state.`,

    confirmRemove: 'Are you sure want to remove...?',
    removeNamed: (name: string) => `Remove ${name}`,
    remove: 'Remove',
    ourPrice: 'Our price',
    qty: 'Qty',
    quantityOf: (name: string) => `Quantity of ${name}`,
    total: 'Total',
    productsInCart: 'Products in your cart',
    goToForm: 'Go to the form',
    lineDetails: 'Price details',
    serial: 'S.No',
    code: 'Code',
    product: 'Product',

    reviewTitle: 'Some products in your cart have changed',
    reviewSoldOut: 'is sold out and will be removed',
    reviewGone: 'is no longer in our price list and will be removed',
    reviewPrice: (now: number, was: number) => `now costs ${rupees(now)} (was ${rupees(was)})`,
    updateCart: 'Update my cart',

    newTotal: 'New total: ',
    newTotalAfter: '. Your cart above now shows the new prices; press Place enquiry again to send it.',
    removeLines: (n: number): string => (n > 1 ? 'Remove these products' : 'Remove this product'),
    saveFailed: 'Error while placing order',
    networkKept: 'We could not reach the shop. Your cart and details are kept; please try again.',
    shopBusyKept:
      'The shop cannot take enquiries for a moment. Your cart and details are kept; please send again in a minute.',
    callUs: (phone: string) => ` You can also call us on ${phone}.`,
    signedOut: 'Your sign-in has expired. Place the enquiry again as a guest, or sign in again first.',
    placed: 'Order placed successfully',
    confirmPlace: 'Are you sure want to place order...?',

    waitingToSend: 'Waiting to send: we will send your enquiry when you are back online.',
    waitingHint:
      'You can keep browsing or close the shop; it goes out by itself, once, and we show its number.',
    sentLater: (enquiry: string) => `Your enquiry ${enquiry} has been sent.`,
    refusedLater: 'Your waiting enquiry was not accepted. Check your cart and place it again.',
  },
  {
    title: 'விசாரணையை அனுப்புங்கள்',
    crumbOrderNow: 'ஆர்டர் செய்ய',
    crumbCheckout: 'விசாரணை அனுப்புதல்',
    placedOpening: 'உங்கள் விசாரணை அனுப்பப்பட்டது. அதன் விவரங்களைத் திறக்கிறோம்…',
    noProducts: 'கூடையில் பொருட்கள் இல்லை',
    emptyCart:
      'உங்கள் கூடை காலியாக உள்ளது. விலைப்பட்டியலில் எண்ணிக்கையைச் சேர்த்துவிட்டு, விசாரணையை அனுப்ப இங்கே திரும்பி வாருங்கள்.',
    goOrderNow: 'ஆர்டர் பக்கத்துக்குச் செல்',
    yourProducts: (n: number) => `உங்கள் பொருட்கள் (${n})`,
    billingInfo: 'பில் விவரங்கள்',
    expiredBefore: 'உங்கள் உள்நுழைவு காலாவதியாகிவிட்டதால், இந்த விசாரணை விருந்தினராக அனுப்பப்படும். என் ஆர்டர்களில் இதைப் பார்க்க ',
    signInAgain: 'மீண்டும் உள்நுழையுங்கள்',
    expiredAfter: '.',
    haveAccountBefore: 'கணக்கு உள்ளதா? உங்கள் விவரங்களைக் கொண்டு இந்தப் படிவத்தை நிரப்ப ',
    signIn: 'உள்நுழையுங்கள்',
    haveAccountAfter: '.',
    banned: (area: string, pin: string) =>
      `மன்னிக்கவும், பட்டாசு விற்பனை தடை செய்யப்பட்ட ${regionNameTa(area)} (PIN ${pin}) பகுதிக்கு நாங்கள் விற்பதோ அனுப்புவதோ இல்லை.`,
    greenOnly: (area: string) =>
      `${regionNameTa(area)} பகுதிக்கு இப்போது சான்றிதழ் பெற்ற பசுமை பட்டாசுகள் மட்டுமே அனுப்ப முடியும் (பசுமை பட்டாசு எனக் குறிக்கப்பட்டவை).`,
    otherStatesClosed: (day: string) =>
      `இந்தப் பருவத்தில் தமிழ்நாட்டுக்கு வெளியிலிருந்து விசாரணைகள் ${day} அன்றுடன் முடிந்துவிட்டன.`,
    removeThese: (names: string) => `இவற்றை நீக்குங்கள்: ${names}.`,
    stillTamilNadu: 'தமிழ்நாட்டுக்குள் இன்னும் அனுப்புவோம்.',

    customerName: 'வாடிக்கையாளர் பெயர்',
    address: 'முகவரி',
    city: 'ஊர்',
    pinCode: 'அஞ்சல் குறியீடு (PIN)',
    pinHint: 'குறைந்தபட்ச ஆர்டர் தொகை உங்கள் அஞ்சல் குறியீட்டைப் பொறுத்தது.',
    mobile: 'கைப்பேசி எண்',
    mobileHint: '10 இலக்கங்கள். இந்த எண்ணில் உங்களை அழைப்போம் அல்லது WhatsApp செய்வோம்.',
    email: 'மின்னஞ்சல்',
    reference: 'பரிந்துரைத்தவர்',
    referenceHint: 'எங்களைப் பற்றி உங்களுக்குச் சொன்னவர் யார்? ஒருவரைத் தேர்ந்தெடுங்கள்.',

    summaryLabel: 'விசாரணைச் சுருக்கம்',
    summary: 'சுருக்கம்',
    products: 'பொருட்கள்',
    youSave: 'உங்கள் சேமிப்பு',
    payable: 'செலுத்த வேண்டிய தொகை',
    warning: 'கவனிக்க: ',
    minimumOrder: (amount: number) => `குறைந்தபட்ச ஆர்டர் மதிப்பு ${rupees(amount)}-க்குக் குறையக் கூடாது.`,
    addMore: 'மேலும் பொருட்களைச் சேருங்கள்',
    placing: 'அனுப்புகிறோம்…',
    place: 'விசாரணையை அனுப்பு',
    terms: (gst: number) =>
      `இது விசாரணை மட்டுமே, பணம் செலுத்துதல் அல்ல. உறுதிசெய்ய 24 மணி நேரத்துக்குள் உங்களை அழைப்போம் அல்லது WhatsApp செய்வோம். விலைகளில் ${gst}% GST சேர்க்கப்படவில்லை; போக்குவரத்துக் கட்டணத்தை உங்கள் விலைப்புள்ளியில் சொல்லப்படும்படி செலுத்துங்கள்.`,

    confirmRemove: 'இந்தப் பொருளைக் கூடையிலிருந்து நீக்கவா?',
    removeNamed: (name: string) => `${name} – நீக்கு`,
    remove: 'நீக்கு',
    ourPrice: 'எங்கள் விலை',
    qty: 'எண்ணிக்கை',
    quantityOf: (name: string) => `${name} – எண்ணிக்கை`,
    total: 'மொத்தம்',
    productsInCart: 'உங்கள் கூடையில் உள்ள பொருட்கள்',
    goToForm: 'படிவத்துக்குச் செல்',
    lineDetails: 'விலை விவரம்',
    serial: 'வ.எண்',
    code: 'குறியீடு',
    product: 'பொருள்',

    reviewTitle: 'உங்கள் கூடையில் உள்ள சில பொருட்கள் மாறியுள்ளன',
    reviewSoldOut: '– விற்றுத் தீர்ந்தது, கூடையிலிருந்து நீக்கப்படும்',
    reviewGone: '– இப்போது விலைப்பட்டியலில் இல்லை, கூடையிலிருந்து நீக்கப்படும்',
    reviewPrice: (now: number, was: number) => `– இப்போதைய விலை ${rupees(now)} (முன்பு ${rupees(was)})`,
    updateCart: 'கூடையைப் புதுப்பி',

    newTotal: 'புதிய மொத்தம்: ',
    newTotalAfter:
      '. மேலே உள்ள கூடையில் இப்போது புதிய விலைகள் உள்ளன; அனுப்ப "விசாரணையை அனுப்பு" பொத்தானை மீண்டும் அழுத்துங்கள்.',
    removeLines: (n: number) => (n > 1 ? 'இந்தப் பொருட்களை நீக்கு' : 'இந்தப் பொருளை நீக்கு'),
    saveFailed: 'விசாரணையை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.',
    networkKept: 'கடையை அணுக முடியவில்லை. உங்கள் கூடையும் விவரங்களும் அப்படியே உள்ளன; மீண்டும் முயலுங்கள்.',
    shopBusyKept:
      'கடை இப்போது விசாரணைகளை ஏற்க முடியவில்லை. உங்கள் கூடையும் விவரங்களும் அப்படியே உள்ளன; ஒரு நிமிடம் கழித்து மீண்டும் அனுப்புங்கள்.',
    callUs: (phone: string) => ` ${phone} என்ற எண்ணில் எங்களை அழைத்தும் சொல்லலாம்.`,
    signedOut: 'உங்கள் உள்நுழைவு காலாவதியாகிவிட்டது. விருந்தினராக மீண்டும் அனுப்புங்கள், அல்லது முதலில் மீண்டும் உள்நுழையுங்கள்.',
    placed: 'விசாரணை வெற்றிகரமாக அனுப்பப்பட்டது',
    confirmPlace: 'விசாரணையை அனுப்பலாமா?',

    waitingToSend: 'அனுப்பக் காத்திருக்கிறது: இணைப்பு மீண்டும் கிடைத்ததும் உங்கள் விசாரணையை அனுப்புவோம்.',
    waitingHint: 'நீங்கள் தொடர்ந்து பார்க்கலாம் அல்லது கடையை மூடலாம்; அது தானாக ஒரே ஒரு முறை அனுப்பப்படும், அதன் எண்ணைக் காட்டுவோம்.',
    sentLater: (enquiry: string) => `உங்கள் விசாரணை ${enquiry} அனுப்பப்பட்டது.`,
    refusedLater: 'காத்திருந்த உங்கள் விசாரணை ஏற்கப்படவில்லை. கூடையைச் சரிபார்த்து மீண்டும் அனுப்புங்கள்.',
  },
)
