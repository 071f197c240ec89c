import type { Product } from '@contract/catalogue'
import { type CartLine, lineFor, MAX_QTY } from './cart-rules'

// "Order again" (docs/behaviour.md#order-again-issue-34): an earlier enquiry's lines put into the
// cart at today's prices. Pure, so every case is tested without a browser.

// What an enquiry's line gives: the product it was (null once the seller deleted it), its names as
// the bill shows them, and the quantity sent.
export interface EnquiryLine {
  product_id: string | null
  product_name: string
  tamil_name: string
  qty: number
}

// A line the buyer is told about: left out (and why), or already in the cart, kept as it is.
export type AgainNote =
  | { kind: 'sold-out' | 'gone' | 'quantity'; product_name: string; tamil_name: string; qty: number }
  | { kind: 'in-cart'; product_name: string; tamil_name: string; qty: number; cart_qty: number }

export interface AgainResult {
  lines: CartLine[]
  // How many of the enquiry's lines were put into the cart (nothing else is called added).
  added: number
  // How many were in the cart already at the enquiry's quantity: nothing to say about them.
  already: number
  notes: AgainNote[]
}

// A quantity the cart and the server accept today: a whole number from 1 to MAX_QTY.
const allowed = (qty: number) => Number.isInteger(qty) && qty >= 1 && qty <= MAX_QTY

// The cart's lines stay as they are, in their order; the enquiry's lines the catalogue still sells
// follow, each at today's price and the quantity sent. Nothing is rounded: a quantity today's rule
// refuses leaves its line out, named, and a product already in the cart keeps the cart's quantity,
// named when the enquiry's differs.
export const orderAgain = (
  enquiry: readonly EnquiryLine[],
  catalogue: ReadonlyMap<string, Product>,
  cart: readonly CartLine[],
): AgainResult => {
  const lines = [...cart]
  const notes: AgainNote[] = []
  let added = 0
  let already = 0
  for (const line of enquiry) {
    const named = { product_name: line.product_name, tamil_name: line.tamil_name, qty: line.qty }
    const product = line.product_id ? catalogue.get(line.product_id) : undefined
    const inCart = product && lines.find((l) => l._id === product._id)
    if (!product) notes.push({ kind: 'gone', ...named })
    else if (product.is_sold_out === 1) notes.push({ kind: 'sold-out', ...named })
    else if (!allowed(line.qty)) notes.push({ kind: 'quantity', ...named })
    else if (inCart) {
      if (inCart.qty === line.qty) already += 1
      else notes.push({ kind: 'in-cart', ...named, cart_qty: inCart.qty })
    } else {
      lines.push(lineFor(product, line.qty))
      added += 1
    }
  }
  return { lines, added, already, notes }
}
