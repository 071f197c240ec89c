import type { FreightMode } from './transport'

// How the buyer pays the lorry's freight, said once on the quote and kept to at dispatch.
//
// 'with_order': the freight is a line of the quote, taxed with the goods and inside the total the
//   buyer pays the seller (and on the tax invoice); the seller pays the transporter.
// 'to_pay': the buyer pays the transporter at the branch; it is not in the quote's total nor on the
//   invoice. The quote may say how much to expect (0: not known yet).
export const FREIGHT_TERMS = ['with_order', 'to_pay'] as const
export type FreightTerms = (typeof FREIGHT_TERMS)[number]

// A quote sent without saying (an older console, a script): freight charged in it is paid with the
// order, none means the buyer pays at the branch, as the shop always told buyers. The migration
// that brought the terms in read every earlier quote the same way.
export const freightTermsOf = (given: FreightTerms | undefined, freightRupees: number): FreightTerms =>
  given ?? (freightRupees > 0 ? 'with_order' : 'to_pay')

// What the quote the buyer agreed to says about freight (rupees), for the dispatch to start from.
export interface AgreedFreight {
  version: number
  terms: FreightTerms
  to_pay: number
}

// Where a dispatch's freight parts from the agreed quote, or null when it keeps to it (or there is
// no quote to keep to: a deal made before quotes, or by phone without one).
// - charged_twice: the quote took the freight with the order, the dispatch asks it at the branch;
// - amount_differs: both say at the branch, but not the same amount (a quote that left the amount
//   open, 0, is kept to by any amount);
// - seller_pays: the quote said at the branch, the seller paid the transporter instead.
// Freight the seller paid, when the quote took it with the order, is only what it cost the seller.
export type FreightDifference = 'charged_twice' | 'amount_differs' | 'seller_pays'

export const freightDifference = (
  agreed: Pick<AgreedFreight, 'terms' | 'to_pay'> | null,
  dispatch: { freight_mode: FreightMode; freight: number },
): FreightDifference | null => {
  if (!agreed) return null
  if (agreed.terms === 'with_order') return dispatch.freight_mode === 'to_pay' ? 'charged_twice' : null
  if (dispatch.freight_mode === 'paid') return 'seller_pays'
  return agreed.to_pay > 0 && dispatch.freight !== agreed.to_pay ? 'amount_differs' : null
}

// The most a reason may say; the buyer reads it on the collection page.
export const FREIGHT_REASON_MAX = 300
