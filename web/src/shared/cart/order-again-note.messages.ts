import type { Catalogue } from '../../lib/i18n'

// The note "Order again" leaves: what went into the cart, and each line left out or kept as it was.
// Loaded with the work on the click (order-again-run.ts). Written without defineMessages, which
// would tie this chunk to lib/i18n and split that out of the chunk every page loads first.
const en = {
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
}

export const orderAgainNoteMessages: Catalogue<typeof en> = {
  en,
  ta: {
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
  },
}
