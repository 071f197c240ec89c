import { useState } from 'react'
import { Link } from 'react-router'
import { useLocale, useMessages } from '../../lib/i18n'
import { MAX_QTY } from '../../lib/quantity'
import type { AgainNote, AgainResult } from '../cart/order-again-rules'
import type { AgainSource } from '../cart/order-again-run'
import { orderAgainMessages } from './order-again.messages'

type Words = (typeof orderAgainMessages)['en']
type State = { kind: 'idle' | 'working' | 'failed' } | { kind: 'done'; result: AgainResult }

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

// "Order again": the enquiry's lines into the cart at today's prices, and a note (a status, read
// out by screen readers) saying what was added and naming every line left out or kept as it was.
// The work (today's catalogue, the cart) is loaded on the click, so the page carries the button alone.
export function OrderAgainButton({
  enquiryNumber,
  source,
  className = 'btn',
}: {
  enquiryNumber: string
  source: () => AgainSource
  className?: string
}) {
  const m = useMessages(orderAgainMessages)
  const tamil = useLocale() === 'ta'
  const [state, setState] = useState<State>({ kind: 'idle' })
  const run = async () => {
    setState({ kind: 'working' })
    try {
      const { runOrderAgain } = await import('../cart/order-again-run')
      setState({ kind: 'done', result: await runOrderAgain(source()) })
    } catch {
      setState({ kind: 'failed' })
    }
  }
  const nameOf = (n: AgainNote) => (tamil && n.tamil_name) || n.product_name
  let note: React.ReactNode = null
  if (state.kind === 'working') note = <p>{m.working}</p>
  else if (state.kind === 'failed') note = <p>{m.failed}</p>
  else if (state.kind === 'done') {
    const r = state.result
    note = (
      <>
        <p>
          {r.added > 0 ? m.added(r.added, enquiryNumber) : m.noneAdded(enquiryNumber)}
          {r.already > 0 && m.already(r.already)}
        </p>
        {r.notes.length > 0 && (
          <ul>
            {r.notes.map((n, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the notes are drawn once, never reordered
              <li key={i}>{noteText(n, nameOf(n), m)}</li>
            ))}
          </ul>
        )}
        {r.lines.length > 0 && (
          <p>
            <Link to="/quick-checkout" className="btn btn-primary">
              {m.goToCart}
            </Link>
          </p>
        )}
      </>
    )
  }
  const warn = state.kind === 'failed' || (state.kind === 'done' && state.result.notes.length > 0)
  return (
    <div className="order-again">
      <button type="button" className={className} disabled={state.kind === 'working'} onClick={run}>
        {m.orderAgain}
        <span className="visually-hidden">{m.ofEnquiry(enquiryNumber)}</span>
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
