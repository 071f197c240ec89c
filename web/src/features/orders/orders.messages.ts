import { defineMessages } from '../../lib/i18n'

// Tracking by mobile number.
export const trackingMessages = defineMessages(
  {
    title: 'Order Tracking',
    intro: 'Enter the mobile number you gave with your enquiry.',
    mobile: 'Mobile number',
    submit: 'Submit',
    searching: 'Searching…',
    noneToast: 'No orders found',
    noneTitle: 'No details found...!',
    noneText:
      'No enquiries were found for this mobile number. Please check the number you used when placing the enquiry.',
    results: (n: number) => `Your enquiries (${n})`,
    city: 'City',
    lrPhoto: 'LR photo',
    privacy:
      'For your privacy, tracking by mobile number shows no names, addresses or enquiry numbers, and dates without the time. To see the bill and the lorry receipt, press Open and type the enquiry number and access code you were given, or sign in and see My Orders.',
  },
  {
    title: 'ஆர்டர் நிலை',
    intro: 'விசாரணை அனுப்பும்போது கொடுத்த கைப்பேசி எண்ணை உள்ளிடவும்.',
    mobile: 'கைப்பேசி எண்',
    submit: 'தேடு',
    searching: 'தேடுகிறோம்…',
    noneToast: 'ஆர்டர்கள் எதுவும் இல்லை',
    noneTitle: 'விவரங்கள் எதுவும் கிடைக்கவில்லை!',
    noneText: 'இந்தக் கைப்பேசி எண்ணுக்கு விசாரணைகள் எதுவும் இல்லை. விசாரணை அனுப்பும்போது கொடுத்த எண்ணைச் சரிபார்க்கவும்.',
    results: (n: number) => `உங்கள் விசாரணைகள் (${n})`,
    city: 'ஊர்',
    lrPhoto: 'LR படம்',
    privacy:
      'உங்கள் தனியுரிமைக்காக, கைப்பேசி எண்ணில் தேடும்போது பெயர், முகவரி, விசாரணை எண் எதையும் காட்டுவதில்லை; தேதியை மட்டும் காட்டுகிறோம், நேரத்தை அல்ல. பில்லையும் லாரி ரசீதையும் பார்க்க "திற" அழுத்தி, உங்களுக்குக் கொடுக்கப்பட்ட விசாரணை எண்ணையும் அணுகல் குறியீட்டையும் உள்ளிடவும், அல்லது உள்நுழைந்து "என் ஆர்டர்கள்" பார்க்கலாம்.',
  },
)

// My Orders: the enquiries placed while signed in.
export const myOrdersMessages = defineMessages(
  {
    title: 'My Orders',
    loading: 'Loading your enquiries…',
    loadError: 'Error while getting your orders',
    warning: 'Warning:',
    tryAgain: 'Try again',
    empty: 'No order details found!',
    orderNow: 'Order Now',
    noteBefore: 'My Orders lists the enquiries you placed while signed in. For one placed as a guest, use ',
    trackOrder: 'Track Order',
    noteAfter: ' with its mobile number.',
    caption: 'Your enquiries',
    accessCode: 'Access code',
    bill: 'Bill',
    viewBill: 'View bill',
    ofEnquiry: (n: string) => ` of ${n}`,
    lorryReceipt: 'Lorry receipt',
    viewLr: 'View LR',
    notYet: 'Not yet',
    forEnquiry: (n: string) => ` for ${n}`,
    again: 'Reorder',
  },
  {
    title: 'என் ஆர்டர்கள்',
    loading: 'உங்கள் விசாரணைகளைத் திறக்கிறோம்…',
    loadError: 'உங்கள் ஆர்டர்களைப் பெற முடியவில்லை',
    warning: 'கவனிக்க:',
    tryAgain: 'மீண்டும் முயல்க',
    empty: 'ஆர்டர் விவரங்கள் எதுவும் இல்லை!',
    orderNow: 'ஆர்டர் செய்ய',
    noteBefore:
      'உள்நுழைந்திருந்தபோது நீங்கள் அனுப்பிய விசாரணைகள் இங்கே உள்ளன. உள்நுழையாமல் அனுப்பிய விசாரணைக்கு, அதன் கைப்பேசி எண்ணுடன் ',
    trackOrder: 'ஆர்டர் நிலை',
    noteAfter: ' பக்கத்தில் தேடவும்.',
    caption: 'உங்கள் விசாரணைகள்',
    accessCode: 'அணுகல் குறியீடு',
    bill: 'பில்',
    viewBill: 'பார்க்க',
    ofEnquiry: (n: string) => ` (${n})`,
    lorryReceipt: 'லாரி ரசீது (LR)',
    viewLr: 'LR பார்க்க',
    notYet: 'இன்னும் இல்லை',
    forEnquiry: (n: string) => ` (${n})`,
    again: 'மறு ஆர்டர்',
  },
)

// The lorry receipt page.
export const transportMessages = defineMessages(
  {
    title: 'Lorry Receipt',
    trail: 'Transport',
    loading: 'Loading…',
    lrNumber: 'LR number',
    transporter: 'Transporter',
    photoAlt: (enquiry: string, lr: string | null) =>
      `Lorry receipt for enquiry ${enquiry}${lr ? `, LR number ${lr}` : ''}`,
    showAtOffice: 'Show this receipt at the transport office to collect your parcel.',
    download: 'Download',
    noPhoto: 'The lorry receipt photo will appear here once your parcel is dispatched.',
    seeBill: 'See the enquiry bill',
  },
  {
    title: 'லாரி ரசீது (LR)',
    trail: 'டிரான்ஸ்போர்ட்',
    loading: 'திறக்கிறோம்…',
    lrNumber: 'LR எண்',
    transporter: 'டிரான்ஸ்போர்ட் நிறுவனம்',
    photoAlt: (enquiry: string, lr: string | null) =>
      `விசாரணை ${enquiry}-க்கான லாரி ரசீது${lr ? `, LR எண் ${lr}` : ''}`,
    showAtOffice: 'பார்சலைப் பெற, இந்த ரசீதை டிரான்ஸ்போர்ட் அலுவலகத்தில் காட்டவும்.',
    download: 'பதிவிறக்கு',
    noPhoto: 'பார்சல் அனுப்பப்பட்டதும் லாரி ரசீதின் படம் இங்கே தெரியும்.',
    seeBill: 'விசாரணை பில்லைப் பார்க்க',
  },
)
