import { and, eq, inArray, isNull } from 'drizzle-orm'
import { dispatched, ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../contract/order-status'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { AppError, fieldError } from '../../lib/errors'
import type { ObjectStore } from '../../lib/object-store'

// The lorry receipt photo: the seller adds it once the parcel has left, and may replace it.

const LR_ALLOWED = ORDER_STATUSES.filter(dispatched)

export const lrOrder = async (db: Db, id: string) => {
  const rows = await db
    .select({ status: orders.status, lrPhotoKey: orders.lrPhotoKey })
    .from(orders)
    .where(eq(orders.id, id))
  const order = rows[0]
  if (!order) throw new AppError('NOT_FOUND', 'Enquiry not found')
  if (!LR_ALLOWED.includes(order.status)) {
    throw new AppError(
      'NOT_DISPATCHED',
      `The lorry receipt can be added once the enquiry is Dispatched; it is ${ORDER_STATUS_LABELS[order.status]}.`,
    )
  }
  return order
}

export const checkLrPhoto = (photo: { size: number }, maxBytes: number) => {
  if (photo.size === 0) {
    throw fieldError('photo', 'The photo is empty')
  }
  if (photo.size > maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The photo must be at most ${maxBytes / (1024 * 1024)} MB. Please send a smaller one.`,
    )
  }
}

// Stores the LR number, transporter and (when given) a new photo; a replaced photo is deleted
// after the order points at the new one, so a failure never leaves the order without a photo.
export const saveLr = async (
  db: Db,
  objects: ObjectStore,
  id: string,
  input: {
    lr_number: string
    transporter: string
    photo?: { key: string; bytes: Uint8Array; contentType: string } | undefined
  },
  ctx: { now: number; previousKey: string | null },
) => {
  if (input.photo) await objects.put(input.photo.key, input.photo.bytes, input.photo.contentType)
  const newKey = input.photo?.key ?? ctx.previousKey
  let updated: { id: string }[]
  try {
    updated = await db
      .update(orders)
      .set({
        lrPhotoKey: newKey,
        lrNumber: input.lr_number,
        transporter: input.transporter,
        updatedAt: ctx.now,
      })
      .where(
        and(
          eq(orders.id, id),
          inArray(orders.status, [...LR_ALLOWED]),
          // Two uploads at once: only the one that saw the current photo wins.
          ctx.previousKey === null ? isNull(orders.lrPhotoKey) : eq(orders.lrPhotoKey, ctx.previousKey),
        ),
      )
      .returning({ id: orders.id })
  } catch (error) {
    if (input.photo) await objects.delete(input.photo.key)
    throw error
  }
  if (!updated.length) {
    if (input.photo) await objects.delete(input.photo.key)
    throw new AppError('CONFLICT', 'This enquiry was changed meanwhile. Please look at it again.')
  }
  if (input.photo && ctx.previousKey && ctx.previousKey !== input.photo.key) {
    await objects.delete(ctx.previousKey)
  }
}
