import type { FocusEvent } from 'react'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import type { CartLine } from '../../shared/cart/cart-rules'
import { checkoutMessages } from './checkout.messages'
import { type LineActions, LineQty, Name, RemoveButton } from './checkout-line-parts'

// The form's heading; the jump below brings it to the top of the screen.
export const BILLING_HEADING_ID = 'billing-heading'

// Straight to the form, past the lines: on a phone a long cart would otherwise stand between the
// buyer and the Place enquiry button.
const jumpToForm = (e: React.MouseEvent<HTMLAnchorElement>) => {
  const heading = document.getElementById(BILLING_HEADING_ID)
  if (!heading) return
  e.preventDefault()
  heading.scrollIntoView({ block: 'start' })
  heading.focus({ preventScroll: true })
}

// Phones: the payable amount with the way to the form first, then one compact row per line (name,
// quantity, amount); the code, prices, saving and the remove button open on tap.
export function CheckoutRows({
  lines,
  total,
  epoch,
  onBlur,
  ...actions
}: LineActions & {
  lines: readonly CartLine[]
  total: number
  epoch: number
  onBlur: (e: FocusEvent<HTMLElement>) => void
}) {
  const m = useMessages(checkoutMessages)
  return (
    <>
      <p className="checkout-payable">
        <span>
          <span>{m.payable}</span> <span className="price">{rupees(total)}</span>
        </span>
        <a href={`#${BILLING_HEADING_ID}`} className="btn btn-primary checkout-jump" onClick={jumpToForm}>
          {m.goToForm}
        </a>
      </p>
      <ol className="checkout-rows" onBlur={onBlur}>
        {lines.map((line, i) => (
          <li key={line._id} className="checkout-row">
            <p className="checkout-row-name">
              <Name line={line} />
            </p>
            <LineQty key={epoch} line={line} {...actions} />
            <strong className="checkout-row-amount">{rupees(line.sub_total)}</strong>
            <details className="checkout-row-more">
              <summary>{m.lineDetails}</summary>
              <dl className="checkout-row-facts">
                <div>
                  <dt>{m.serial}</dt>
                  <dd>
                    {i + 1} · {line.product_code}
                  </dd>
                </div>
                <div>
                  <dt>MRP</dt>
                  <dd className="mrp">{rupees(line.mrp)}</dd>
                </div>
                <div>
                  <dt>{m.ourPrice}</dt>
                  <dd>{rupees(line.price)}</dd>
                </div>
                {line.discount_amount > 0 && (
                  <div>
                    <dt>{m.youSave}</dt>
                    <dd>{rupees(line.discount_amount)}</dd>
                  </div>
                )}
              </dl>
              <RemoveButton line={line} className="checkout-remove" {...actions} />
            </details>
          </li>
        ))}
      </ol>
    </>
  )
}
