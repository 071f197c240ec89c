import type { Locale } from '@contract/locale'
import { tamilIndiaDateTime, tamilIsoDate } from '../../lib/tamil-date'

// Tamil dates in Tamil month names with the digits every buyer reads ("9 நவம்பர் 2026, இரவு 12:15"),
// always India time whatever the phone's zone. English keeps the server's dd/MM/yyyy hh:mm AM/PM.
// Tracking by mobile number answers the India day alone ("2026-11-09", "09/11/2026"): the day it is.
export const orderDate = (row: { order_date: string; order_at?: string }, locale: Locale): string => {
  if (locale !== 'ta' || !row.order_at) return row.order_date
  if (/^\d{4}-\d{2}-\d{2}$/.test(row.order_at)) return tamilIsoDate(row.order_at)
  return tamilIndiaDateTime(new Date(row.order_at)) ?? row.order_date
}
