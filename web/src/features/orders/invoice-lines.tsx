import type { TaxInvoice } from '@contract/invoices'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { LineProductNames, LinesTable } from '../../shared/orders/order-lines-table'
import { invoiceMessages } from './invoice.messages'

// The invoice's lines: HSN code, quantity, rate and taxable value each; the unit ("per box") sits
// under the names, so the figures keep to one line each.
export function InvoiceLines({ lines, caption }: { lines: TaxInvoice['lines']; caption: string }) {
  const m = useMessages(invoiceMessages)
  return (
    <LinesTable
      caption={caption}
      className="bill-table invoice-table"
      labels={[m.serial, m.product, m.hsn, m.qty, m.rate, m.taxableValue]}
      classes={['num', '', '', 'num', 'num', 'num']}
    >
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
    </LinesTable>
  )
}
