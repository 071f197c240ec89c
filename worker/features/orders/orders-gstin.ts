import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { GSTIN_STATE_MESSAGE, gstinMatchesDelivery } from '../../contract/gstin'
import type { sellerGstinSchema } from '../../contract/quotes'
import type { Db } from '../../db/client'
import { failedGuard, guard } from '../../db/guard'
import { orders } from '../../db/schema'
import { writeBatch } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'

type SellerGstin = z.output<typeof sellerGstinSchema>

const INVOICED =
  'The tax invoice of this enquiry is already issued, with the GSTIN it had then; an issued invoice stays as it is.'

// A GSTIN registered in another State than the delivery State, not confirmed by the seller: the
// buyer's field error on the quote's acceptance, and the seller's (with `summary`) in the console.
export const gstinStateError = (summary?: string) =>
  fieldError('buyer_gstin', GSTIN_STATE_MESSAGE, 'VALIDATION_FAILED', {
    details: { reason: 'GSTIN_STATE_MISMATCH' },
    ...(summary ? { summary } : {}),
  })

// The seller records the buyer's GSTIN (or clears it). One registered in another State than the
// delivery State needs the seller's confirmation, kept with the time it was given; the tax invoice
// then carries that GSTIN with the delivery State as the place of supply. Once the invoice is
// issued nothing changes (guarded in the same write).
export const setBuyerGstin = async (db: Db, id: string, input: SellerGstin, now: number) => {
  const [order] = await db
    .select({ pinCode: orders.pinCode, stateCode: orders.stateCode })
    .from(orders)
    .where(eq(orders.id, id))
  if (!order) throw new AppError('NOT_FOUND', 'Enquiry not found')
  const gstin = input.buyer_gstin || null
  const otherState = gstin !== null && !gstinMatchesDelivery(gstin, order.pinCode, order.stateCode)
  if (otherState && !input.other_state_confirmed) {
    throw gstinStateError(
      'This GSTIN is registered in another State than the delivery State. Tick the confirmation if it is right.',
    )
  }
  try {
    await writeBatch(db, [
      guard('ALREADY_INVOICED', 'not exists (select 1 from invoices where order_id = ?)', [id]),
      db
        .update(orders)
        .set({ buyerGstin: gstin, gstinStateConfirmedAt: otherState ? now : null, updatedAt: now })
        .where(eq(orders.id, id)),
    ])
  } catch (error) {
    if (failedGuard(error) === 'ALREADY_INVOICED') throw new AppError('CONFLICT', INVOICED)
    throw error
  }
}
