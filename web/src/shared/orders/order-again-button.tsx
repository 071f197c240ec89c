import { useState } from 'react'
import { Link } from 'react-router'
import { apiList, apiRoute, type Transport } from '../../lib/api-client'
import { useLocale, useMessages } from '../../lib/i18n'
import { cartStore } from '../cart/cart-store'
import type { EnquiryLine } from '../cart/order-again-rules'
import type { AgainOutcome } from '../cart/order-again-run'
import { orderAgainMessages } from './order-again.messages'
import './order-again.css'

type State = { kind: 'idle' | 'working' | 'failed' } | { kind: 'done'; outcome: AgainOutcome }

// Today's catalogue, or a failure (send() reports what is thrown here as NETWORK): never a copy the
// browser or its service worker kept (cache: 'no-store' passes both by, web/sw/sw-rules.ts), nor the
// shop's last good copy kept through a database outage (X-Edge-Cache: last-good), maybe days old.
const todayOnly: Transport = async (url, init) => {
  const res = await fetch(url, { ...init, cache: 'no-store' })
  if (res.headers.get('X-Edge-Cache') === 'last-good') throw new Error('not today’s catalogue')
  return res
}
const todaysCatalogue = () => apiList('GET product/quickorder', { transport: todayOnly })

// Where the enquiry's lines come from: the page has them (My Orders, the bill), or only the
// enquiry's id (the thank-you page), read from the bill's own call on the click.
export type AgainSource = { lines: readonly EnquiryLine[] } | { orderId: string }
const linesOf = (source: AgainSource) => async () =>
  'lines' in source
    ? source.lines
    : (await apiRoute('GET order/public/print/get/:id', { params: { id: source.orderId } })).product_list

// "Order again": the enquiry's lines into the cart at today's prices, and a note (a status, read
// out by screen readers) saying what was added and naming every line left out or kept as it was.
// The work and the note's words load on the click (shared/cart/order-again-run.ts).
export function OrderAgainButton({
  enquiryNumber,
  source,
  inList = false,
  className = 'btn',
}: {
  enquiryNumber: string
  source: AgainSource
  // In a list of enquiries (My Orders) the button's name says which one; a page of one enquiry
  // (the bill, the thank-you page) says it once, where it shows the number.
  inList?: boolean
  className?: string
}) {
  const m = useMessages(orderAgainMessages)
  const locale = useLocale()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const run = async () => {
    setState({ kind: 'working' })
    try {
      const { runOrderAgain } = await import('../cart/order-again-run')
      const reads = { lines: linesOf(source), catalogue: todaysCatalogue, cart: cartStore }
      setState({ kind: 'done', outcome: await runOrderAgain(reads, enquiryNumber, locale) })
    } catch {
      setState({ kind: 'failed' })
    }
  }
  let note: React.ReactNode = null
  if (state.kind === 'working') note = <p>{m.working}</p>
  else if (state.kind === 'failed') note = <p>{m.failed}</p>
  else if (state.kind === 'done') {
    const o = state.outcome
    note = (
      <>
        <p>{o.summary}</p>
        {o.items.length > 0 && (
          <ul>
            {o.items.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        {o.cartHasLines && (
          <p>
            <Link to="/quick-checkout" className="btn btn-primary">
              {m.goToCart}
            </Link>
          </p>
        )}
      </>
    )
  }
  const warn = state.kind === 'failed' || (state.kind === 'done' && state.outcome.items.length > 0)
  return (
    <div className="order-again">
      <button type="button" className={className} disabled={state.kind === 'working'} onClick={run}>
        {m.orderAgain}
        {inList && <span className="visually-hidden">{m.ofEnquiry(enquiryNumber)}</span>}
      </button>
      <div
        role="status"
        className={note ? `notice order-again-note${warn ? ' notice-warning' : ''}` : 'order-again-note'}
      >
        {note}
      </div>
    </div>
  )
}
