import type { Locale } from '@contract/locale'
import { tamilIndiaDateTime } from '../../lib/tamil-date'

// Tamil dates in Tamil month names with the digits every buyer reads ("9 நவம்பர் 2026, இரவு 12:15"),
// always India time whatever the phone's zone. English keeps the server's dd/MM/yyyy hh:mm AM/PM.
export const orderDate = (row: { order_date: string; order_at?: string }, locale: Locale): string => {
  if (locale !== 'ta' || !row.order_at) return row.order_date
  return tamilIndiaDateTime(new Date(row.order_at)) ?? row.order_date
}
