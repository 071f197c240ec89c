import type { PlaceFigure, ProductFigure, SeasonGlance } from '@contract/admin-season'
import { rupees } from '../../lib/format'
import { shownDay } from '../kit/shown-day'
import { Bar } from './season-charts'
import { busyDays } from './season-rules'

// Every figure of the season's page as a table (the pictures stand beside them). On a phone each
// row of the longer tables becomes a card, each cell with its label.

const TABLE = 'data stack-table admin-table season-table'
// A few short figures a row: one line each even on a phone, the bars side by side.
const COMPACT = 'data admin-table season-table'

export function DaysTable({ g }: { g: SeasonGlance }) {
  const days = busyDays(g.days)
  if (days.length === 0) return <p className="muted">No enquiries this season yet.</p>
  const last = g.last_season ? `Season ${g.last_season.label}, same day` : 'Last season, same day'
  return (
    <div className="admin-table-scroll">
      <table className={COMPACT}>
        <caption>Days with an enquiry in either season</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Season {g.label}</th>
            <th scope="col">{last}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{shownDay(d.day)}</th>
              <td data-label={`Season ${g.label}`}>{d.enquiries}</td>
              <td data-label={last}>{d.last_season}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function FunnelTable({ g }: { g: SeasonGlance }) {
  const most = g.funnel[0]?.enquiries ?? 0
  return (
    <div className="admin-table-scroll">
      <table className={COMPACT}>
        <caption>Enquiries at each step, season {g.label}</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Enquiries</th>
            <th scope="col">Amount</th>
            <th scope="col">
              <span className="visually-hidden">Share of all enquiries</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {g.funnel.map((f) => (
            <tr key={f.step}>
              <th scope="row">{f.label}</th>
              <td data-label="Enquiries">{f.enquiries}</td>
              <td data-label="Amount">{rupees(f.amount)}</td>
              <td className="season-bar-cell">
                <Bar value={f.enquiries} most={most} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">Cancelled</th>
            <td data-label="Enquiries">{g.cancelled.enquiries}</td>
            <td data-label="Amount">{rupees(g.cancelled.amount)}</td>
            <td className="season-bar-cell">
              <Bar value={g.cancelled.enquiries} most={most} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}

export function ProductsTable({
  caption,
  list,
  by,
}: {
  caption: string
  list: readonly ProductFigure[]
  by: 'quantity' | 'value'
}) {
  if (list.length === 0) return <p className="muted">{caption}: nothing yet.</p>
  const most = Math.max(...list.map((p) => p[by]))
  return (
    <div className="admin-table-scroll">
      <table className={TABLE}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Value</th>
            <th scope="col">
              <span className="visually-hidden">Share of the first</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.product_code}>
              <th scope="row">
                {p.product_name} <span className="muted">({p.product_code})</span>
              </th>
              <td data-label="Quantity">{p.quantity}</td>
              <td data-label="Value">{rupees(p.value)}</td>
              <td className="season-bar-cell">
                <Bar value={p[by]} most={most} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function PlacesTable({
  caption,
  what,
  list,
}: {
  caption: string
  what: string
  list: readonly PlaceFigure[]
}) {
  if (list.length === 0) return <p className="muted">{caption}: no enquiries yet.</p>
  const most = Math.max(...list.map((p) => p.enquiries))
  return (
    <div className="admin-table-scroll">
      <table className={TABLE}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{what}</th>
            <th scope="col">Enquiries</th>
            <th scope="col">Estimates</th>
            <th scope="col">Paid (invoiced)</th>
            <th scope="col">
              <span className="visually-hidden">Share of the first</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.name}>
              <th scope="row">{p.name}</th>
              <td data-label="Enquiries">{p.enquiries}</td>
              <td data-label="Estimates">{rupees(p.estimate)}</td>
              <td data-label="Paid (invoiced)">{rupees(p.paid)}</td>
              <td className="season-bar-cell">
                <Bar value={p.enquiries} most={most} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
