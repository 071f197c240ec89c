import type { Paise } from './money'

// Kept apart from money.ts, which every catalogue page loads: only the forms that take typed
// rupees (payments, the console's boxes, the price-list import) need the parser.

// Rupees as text: plain decimal digits, grouped with commas or not ("2500", "2,500.50",
// "1,00,000"), at most two decimals. Nothing else that Number() would take: no hex ("0x10"),
// exponent, sign, spaces inside, "Infinity" or bare dot.
export const RUPEES_TEXT = /^(\d+|\d{1,3}(,\d{2,3})+)(\.\d{1,2})?$/

// Rupees as typed in a form to paise, counted in integers; NaN when it is not rupees as above.
export const parseRupees = (text: string): Paise => {
  const t = text.trim()
  if (!RUPEES_TEXT.test(t)) return Number.NaN
  const [whole = '', fraction = ''] = t.replace(/,/g, '').split('.')
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(paise) ? paise : Number.NaN
}
