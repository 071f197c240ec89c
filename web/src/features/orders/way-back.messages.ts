import { defineMessages } from '../../lib/i18n'

// Opening one enquiry from tracking with the enquiry number and the access code the buyer kept.
export const wayBackMessages = defineMessages(
  {
    open: 'Open',
    openLabel: (date: string) => `Open the enquiry of ${date}`,
    heading: 'Open your enquiry',
    intro:
      'Type the enquiry number and the access code you were given. With your mobile number they open the bill.',
    enquiryNumber: 'Enquiry number',
    enquiryHint: 'For example ENQ-00042',
    accessCode: 'Access code',
    accessCodeHint:
      '8 letters and digits, like K7M4-P9QX: on your bill, on the thank-you page and in the WhatsApp message with your bill link.',
    submit: 'Open',
    opening: 'Opening…',
    cancel: 'Close',
    noMatch:
      'This enquiry number and access code do not match an enquiry of this mobile number. Please check them and try again.',
    opened: (n: string) => `Enquiry ${n}`,
    bill: 'View bill',
    quote: 'Your quote and payment',
    transport: 'Lorry receipt (LR)',
    status: 'Status',
  },
  {
    open: 'திற',
    openLabel: (date: string) => `${date} அன்று அனுப்பிய விசாரணையைத் திற`,
    heading: 'உங்கள் விசாரணையைத் திறக்க',
    intro:
      'உங்களுக்குக் கொடுக்கப்பட்ட விசாரணை எண்ணையும் அணுகல் குறியீட்டையும் உள்ளிடவும். கைப்பேசி எண்ணுடன் சேர்ந்து அவை பில்லைத் திறக்கும்.',
    enquiryNumber: 'விசாரணை எண்',
    enquiryHint: 'எ.கா. ENQ-00042',
    accessCode: 'அணுகல் குறியீடு',
    accessCodeHint:
      'K7M4-P9QX போன்ற 8 எழுத்துகளும் எண்களும்: உங்கள் பில்லிலும், நன்றிப் பக்கத்திலும், பில் இணைப்புடன் வந்த WhatsApp செய்தியிலும் இருக்கும்.',
    submit: 'திற',
    opening: 'திறக்கிறோம்…',
    cancel: 'மூடு',
    noMatch:
      'இந்த விசாரணை எண்ணும் அணுகல் குறியீடும் இந்தக் கைப்பேசி எண்ணின் எந்த விசாரணையுடனும் பொருந்தவில்லை. சரிபார்த்து மீண்டும் முயலவும்.',
    opened: (n: string) => `விசாரணை ${n}`,
    bill: 'பில்லைப் பார்',
    quote: 'உங்கள் விலைப்புள்ளியும் பணம் செலுத்துதலும்',
    transport: 'லாரி ரசீது (LR)',
    status: 'நிலை',
  },
)
