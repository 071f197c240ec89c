import { sql } from 'drizzle-orm'
import type { DispatchInput } from '../../contract/admin-transport'
import { type AgreedFreight, type FreightDifference, freightDifference } from '../../contract/freight'
import { toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import { quotes } from '../../db/schema-quotes'
import { fieldError } from '../../lib/errors'
import { chosenVersion } from '../orders/order-invoice'

// The quote's word on freight, kept at dispatch: the version the buyer accepted (else the latest
// sent, as the tax invoice takes it); null for a deal with no quote at all.
export const agreedFreight = async (db: Db, id: string): Promise<AgreedFreight | null> => {
  const rows = await db
    .select({ version: quotes.version, terms: quotes.freightTerms, toPay: quotes.freightToPayPaise })
    .from(quotes)
    .where(sql`${quotes.orderId} = ${id} and ${quotes.version} = ${chosenVersion(id)}`)
  const q = rows[0]
  return q ? { version: q.version, terms: q.terms, to_pay: toRupees(q.toPay) } : null
}

const SAID: Record<FreightDifference, (q: AgreedFreight) => string> = {
  charged_twice: (q) =>
    `Quote v${q.version} took the freight with the order: asking it again at the branch charges it twice.`,
  amount_differs: (q) => `Quote v${q.version} told the buyer to expect ₹${q.to_pay} at the branch.`,
  seller_pays: (q) => `Quote v${q.version} told the buyer to pay the freight at the branch.`,
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
  throw fieldError(
    'freight_reason',
    'Say why the freight differs from the quote; the buyer reads it',
    'FREIGHT_REASON_REQUIRED',
    {
      summary: `${SAID[difference](agreed)} Say why in the reason, which the buyer reads.`,
      details: {
        difference,
        quote_version: agreed.version,
        quote_freight_terms: agreed.terms,
        quote_freight_to_pay: agreed.to_pay,
      },
    },
  )
}
