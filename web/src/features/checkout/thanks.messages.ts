import { defineMessages } from '../../lib/i18n'

// The thank-you page after an enquiry is sent. Sentences around a link are split where the link
// sits, as Tamil puts it elsewhere in the sentence.
export const thanksMessages = defineMessages(
  {
    thankYou: 'Thank you',
    notFound: 'Enquiry not found',
    crumbCheckout: 'Checkout',
    loading: 'Loading your enquiry…',
    heading: 'Thank you! Your enquiry is placed.',
    keepNumber:
      'Keep your enquiry number and access code: we ask for the number when we call and the transport office asks for it too; the number and the code, with your mobile number, open this bill again from Track Order. Give the code to no one else.',
    shareWhatsApp: 'Send me this link on WhatsApp',
    shareHint:
      'Pick your own chat (for example "Message yourself") to keep the enquiry number, the access code and the bill link.',
    shareText: (shop: string, enquiry: string, code: string, amount: string, link: string) =>
      `${shop}: my enquiry ${enquiry} (access code ${code}), ${amount}. Bill: ${link}`,
    sendToShop: 'Send my enquiry on WhatsApp',
    sendToShopHint:
      'Sends the enquiry number, total and bill link to our WhatsApp, so we can answer you there.',
    // Only what the shop needs to find the enquiry: no name, mobile or address.
    sendToShopText: (enquiry: string, amount: string, link: string) =>
      `Vanakkam, I have sent enquiry ${enquiry} for ${amount}. Bill: ${link}`,
    enquiryNumber: 'Enquiry number',
    accessCode: 'Access code',
    enquiryTime: 'Enquiry time',
    status: 'Status',
    printBill: 'Print Bill',
    payNow: 'Pay Now',
    quoteFirst:
      'Nothing to pay yet. Within 24 hours we send your quote with the exact amount (GST added); the payment details open once you accept it.',
    nextHeading: 'What happens next',
    callStep:
      'Within 24 hours we call or WhatsApp you, and send your quote: a link with the products, the freight and GST, to accept on your phone',
    fromBefore: ' (from ',
    fromAfter: ')',
    callStepEnd: '.',
    payBefore:
      'Once you accept it, the quote page shows the exact amount to pay by UPI (a button and a QR code) or bank transfer, and a box for the transaction number (UTR): see ',
    paymentOptions: 'Payment Options',
    payAfter: (gst: number) =>
      `. Prices exclude GST at ${gst}%, which the quote adds. Once paid, you can print your tax invoice.`,
    packStep:
      'We pack and send your parcel to the transport office near you. There is no home delivery: you collect it there. Freight is paid as your quote states: with your order, or to the transporter at the office.',
    lrBefore: 'Once it is dispatched, the ',
    lrLink: 'lorry receipt (LR) copy',
    lrAfter: ' appears online. Follow your enquiry any time with ',
    trackLink: 'Track Order',
    trackAfter: '.',
  },
  {
    thankYou: 'நன்றி',
    notFound: 'விசாரணை கிடைக்கவில்லை',
    crumbCheckout: 'விசாரணை அனுப்புதல்',
    loading: 'உங்கள் விசாரணையைத் திறக்கிறோம்…',
    heading: 'நன்றி! உங்கள் விசாரணை அனுப்பப்பட்டது.',
    keepNumber:
      'உங்கள் விசாரணை எண்ணையும் அணுகல் குறியீட்டையும் குறித்து வைத்துக்கொள்ளுங்கள்: நாங்கள் அழைக்கும்போதும் டிரான்ஸ்போர்ட் அலுவலகத்திலும் விசாரணை எண் கேட்கப்படும்; "ஆர்டர் நிலை" பக்கத்தில் கைப்பேசி எண்ணுடன் விசாரணை எண்ணும் குறியீடும் இந்த பில்லை மீண்டும் திறக்கும். குறியீட்டை வேறு யாருக்கும் தர வேண்டாம்.',
    shareWhatsApp: 'இந்த இணைப்பை எனக்கு WhatsApp-இல் அனுப்பு',
    shareHint:
      'விசாரணை எண், அணுகல் குறியீடு, பில் இணைப்பு ஆகியவற்றை வைத்துக்கொள்ள உங்கள் சொந்த உரையாடலைத் தேர்ந்தெடுங்கள் (எ.கா. "Message yourself").',
    shareText: (shop: string, enquiry: string, code: string, amount: string, link: string) =>
      `${shop}: என் விசாரணை ${enquiry} (அணுகல் குறியீடு ${code}), ${amount}. பில்: ${link}`,
    sendToShop: 'என் விசாரணையை WhatsApp-இல் அனுப்பு',
    sendToShopHint:
      'விசாரணை எண், மொத்தத் தொகை, பில் இணைப்பு ஆகியவற்றை எங்கள் WhatsApp-க்கு அனுப்புகிறது; அங்கேயே உங்களுக்குப் பதில் தருவோம்.',
    sendToShopText: (enquiry: string, amount: string, link: string) =>
      `வணக்கம், நான் ${amount} மதிப்பிலான விசாரணை ${enquiry} அனுப்பியுள்ளேன். பில்: ${link}`,
    enquiryNumber: 'விசாரணை எண்',
    accessCode: 'அணுகல் குறியீடு',
    enquiryTime: 'விசாரணை நேரம்',
    status: 'நிலை',
    printBill: 'பில் அச்சிடு',
    payNow: 'இப்போதே செலுத்து',
    quoteFirst:
      'இப்போது எதுவும் செலுத்த வேண்டாம். 24 மணி நேரத்துக்குள் சரியான தொகையுடன் (GST சேர்த்து) உங்கள் விலைப்புள்ளியை அனுப்புவோம்; அதை ஏற்றதும் பணம் செலுத்தும் விவரங்கள் கிடைக்கும்.',
    nextHeading: 'அடுத்து என்ன நடக்கும்',
    callStep:
      '24 மணி நேரத்துக்குள் உங்களை அழைப்போம் அல்லது WhatsApp செய்வோம்; பொருட்கள், போக்குவரத்துக் கட்டணம், GST அடங்கிய உங்கள் விலைப்புள்ளியின் இணைப்பையும் அனுப்புவோம். அதை உங்கள் கைப்பேசியிலேயே ஏற்கலாம்',
    fromBefore: ' (',
    fromAfter: ' என்ற எண்ணிலிருந்து)',
    callStepEnd: '.',
    payBefore:
      'விலைப்புள்ளியை ஏற்றதும், செலுத்த வேண்டிய சரியான தொகையை UPI மூலம் (பொத்தானும் QR குறியீடும்) அல்லது வங்கிப் பரிமாற்றம் மூலம் செலுத்தலாம்; பரிவர்த்தனை எண்ணை (UTR) அதே பக்கத்தில் தரலாம். விவரங்களுக்கு ',
    paymentOptions: 'பணம் செலுத்தும் வழிகள்',
    payAfter: (gst: number) =>
      ` பக்கத்தைப் பாருங்கள். விலைகளில் ${gst}% GST சேர்க்கப்படவில்லை; விலைப்புள்ளியில் அது சேர்க்கப்படும். பணம் செலுத்திய பின் வரி விலைப்பட்டியலை (tax invoice) அச்சிடலாம்.`,
    packStep:
      'உங்கள் பார்சலைக் கட்டி, உங்களுக்கு அருகிலுள்ள டிரான்ஸ்போர்ட் அலுவலகத்துக்கு அனுப்புவோம். வீட்டுக்கு டெலிவரி இல்லை: அங்கே சென்று பெற்றுக்கொள்ளுங்கள். போக்குவரத்துக் கட்டணம் உங்கள் விலைப்புள்ளியில் சொன்னபடி: ஆர்டருடன், அல்லது அலுவலகத்தில் டிரான்ஸ்போர்ட் நிறுவனத்திடம்.',
    lrBefore: 'அனுப்பியதும், ',
    lrLink: 'லாரி ரசீது (LR) நகல்',
    lrAfter: ' இணையத்தில் கிடைக்கும். ',
    trackLink: 'ஆர்டர் நிலை',
    trackAfter: ' பக்கத்தில் உங்கள் விசாரணையை எப்போது வேண்டுமானாலும் பார்க்கலாம்.',
  },
)
