import type { Locale } from '@contract/locale'

// Tamil dates in Tamil month names with the digits every buyer reads ("9 நவ., 2026, 12:15 AM"),
// always India time whatever the phone's zone. English keeps the server's dd/MM/yyyy hh:mm AM/PM.
const TAMIL = new Intl.DateTimeFormat('ta-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
  numberingSystem: 'latn',
})

export const orderDate = (row: { order_date: string; order_at?: string }, locale: Locale): string => {
  if (locale !== 'ta' || !row.order_at) return row.order_date
  const at = new Date(row.order_at)
  return Number.isNaN(at.getTime()) ? row.order_date : TAMIL.format(at)
}
