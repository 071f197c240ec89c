import type { Locale } from '@contract/locale'
import { useState } from 'react'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import type { CartLine } from '../../shared/cart/cart-rules'
import { ColumnHeads } from '../../ui/column-heads'
import { confirmAction } from '../../ui/confirm'
import { QuantityInput } from '../../ui/quantity-input'
import { checkoutMessages } from './checkout.messages'
import { useDesktop } from './use-desktop'

interface Props {
  lines: readonly CartLine[]
  total: number
  disabled: boolean
  onQty: (line: CartLine, qty: number) => void
  onRemove: (line: CartLine) => void
}

// Removing a line asks first; a quantity of 0 also removes, without asking, as everywhere.
const askRemove = async (line: CartLine, onRemove: Props['onRemove'], question: string) => {
  if (await confirmAction(question)) onRemove(line)
}

// The page's language leads: on a Tamil page the Tamil name, then the English one smaller; a line
// without a Tamil name shows the English one alone.
const tamilLeads = (line: CartLine, locale: Locale) => locale === 'ta' && line.tamil_name.trim() !== ''
const leadNameOf = (line: CartLine, locale: Locale) =>
  tamilLeads(line, locale) ? line.tamil_name : line.product_name

function Name({ line }: { line: CartLine }) {
  const taLeads = tamilLeads(line, useLocale())
  const en = (
    <span className={taLeads ? 'checkout-tamil' : 'checkout-name'} lang={taLeads ? 'en' : undefined}>
      {line.product_name}
    </span>
  )
  const ta = line.tamil_name && (
    <span className={`tamil ${taLeads ? 'checkout-name' : 'checkout-tamil'}`} lang="ta">
      {line.tamil_name}
    </span>
  )
  return taLeads ? (
    <>
      {ta}
      {en}
    </>
  ) : (
    <>
      {en}
      {ta}
    </>
  )
}

type LineActions = Pick<Props, 'disabled' | 'onQty' | 'onRemove'>

// The ✕ that removes a line (after asking), named after the line's product.
function RemoveButton({
  line,
  className,
  disabled,
  onRemove,
}: LineActions & { line: CartLine; className?: string }) {
  const m = useMessages(checkoutMessages)
  const locale = useLocale()
  return (
    <button
      type="button"
      className={`btn btn-ghost${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-label={m.removeNamed(leadNameOf(line, locale))}
      onClick={() => askRemove(line, onRemove, m.confirmRemove)}
    >
      <span aria-hidden="true">✕</span>
    </button>
  )
}

function LineQty({ line, disabled, onQty }: LineActions & { line: CartLine }) {
  const m = useMessages(checkoutMessages)
  const locale = useLocale()
  return (
    <QuantityInput
      value={line.qty}
      onChange={(q) => onQty(line, q)}
      label={m.quantityOf(leadNameOf(line, locale))}
      disabled={disabled}
    />
  )
}

export function CheckoutLines({ lines, total, disabled, onQty, onRemove }: Props) {
  const desktop = useDesktop()
  const m = useMessages(checkoutMessages)
  const actions = { disabled, onQty, onRemove }
  // An emptied quantity box keeps the line (removal has its own button): on leaving the box, the
  // inputs are remounted to show the quantity that still stands.
  const [epoch, setEpoch] = useState(0)
  const restore = (e: React.FocusEvent<HTMLElement>) => {
    if (e.target instanceof HTMLInputElement && e.target.value === '') setEpoch((n) => n + 1)
  }
  if (!desktop) {
    return (
      <>
        <ol className="checkout-cards" onBlur={restore}>
          {lines.map((line, i) => (
            <li key={line._id} className="card checkout-card">
              <div className="checkout-card-head">
                <span className="badge badge-muted">#{i + 1}</span>
                <span className="muted">{line.product_code}</span>
                <RemoveButton line={line} className="checkout-remove" {...actions} />
              </div>
              <p className="checkout-card-name">
                <Name line={line} />
              </p>
              <div className="checkout-card-prices">
                <span>
                  <span className="visually-hidden">MRP </span>
                  <span className="mrp">{rupees(line.mrp)}</span>
                </span>
                <span>
                  <span className="visually-hidden">{m.ourPrice} </span>
                  <span className="price">{rupees(line.price)}</span>
                </span>
              </div>
              <div className="checkout-card-foot">
                <div className="checkout-card-qty">
                  <span aria-hidden="true">{m.qty}</span>
                  <LineQty key={epoch} line={line} {...actions} />
                </div>
                <span className="checkout-card-total">
                  <span className="muted">{m.total} </span>
                  <strong>{rupees(line.sub_total)}</strong>
                </span>
              </div>
            </li>
          ))}
        </ol>
        <p className="checkout-payable">
          <span>{m.payable}</span> <span className="price">{rupees(total)}</span>
        </p>
      </>
    )
  }
  const removeHead = <span className="visually-hidden">{m.remove}</span>
  return (
    <div className="table-wrap">
      <table className="data checkout-table" onBlur={restore}>
        <caption className="visually-hidden">{m.productsInCart}</caption>
        <ColumnHeads
          labels={[m.serial, m.code, m.product, 'MRP', m.ourPrice, m.qty, m.total, removeHead]}
          classes={['num', '', '', 'num', 'num', '', 'num', '']}
        />
        <tbody>
          {lines.map((line, i) => (
            <tr key={line._id}>
              <td className="num">{i + 1}</td>
              <td>{line.product_code}</td>
              <td>
                <Name line={line} />
              </td>
              <td className="num">
                <span className="mrp">{rupees(line.mrp)}</span>
              </td>
              <td className="num">{rupees(line.price)}</td>
              <td>
                <LineQty key={epoch} line={line} {...actions} />
              </td>
              <td className="num">{rupees(line.sub_total)}</td>
              <td>
                <RemoveButton line={line} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6} className="num">
              {m.payable}
            </th>
            <td className="num">
              <span className="price">{rupees(total)}</span>
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
