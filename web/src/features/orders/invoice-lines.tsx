import type { TaxInvoice } from '@contract/invoices'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { LineProductNames } from '../../shared/orders/order-lines-table'
import { invoiceMessages } from './invoice.messages'

// The invoice's lines: HSN code, quantity, rate and taxable value each; the unit ("per box") sits
// under the names, so the figures keep to one line each.
export function InvoiceLines({ lines, caption }: { lines: TaxInvoice['lines']; caption: string }) {
  const m = useMessages(invoiceMessages)
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-wrap" aria-label={caption} tabIndex={0}>
      <table className="data lines-table bill-table invoice-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {m.serial}
            </th>
            <th scope="col">{m.product}</th>
            <th scope="col">{m.hsn}</th>
            <th scope="col" className="num">
              {m.qty}
            </th>
            <th scope="col" className="num">
              {m.rate}
            </th>
            <th scope="col" className="num">
              {m.taxableValue}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.line_no}>
              <td className="num">{l.line_no}</td>
              <td className="lines-product">
                <LineProductNames name={l.product_name} tamilName={l.tamil_name} />
                <span className="muted invoice-code">
                  {l.product_code}
                  {l.per && ` · ${l.per}`}
                </span>
              </td>
              <td>{l.hsn}</td>
              <td className="num">{l.qty}</td>
              <td className="num">{rupees(l.rate)}</td>
              <td className="num">{rupees(l.taxable_value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
