import { apiList, apiRoute, type Transport } from '../../lib/api-client'
import { productsById } from '../catalogue.queries'
import { cartStore } from './cart-store'
import { type AgainResult, type EnquiryLine, orderAgain } from './order-again-rules'

// Loaded on the buyer's click (order-again-button.tsx imports it then), so the pages that offer
// "Order again" carry only the button until it is used.

// Where the enquiry's lines come from: the page has them (My Orders, the bill), or only the
// enquiry's id (the thank-you page), read from the bill's own call.
export type AgainSource = { lines: readonly EnquiryLine[] } | { orderId: string }

// Today's catalogue, or a failure (send() reports any thrown here as NETWORK): never a copy kept by the browser or its service worker
// (cache: 'no-store' passes both by, web/sw/sw-rules.ts), nor the shop's last good copy kept
// through a database outage (X-Edge-Cache: last-good), which may be days old.
const todayOnly: Transport = async (url, init) => {
  const res = await fetch(url, { ...init, cache: 'no-store' })
  if (res.headers.get('X-Edge-Cache') === 'last-good')
    throw new Error("the catalogue kept from before, not today's")
  return res
}

const linesOf = async (source: AgainSource) =>
  'lines' in source
    ? source.lines
    : (await apiRoute('GET order/public/print/get/:id', { params: { id: source.orderId } })).product_list

// Reads today's catalogue, works out the new cart and saves it (only when something was added), and
// answers what was done for the note. Throws when the enquiry or the catalogue cannot be read: the
// cart is then untouched.
export const runOrderAgain = async (source: AgainSource): Promise<AgainResult> => {
  const [lines, catalogue] = await Promise.all([
    linesOf(source),
    apiList('GET product/quickorder', { transport: todayOnly }),
  ])
  const result = orderAgain(lines, productsById(catalogue), cartStore.get())
  if (result.added > 0) cartStore.replace(result.lines)
  return result
}
