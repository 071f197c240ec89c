import * as z from 'zod'

// The season at a glance (docs/behaviour.md, "The season at a glance (issue 34)").
//
// GET admin/season?year=yyyy         -> SeasonGlance (the season that holds today without a year)
// GET admin/season/export?year=yyyy  -> text/csv: every table of the page, one section after another

// Season Y runs from 1 July of Y to 30 June of Y+1, India days: Diwali and the weeks before it sit
// in its middle, never across two seasons.
export const SEASON_START_MONTH = 7

export const seasonQuery = z.object({
  year: z.coerce
    .number({ message: 'year must be a year such as 2026' })
    .int('year must be a year such as 2026')
    .min(2000, 'year must be 2000 or later')
    .max(2100, 'year must be 2100 or earlier')
    .optional(),
})
export type SeasonQuery = z.output<typeof seasonQuery>

// The season a yyyy-mm-dd India day falls in.
export const seasonOfDay = (day: string): number => {
  const [y, m] = day.split('-').map(Number) as [number, number]
  return m >= SEASON_START_MONTH ? y : y - 1
}

// "2026-27", as the trade names a season (and the financial year is written).
export const seasonLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`

// Its first and last India days, yyyy-mm-dd.
export const seasonDays = (year: number) => ({ from: `${year}-07-01`, to: `${year + 1}-06-30` })

// The steps of an enquiry's way, in order; an enquiry counts at every step it ever reached.
export const FUNNEL_STEPS = ['enquiry', 'quoted', 'accepted', 'paid', 'dispatched', 'collected'] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  enquiry: 'Enquiries',
  quoted: 'Quote sent',
  accepted: 'Accepted',
  paid: 'Paid',
  dispatched: 'Dispatched',
  collected: 'Collected',
}

// Which figure each step adds up (rupees): the buyers' estimates, then the quotes sent, then the
// amount agreed (the tax invoice's total once issued).
export const FUNNEL_AMOUNTS: Record<FunnelStep, string> = {
  enquiry: 'Estimates',
  quoted: 'Latest quotes',
  accepted: 'Agreed',
  paid: 'Invoiced',
  dispatched: 'Invoiced',
  collected: 'Invoiced',
}

export interface SeasonDay {
  day: string // yyyy-mm-dd, India
  enquiries: number
  // The same day of last season (1 July beside 1 July); 0 when it had none.
  last_season: number
}

export interface FunnelFigure {
  step: FunnelStep
  label: string
  enquiries: number
  amount: number // rupees
}

export interface ProductFigure {
  product_code: string
  product_name: string
  quantity: number
  value: number // rupees
}

export interface PlaceFigure {
  name: string // the State, or the referrer ('Direct' when the enquiry names none)
  enquiries: number
  estimate: number // rupees: the enquiries' own totals
  paid: number // rupees: invoiced, of those paid
}

export interface SeasonGlance {
  year: number
  label: string
  from: string
  to: string
  // Last season, only when it had enquiries.
  last_season: { year: number; label: string; enquiries: number } | null
  days: SeasonDay[]
  funnel: FunnelFigure[]
  cancelled: { enquiries: number; amount: number }
  top_by_quantity: ProductFigure[]
  top_by_value: ProductFigure[]
  states: PlaceFigure[]
  referrers: PlaceFigure[]
  first_answer: {
    answered: number
    waiting: number
    // Whole minutes, rounded; null when nothing was answered yet.
    average_minutes: number | null
  }
}

// How many products each top list names.
export const TOP_PRODUCTS = 10
