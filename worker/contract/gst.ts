import { deliveryStateCode, stateOfPin } from './gst-states'
import { INDIA_OFFSET_MS } from './india-time'
import { SELLER_STATE_CODE } from './invoices'
import type { Paise } from './money'

// Tax rules of the seller's tax invoice. The seller is in Sivakasi, Tamil Nadu: a buyer in Tamil
// Nadu pays CGST and SGST (half the rate each), a buyer in any other state or union territory pays
// IGST. The place of supply is the delivery State the buyer chose (an enquiry stored before the
// checkout asked: its PIN code's State).

// Fireworks, signalling flares, rain rockets and the like: chapter 36, heading 3604.
export const HSN_FIREWORKS = '3604'

// Tamil Nadu's PIN codes start 60 to 64. Inside that block sit Puducherry's and Karaikal's post
// offices, a union territory of their own (gst-states.ts lists them; a PIN shared with Tamil Nadu
// villages stays Tamil Nadu's).
export const isTamilNaduPin = (pin: string): boolean => stateOfPin(pin) === SELLER_STATE_CODE

export interface TaxSplit {
  kind: 'intra' | 'inter'
  // Basis points: 1800 is 18%.
  rate_bp: number
  cgst: Paise
  sgst: Paise
  igst: Paise
  tax: Paise
}

// Half up on the paise, as every other figure of the bill. Within the state each half is
// rounded on its own, so CGST and SGST are always equal, as the printed invoice shows them.
const percentOf = (amount: Paise, bp: number): Paise => Math.round((amount * bp) / 10_000)

export const taxSplit = (
  taxable: Paise,
  rateBp: number,
  buyerPin: string,
  stateCode?: string | null,
): TaxSplit => {
  if (deliveryStateCode(buyerPin, stateCode) === SELLER_STATE_CODE) {
    const half = percentOf(taxable, rateBp / 2)
    return { kind: 'intra', rate_bp: rateBp, cgst: half, sgst: half, igst: 0, tax: 2 * half }
  }
  const igst = percentOf(taxable, rateBp)
  return { kind: 'inter', rate_bp: rateBp, cgst: 0, sgst: 0, igst, tax: igst }
}

export const rateBpOf = (percent: number): number => Math.round(percent * 100)

// India's financial year runs 1 April to 31 March: "2026-27". Decided on the India date of the
// instant, so an invoice at 00:10 on 1 April India time (18:40 UTC on 31 March) is in the new year.
export const financialYear = (ms: number): string => {
  const d = new Date(ms + INDIA_OFFSET_MS)
  const y = d.getUTCFullYear()
  const start = d.getUTCMonth() >= 3 ? y : y - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

// "SC/2026-27/0042": the seller's prefix, the financial year, and the number in that year. GST
// allows at most 16 characters from a set of letters, digits, '-' and '/'.
export const invoiceNumber = (prefix: string, fy: string, seq: number): string =>
  `${prefix}/${fy}/${String(seq).padStart(4, '0')}`

// A buyer's GSTIN: state code, PAN, entity number, 'Z', check character.
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
