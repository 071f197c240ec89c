import { defineMessages } from '../../lib/i18n'

// "Order again" on My Orders, the bill and the thank-you page (docs/behaviour.md#order-again-issue-34):
// the words the page carries; the note's own lines load with the work, on the click
// (order-again-note.messages.ts). A failure to load that work is said from here.
export const orderAgainMessages = defineMessages(
  {
    orderAgain: 'Order again',
    ofEnquiry: (enquiry: string) => ` enquiry ${enquiry}`,
    working: 'Reading today’s prices…',
    goToCart: 'Go to cart',
    failed:
      'We could not read today’s prices just now, so your cart was not changed. Please check your connection and try again.',
  },
  {
    orderAgain: 'மீண்டும் ஆர்டர் செய்',
    ofEnquiry: (enquiry: string) => ` விசாரணை ${enquiry}`,
    working: 'இன்றைய விலைகளைப் படிக்கிறோம்…',
    goToCart: 'கூடைக்குச் செல்',
    failed:
      'இன்றைய விலைகளை இப்போது படிக்க முடியவில்லை, எனவே உங்கள் கூடை மாற்றப்படவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  },
)
