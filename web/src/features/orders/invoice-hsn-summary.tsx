import type { HsnRowFigures, HsnSummaryOf } from '@contract/hsn-summary'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { LinesTable } from '../../shared/orders/order-lines-table'
import { invoiceMessages } from './invoice.messages'

// The HSN-wise summary under the invoice's lines, as the server kept it when the invoice was issued:
// one row per HSN code and a totals row. Only the taxes the invoice charges have a column (CGST and
// SGST within Tamil Nadu, IGST outside), each with its rate over the amount, so the table keeps to
// the printed page; on a phone each row stacks into label and figure pairs (data-label).
export function InvoiceHsnSummary({ summary, intra }: { summary: HsnSummaryOf<number>; intra: boolean }) {
  const m = useMessages(invoiceMessages)
  return (
    <div className="invoice-hsn">
      <h3>{m.hsnSummary}</h3>
      <LinesTable
        caption={m.hsnSummary}
        className="bill-table invoice-table invoice-hsn-table"
        labels={[
          m.hsn,
          m.taxableValue,
          intra && m.cgstHead,
          intra && m.sgstHead,
          !intra && m.igstHead,
          m.totalTax,
        ]}
        classes={['', 'num', 'num', 'num', 'num', 'num']}
      >
        {summary.rows.map((r) => (
          <tr key={r.hsn}>
            <td data-label={m.hsn}>{r.hsn}</td>
            <Figures figures={r} intra={intra} rates={r} />
          </tr>
        ))}
        <tr className="invoice-hsn-total">
          <th scope="row">{m.total}</th>
          <Figures figures={summary.total} intra={intra} />
        </tr>
      </LinesTable>
    </div>
  )
}

function Figures({
  figures: f,
  intra,
  rates,
}: {
  figures: HsnRowFigures<number>
  intra: boolean
  rates?: HsnSummaryOf<number>['rows'][number]
}) {
  const m = useMessages(invoiceMessages)
  return (
    <>
      <td className="num" data-label={m.taxableValue}>
        {rupees(f.taxable_value)}
      </td>
      {intra ? (
        <>
          <Tax label={m.cgstHead} amount={f.cgst} rate={rates?.cgst_rate_percent} />
          <Tax label={m.sgstHead} amount={f.sgst} rate={rates?.sgst_rate_percent} />
        </>
      ) : (
        <Tax label={m.igstHead} amount={f.igst} rate={rates?.igst_rate_percent} />
      )}
      <td className="num" data-label={m.totalTax}>
        {rupees(f.tax)}
      </td>
    </>
  )
}

function Tax({ label, amount, rate }: { label: string; amount: number; rate: number | undefined }) {
  return (
    <td className="num" data-label={label}>
      {rate !== undefined && <span className="invoice-hsn-rate">{rate}%</span>}
      {rupees(amount)}
    </td>
  )
}
