import {
  FUNNEL_LABELS,
  FUNNEL_STEPS,
  type FunnelStep,
  type PlaceFigure,
  type ProductFigure,
  type SeasonGlance,
  seasonDays,
  seasonLabel,
  TOP_PRODUCTS,
} from '../../contract/admin-season'
import { toRupees } from '../../contract/money'
import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-status'
import { INDIA_OFFSET_MS, indiaDate, indiaMidnight } from '../../lib/time'
import { stateOfOrder } from '../orders/orders-views'
import { DAY_MS, type SeasonRead, type SeasonRow } from './season-read'

// The season's figures from what readSeason read: sums in paise, turned into rupees once, at the
// end, so every figure is the exact sum of the paise it stands for.

const stage = (s: OrderStatus) => ORDER_STATUSES.indexOf(s)

// The first status of the lifecycle at which an enquiry counts at each step.
const STEP_STAGE: Record<FunnelStep, number> = {
  enquiry: 0,
  quoted: stage('QUOTED'),
  // A deal confirmed by phone (CONFIRMED comes after ACCEPTED) is accepted too.
  accepted: stage('ACCEPTED'),
  paid: stage('PAYMENT_RECEIVED'),
  dispatched: stage('DISPATCHED'),
  // A door delivery (DELIVERED, after COLLECTED) is in the buyer's hands too.
  collected: stage('COLLECTED'),
}

// The figure agreed: the tax invoice's total once issued, else the accepted quote, else the latest
// quote, else the enquiry's own total (as amount-owed.ts decides what the buyer owes).
const invoiced = (r: SeasonRow) => (r.invoicedPaise === null ? null : Number(r.invoicedPaise))
const agreedPaise = (r: SeasonRow) =>
  invoiced(r) ?? r.acceptedQuotePaise ?? r.latestQuotePaise ?? r.netAmountPaise

const stepPaise = (step: FunnelStep, r: SeasonRow) => {
  if (step === 'enquiry') return r.netAmountPaise
  // A deal settled by phone has no quote: its price is its invoice once paid, else its estimate.
  if (step === 'quoted') return r.latestQuotePaise ?? invoiced(r) ?? r.netAmountPaise
  return agreedPaise(r)
}

// The history's furthest step, or the status itself should the history miss it.
const furthest = (r: SeasonRow) =>
  Math.max(Number(r.furthestStage ?? 0), r.status === 'CANCELLED' ? 0 : stage(r.status))
const reached = (step: FunnelStep, r: SeasonRow) => furthest(r) >= STEP_STAGE[step]

// The India day of `day` one year before (1 July beside 1 July); none for 29 February.
const yearBefore = (day: string) => {
  const ms = indiaMidnight(`${Number(day.slice(0, 4)) - 1}${day.slice(4)}`)
  return Number.isNaN(ms) ? null : ms
}

const dayNo = (ms: number) => Math.floor((ms + INDIA_OFFSET_MS) / DAY_MS)

const perDay = (read: SeasonRead) => {
  const counts = new Map(read.days.map((d) => [Number(d.day), Number(d.n)]))
  const days = []
  for (let ms = read.season.from; ms < read.season.to; ms += DAY_MS) {
    const day = indiaDate(ms)
    const before = yearBefore(day)
    days.push({
      day,
      enquiries: counts.get(dayNo(ms)) ?? 0,
      last_season: before === null ? 0 : (counts.get(dayNo(before)) ?? 0),
    })
  }
  let lastTotal = 0
  for (const [no, n] of counts) if (no < dayNo(read.season.from)) lastTotal += n
  return { days, lastTotal }
}

// Enquiries, their estimates and what was invoiced of the paid ones, by a name each enquiry has.
const byName = (rows: readonly SeasonRow[], nameOf: (r: SeasonRow) => string): PlaceFigure[] => {
  const groups = new Map<string, { enquiries: number; estimate: number; paid: number }>()
  for (const r of rows) {
    const name = nameOf(r)
    const g = groups.get(name) ?? { enquiries: 0, estimate: 0, paid: 0 }
    g.enquiries += 1
    g.estimate += r.netAmountPaise
    if (reached('paid', r)) g.paid += agreedPaise(r)
    groups.set(name, g)
  }
  return [...groups]
    .sort(([an, a], [bn, b]) => b.enquiries - a.enquiries || b.estimate - a.estimate || an.localeCompare(bn))
    .map(([name, g]) => ({
      name,
      enquiries: g.enquiries,
      estimate: toRupees(g.estimate),
      paid: toRupees(g.paid),
    }))
}

// The referrer as the checkout recorded it ("name - phone"); 'Direct' when the buyer named none.
export const referrerOf = (r: Pick<SeasonRow, 'referenceBy'>) => r.referenceBy.trim() || 'Direct'

export const stateNameOf = (r: Pick<SeasonRow, 'pinCode' | 'stateCode' | 'stateName'>) =>
  stateOfOrder(r).state_name ?? 'Not known'

const topProducts = (read: SeasonRead) => {
  const all: (ProductFigure & { paise: number })[] = read.products.map((p) => ({
    product_code: p.productCode,
    product_name: p.productName,
    quantity: Number(p.quantity),
    value: toRupees(Number(p.valuePaise)),
    paise: Number(p.valuePaise),
  }))
  const strip = ({ paise: _, ...p }: (typeof all)[number]): ProductFigure => p
  const byCode = (a: ProductFigure, b: ProductFigure) => a.product_code.localeCompare(b.product_code)
  return {
    top_by_quantity: [...all]
      .sort((a, b) => b.quantity - a.quantity || b.paise - a.paise || byCode(a, b))
      .slice(0, TOP_PRODUCTS)
      .map(strip),
    top_by_value: [...all]
      .sort((a, b) => b.paise - a.paise || b.quantity - a.quantity || byCode(a, b))
      .slice(0, TOP_PRODUCTS)
      .map(strip),
  }
}

export const seasonGlance = (read: SeasonRead, year: number): SeasonGlance => {
  const { rows } = read
  const { days, lastTotal } = perDay(read)
  const funnel = FUNNEL_STEPS.map((step) => {
    const at = rows.filter((r) => reached(step, r))
    const paise = at.reduce((sum, r) => sum + stepPaise(step, r), 0)
    return { step, label: FUNNEL_LABELS[step], enquiries: at.length, amount: toRupees(paise) }
  })
  const cancelled = rows.filter((r) => r.status === 'CANCELLED')
  const answered = rows.filter((r) => r.firstAnswerAt !== null)
  const waitedMs = answered.reduce((sum, r) => sum + (Number(r.firstAnswerAt) - r.createdAt), 0)
  return {
    year,
    label: seasonLabel(year),
    ...seasonDays(year),
    last_season:
      lastTotal > 0 ? { year: year - 1, label: seasonLabel(year - 1), enquiries: lastTotal } : null,
    days,
    funnel,
    cancelled: {
      enquiries: cancelled.length,
      amount: toRupees(cancelled.reduce((sum, r) => sum + agreedPaise(r), 0)),
    },
    ...topProducts(read),
    states: byName(rows, stateNameOf),
    referrers: byName(rows, referrerOf),
    first_answer: {
      answered: answered.length,
      waiting: rows.length - answered.length,
      average_minutes: answered.length ? Math.round(waitedMs / answered.length / 60_000) : null,
    },
  }
}
