import Papa from 'papaparse'
import {
  FUNNEL_AMOUNTS,
  type PlaceFigure,
  type ProductFigure,
  type SeasonGlance,
} from '../../contract/admin-season'
import { escapeFormula, UTF8_BOM } from '../../lib/csv-cells'

// The season's page as one CSV file for a spreadsheet: each table under its title, a blank row
// between them, the same figures as the page (rupees with two decimals, as the enquiries export).

const rs = (rupees: number) => rupees.toFixed(2)

const products = (title: string, list: readonly ProductFigure[]) => [
  [title],
  ['Product code', 'Product', 'Quantity', 'Value (Rs)'],
  ...list.map((p) => [p.product_code, p.product_name, String(p.quantity), rs(p.value)]),
]

const places = (title: string, what: string, list: readonly PlaceFigure[]) => [
  [title],
  [what, 'Enquiries', 'Estimates (Rs)', 'Paid (Rs)'],
  ...list.map((p) => [p.name, String(p.enquiries), rs(p.estimate), rs(p.paid)]),
]

export const SEASON_CSV_SECTIONS = [
  'Funnel',
  'Top products by quantity',
  'Top products by value',
  'By State',
  'By referrer',
  'Time to first answer',
  'Enquiries per day',
] as const

export const seasonCsv = (g: SeasonGlance): string => {
  const sections: string[][][] = [
    [
      ['Funnel'],
      ['Step', 'Enquiries', 'Amount (Rs)', 'Amount is'],
      ...g.funnel.map((f) => [f.label, String(f.enquiries), rs(f.amount), FUNNEL_AMOUNTS[f.step]]),
      ['Cancelled', String(g.cancelled.enquiries), rs(g.cancelled.amount), 'Agreed'],
    ],
    products('Top products by quantity', g.top_by_quantity),
    products('Top products by value', g.top_by_value),
    places('By State', 'State', g.states),
    places('By referrer', 'Referrer', g.referrers),
    [
      ['Time to first answer'],
      ['Answered', 'Waiting', 'Average (minutes)'],
      [
        String(g.first_answer.answered),
        String(g.first_answer.waiting),
        g.first_answer.average_minutes === null ? '' : String(g.first_answer.average_minutes),
      ],
    ],
    [
      ['Enquiries per day'],
      ['Day', `Season ${g.label}`, g.last_season ? `Season ${g.last_season.label}` : 'Last season'],
      ...g.days.map((d) => [d.day, String(d.enquiries), String(d.last_season)]),
    ],
  ]
  const head = [[`Season ${g.label}`, `${g.from} to ${g.to}`]]
  const rows = [head, ...sections].flatMap((s, i) => (i === 0 ? s : [[], ...s]))
  return (
    UTF8_BOM +
    Papa.unparse(
      rows.map((r) => r.map(escapeFormula)),
      { newline: '\r\n' },
    )
  )
}
