import { defineMessages } from '../../lib/i18n'

// "Order again" on My Orders, the bill and the thank-you page, and the note it leaves
// (docs/behaviour.md#order-again-issue-34).
export const orderAgainMessages = defineMessages(
  {
    orderAgain: 'Order again',
    ofEnquiry: (enquiry: string) => ` enquiry ${enquiry}`,
    working: 'Reading today’s prices…',
    added: (n: number, enquiry: string) =>
      `${n} ${n === 1 ? 'product' : 'products'} from ${enquiry} added to your cart at today’s prices.`,
    noneAdded: (enquiry: string) => `Nothing from ${enquiry} was added to your cart.`,
    already: (n: number) => ` ${n} ${n === 1 ? 'was' : 'were'} in your cart already.`,
    soldOut: (name: string, qty: number) => `${name} (${qty}): left out, sold out.`,
    gone: (name: string, qty: number) => `${name} (${qty}): left out, no longer sold.`,
    quantity: (name: string, qty: number, max: number) =>
      `${name}: left out, a quantity of ${qty} cannot be ordered now (1 to ${max}).`,
    inCart: (name: string, qty: number, cartQty: number) =>
      `${name}: already in your cart, your quantity ${cartQty} is kept (the enquiry had ${qty}).`,
    goToCart: 'Go to cart',
    failed:
      'We could not read today’s prices just now, so your cart was not changed. Please check your connection and try again.',
  },
  {
    orderAgain: 'மீண்டும் ஆர்டர் செய்',
    ofEnquiry: (enquiry: string) => ` விசாரணை ${enquiry}`,
    working: 'இன்றைய விலைகளைப் படிக்கிறோம்…',
    added: (n: number, enquiry: string) =>
      `${enquiry} விசாரணையின் ${n} பொருட்கள் இன்றைய விலையில் உங்கள் கூடையில் சேர்க்கப்பட்டன.`,
    noneAdded: (enquiry: string) => `${enquiry} விசாரணையிலிருந்து எதுவும் கூடையில் சேர்க்கப்படவில்லை.`,
    already: (n: number) => ` ${n} பொருட்கள் ஏற்கெனவே கூடையில் இருந்தன.`,
    soldOut: (name: string, qty: number) => `${name} (${qty}): சேர்க்கவில்லை, விற்றுத் தீர்ந்தது.`,
    gone: (name: string, qty: number) => `${name} (${qty}): சேர்க்கவில்லை, இப்போது விற்பனையில் இல்லை.`,
    quantity: (name: string, qty: number, max: number) =>
      `${name}: சேர்க்கவில்லை, ${qty} எண்ணிக்கையை இப்போது ஆர்டர் செய்ய முடியாது (1 முதல் ${max} வரை).`,
    inCart: (name: string, qty: number, cartQty: number) =>
      `${name}: ஏற்கெனவே கூடையில் உள்ளது, உங்கள் எண்ணிக்கை ${cartQty} அப்படியே (விசாரணையில் ${qty}).`,
    goToCart: 'கூடைக்குச் செல்',
    failed:
      'இன்றைய விலைகளை இப்போது படிக்க முடியவில்லை, எனவே உங்கள் கூடை மாற்றப்படவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  },
)
