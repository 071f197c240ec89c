// Paise inside, rupees with two decimals on the wire. All arithmetic stays in integers.
// The server refuses a cart whose figures differ from its own by a paisa (409 PRICE_CHANGED), so
// the browser and the server must compute every figure with these same functions.

import type { Locale } from './locale'

export type Paise = number

export const toRupees = (paise: Paise): number => Math.round(paise) / 100

export const fromRupees = (rupees: number): Paise => Math.round(rupees * 100)

// Round half up on the paise, as a shop's bill does.
export const afterDiscount = (mrp: Paise, discountPercentage: number): Paise =>
  Math.round((mrp * (100 - discountPercentage)) / 100)

// A line of the bill: unit price times quantity.
export const lineTotal = (unit: Paise, qty: number): Paise => unit * qty

// What a line saves against the MRP: (MRP − price) × qty, never negative.
export const lineSaving = (mrp: Paise, unit: Paise, qty: number): Paise => Math.max(0, mrp - unit) * qty

export const sumPaise = (values: readonly Paise[]): Paise => values.reduce((sum, v) => sum + v, 0)

// Whether a rupee figure has at most two decimals (a whole number of paise).
export const isWholePaise = (rupees: number): boolean =>
  Number.isFinite(rupees) && Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6

// 2500000 paise -> "Rs. 25,000" (Indian digit grouping), used in messages and banners. Tamil
// writes the rupee sign, as every Tamil page does: "₹25,000", "₹1,23,456.50".
export const formatRupees = (paise: Paise, locale: Locale = 'en'): string => {
  const rupees = paise / 100
  const whole = Number.isInteger(rupees)
  const figure = rupees.toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
  return `${locale === 'ta' ? '₹' : 'Rs. '}${figure}`
}
