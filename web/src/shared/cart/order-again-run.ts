import type { QuickOrderCategory } from '@contract/catalogue'
import type { Locale } from '@contract/locale'
import { type CartLine, MAX_QTY } from './cart-rules'
import { orderAgainNoteMessages } from './order-again-note.messages'
import { type AgainNote, type EnquiryLine, orderAgain } from './order-again-rules'

// Loaded on the buyer's click (order-again-button.tsx imports it then), with the note's words, so
// the pages that offer "Order again" carry only the button until it is used. The reads are the
// button's (the api client is already on those pages; importing it here would split it out of
// the chunk every page loads first).
export interface AgainReads {
  lines: () => Promise<readonly EnquiryLine[]>
  catalogue: () => Promise<QuickOrderCategory[]>
  // The cart store (shared/cart/cart-store.ts), passed in for the same reason.
  cart: { get: () => CartLine[]; replace: (lines: CartLine[]) => void }
}

// What the note says: a sentence, one line per product left out or kept, and whether the cart
// holds anything to go to.
export interface AgainOutcome {
  summary: string
  items: string[]
  cartHasLines: boolean
}

type Words = (typeof orderAgainNoteMessages)['en']

const noteText = (note: AgainNote, name: string, m: Words) => {
  switch (note.kind) {
    case 'sold-out':
      return m.soldOut(name, note.qty)
    case 'gone':
      return m.gone(name, note.qty)
    case 'quantity':
      return m.quantity(name, note.qty, MAX_QTY)
    case 'in-cart':
      return m.inCart(name, note.qty, note.cart_qty)
  }
}

// Reads the enquiry's lines and today's catalogue, works out the new cart and saves it (only when
// something was added), and answers the note. Throws when either cannot be read: the cart is then
// untouched.
export const runOrderAgain = async (
  reads: AgainReads,
  enquiryNumber: string,
  locale: Locale,
): Promise<AgainOutcome> => {
  const [lines, categories] = await Promise.all([reads.lines(), reads.catalogue()])
  const catalogue = new Map(categories.flatMap((c) => c.product_list.map((p) => [p._id, p] as const)))
  const r = orderAgain(lines, catalogue, reads.cart.get())
  if (r.added > 0) reads.cart.replace(r.lines)
  const m: Words = orderAgainNoteMessages[locale]
  const nameOf = (n: AgainNote) => (locale === 'ta' && n.tamil_name) || n.product_name
  return {
    summary:
      (r.added > 0 ? m.added(r.added, enquiryNumber) : m.noneAdded(enquiryNumber)) +
      (r.already > 0 ? m.already(r.already) : ''),
    items: r.notes.map((n) => noteText(n, nameOf(n), m)),
    cartHasLines: r.lines.length > 0,
  }
}
