import type { SeasonDay } from '@contract/admin-season'
import { seasonOfDay } from '@contract/admin-season'
import { INDIA_OFFSET_MS } from '@contract/india-time'

// What the season's page works out for itself from the figures: which seasons to offer, the
// months under the chart, and how a wait reads.

// The season that holds today's India day. (Not the checkout's indiaDayOf: sharing that module
// with the console moved it into a chunk of its own, a few bytes more on every buyer's page.)
export const currentSeason = (now = Date.now()) =>
  seasonOfDay(new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10))

// The seasons the seller may pick: this one and the five before it, newest first.
export const seasonChoices = (current: number) => Array.from({ length: 6 }, (_, i) => current - i)

// The year asked for in the address (?year=), if it is one of the choices.
export const chosenSeason = (param: string | null, current: number) => {
  const year = Number(param)
  return seasonChoices(current).includes(year) ? year : current
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// The months of the season in order, each with how many of its days the chart draws: the labels
// under the bars take as much room as their month.
export const monthsOf = (days: readonly SeasonDay[]) => {
  const months: { label: string; days: number }[] = []
  for (const d of days) {
    const label = MONTHS[Number(d.day.slice(5, 7)) - 1]!
    const last = months.at(-1)
    if (last?.label === label) last.days += 1
    else months.push({ label, days: 1 })
  }
  return months
}

// "1 h 15 min", "40 min", "2 days 3 h": the average wait, as a seller says it.
export const waitText = (minutes: number | null) => {
  if (minutes === null) return 'None answered yet'
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  const parts = [
    days ? `${days} day${days === 1 ? '' : 's'}` : '',
    hours ? `${hours} h` : '',
    days ? '' : `${mins} min`,
  ]
  return parts.filter(Boolean).join(' ') || '0 min'
}

// The busiest day of a series, for the chart's scale (at least 1, so an empty season draws flat).
export const peakOf = (days: readonly SeasonDay[]) =>
  Math.max(1, ...days.map((d) => Math.max(d.enquiries, d.last_season)))

// The days worth a row in the table: those with an enquiry in either season.
export const busyDays = (days: readonly SeasonDay[]) => days.filter((d) => d.enquiries || d.last_season)

// A bar's share of the longest, in percent of the width.
export const share = (value: number, most: number) => (most > 0 ? Math.max(0, (value / most) * 100) : 0)
