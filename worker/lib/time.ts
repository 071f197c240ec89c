// The seller and buyers live in India time; the database keeps UTC milliseconds.
import { INDIA_OFFSET_MS } from '../contract/india-time'

export { INDIA_OFFSET_MS, INDIA_TIME_ZONE } from '../contract/india-time'

const DAY_MS = 24 * 60 * 60_000

export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

const two = (n: number) => String(n).padStart(2, '0')

// The India wall clock of an instant, read through the UTC getters of a shifted Date.
const wall = (ms: number) => {
  const d = new Date(ms + INDIA_OFFSET_MS)
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    mi: d.getUTCMinutes(),
  }
}

// The India calendar day as enquiry dates are shown, dd/MM/yyyy, e.g. "22/11/2026".
export const formatIndiaDate = (ms: number): string => {
  const t = wall(ms)
  return `${two(t.d)}/${two(t.mo)}/${t.y}`
}

// Enquiry times are shown as dd/MM/yyyy hh:mm AM/PM in India time, e.g. "22/11/2026 07:35 PM".
export const formatIndiaDateTime = (ms: number): string => {
  const t = wall(ms)
  const h12 = t.h % 12 === 0 ? 12 : t.h % 12
  return `${formatIndiaDate(ms)} ${two(h12)}:${two(t.mi)} ${t.h < 12 ? 'AM' : 'PM'}`
}

// The India calendar day, yyyy-MM-dd, for date filters.
export const indiaDate = (ms: number): string => {
  const t = wall(ms)
  return `${t.y}-${two(t.mo)}-${two(t.d)}`
}

// Midnight at the start of an India calendar day, in UTC milliseconds; NaN when the day does not
// exist (2026-02-30 would otherwise roll over into March).
export const indiaMidnight = (day: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!m) return Number.NaN
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - INDIA_OFFSET_MS
  return indiaDate(ms) === day ? ms : Number.NaN
}

export const addDaysMs = (ms: number, days: number): number => ms + days * DAY_MS
