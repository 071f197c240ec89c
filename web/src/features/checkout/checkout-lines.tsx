import { useState } from 'react'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import type { CartLine } from '../../shared/cart/cart-rules'
import { ColumnHeads } from '../../ui/column-heads'
import { checkoutMessages } from './checkout.messages'
import { type LineActions, LineQty, Name, RemoveButton } from './checkout-line-parts'
import { CheckoutRows } from './checkout-rows'
import { useDesktop } from './use-desktop'

interface Props extends LineActions {
  lines: readonly CartLine[]
  total: number
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
  if (!desktop)
    return <CheckoutRows lines={lines} total={total} epoch={epoch} onBlur={restore} {...actions} />
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
