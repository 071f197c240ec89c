import { sql } from 'drizzle-orm'
import type { DispatchInput } from '../../contract/admin-transport'
import {
  type AgreedFreight,
  FREIGHT_REASON_NEEDED,
  freightDifference,
  freightDifferenceText,
} from '../../contract/freight'
import { toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import { quotes } from '../../db/schema-quotes'
import { fieldError } from '../../lib/errors'
import { chosenVersion } from '../orders/order-invoice'

// The quote's word on freight, kept at dispatch: the version the buyer accepted (else the latest
// sent, as the tax invoice takes it); null for a deal with no quote at all.
export const agreedFreight = async (db: Db, id: string): Promise<AgreedFreight | null> => {
  const rows = await db
    .select({
      version: quotes.version,
      terms: quotes.freightTerms,
      withOrder: quotes.freightPaise,
      toPay: quotes.freightToPayPaise,
    })
    .from(quotes)
    .where(sql`${quotes.orderId} = ${id} and ${quotes.version} = ${chosenVersion(id)}`)
  const q = rows[0]
  return q
    ? { version: q.version, terms: q.terms, with_order: toRupees(q.withOrder), to_pay: toRupees(q.toPay) }
    : null
}

// The reason to keep with the dispatch: the seller's, when the freight parts from the quote (which
// the dispatch is refused without), else none.
export const freightReasonOf = async (
  db: Db,
  id: string,
  input: Pick<DispatchInput, 'freight_mode' | 'freight' | 'freight_reason'>,
): Promise<string | null> => {
  const agreed = await agreedFreight(db, id)
  const difference = freightDifference(agreed, input)
  if (!agreed || !difference) return null
  const reason = input.freight_reason?.trim() ?? ''
  if (reason) return reason
  throw fieldError('freight_reason', FREIGHT_REASON_NEEDED, 'FREIGHT_REASON_REQUIRED', {
    summary: `${freightDifferenceText(difference, agreed)} Say why in the reason, which the buyer reads.`,
    details: {
      difference,
      quote_version: agreed.version,
      quote_freight_terms: agreed.terms,
      quote_freight_to_pay: agreed.to_pay,
    },
  })
}
