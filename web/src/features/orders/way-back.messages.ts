import { defineMessages } from '../../lib/i18n'

// Opening one enquiry from tracking with the enquiry number the buyer kept.
export const wayBackMessages = defineMessages(
  {
    open: 'Open',
    openLabel: (date: string) => `Open the enquiry of ${date}`,
    heading: 'Open your enquiry',
    intro:
      'Type the enquiry number from your thank-you page, WhatsApp message or bill (for example ENQ-00042). With your mobile number it opens the bill.',
    enquiryNumber: 'Enquiry number',
    submit: 'Open',
    opening: 'Opening…',
    cancel: 'Close',
    noMatch: 'This enquiry number does not match this mobile number. Please check both and try again.',
    opened: (n: string) => `Enquiry ${n}`,
    bill: 'View bill',
    quote: 'Your quote and payment',
    transport: 'Lorry receipt (LR)',
    amount: 'Amount',
    status: 'Status',
  },
  {
    open: 'திற',
    openLabel: (date: string) => `${date} அன்று அனுப்பிய விசாரணையைத் திற`,
    heading: 'உங்கள் விசாரணையைத் திறக்க',
    intro:
      'நன்றிப் பக்கம், WhatsApp செய்தி அல்லது பில்லில் உள்ள விசாரணை எண்ணை உள்ளிடவும் (எ.கா. ENQ-00042). கைப்பேசி எண்ணுடன் சேர்ந்து அது பில்லைத் திறக்கும்.',
    enquiryNumber: 'விசாரணை எண்',
    submit: 'திற',
    opening: 'திறக்கிறோம்…',
    cancel: 'மூடு',
    noMatch: 'இந்த விசாரணை எண் இந்தக் கைப்பேசி எண்ணுடன் பொருந்தவில்லை. இரண்டையும் சரிபார்த்து மீண்டும் முயலவும்.',
    opened: (n: string) => `விசாரணை ${n}`,
    bill: 'பில்லைப் பார்',
    quote: 'உங்கள் விலைப்புள்ளியும் பணம் செலுத்துதலும்',
    transport: 'லாரி ரசீது (LR)',
    amount: 'தொகை',
    status: 'நிலை',
  },
)
