import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

// The seller and buyers live in India time; the database keeps UTC milliseconds.
export const INDIA_TIME_ZONE = 'Asia/Kolkata'

export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

const inIndia = (ms: number) => new TZDate(ms, INDIA_TIME_ZONE)

// Enquiry times are shown as dd/MM/yyyy hh:mm aa in India time, e.g. "22/11/2026 07:35 PM".
export const formatIndiaDateTime = (ms: number): string => format(inIndia(ms), 'dd/MM/yyyy hh:mm a')

// The India calendar day, yyyy-MM-dd, for date filters.
export const indiaDate = (ms: number): string => format(inIndia(ms), 'yyyy-MM-dd')
