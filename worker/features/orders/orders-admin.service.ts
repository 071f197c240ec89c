import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderSummary,
  adminOrderListQuery,
  StatusChange,
} from '../../contract/admin'
import { deliveryStateCode } from '../../contract/gst-states'
import { toRupees } from '../../contract/money'
import {
  canMoveOrderByHand,
  INITIAL_ORDER_STATUS,
  MANUAL_TRANSITIONS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '../../contract/order-status'
import type { StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { orderLines, orderStatusHistory, orders } from '../../db/schema'
import { quotes } from '../../db/schema-quotes'
import { AppError, fieldError } from '../../lib/errors'
import { addDaysMs, formatIndiaDateTime, indiaMidnight as midnightOf } from '../../lib/time'
import { currentStatus, moveOrder } from './order-moves'
import { enquiryNumber, getOrderForPrint } from './orders-views'

export const ADMIN_PAGE_SIZE = 25

type ListQuery = z.output<typeof adminOrderListQuery>

// Midnight at the start of an India calendar day, in UTC milliseconds. A date that does not exist
// (2026-02-30) would silently roll over, so it is refused instead.
const indiaMidnight = (day: string, field: 'from' | 'to') => {
  const start = midnightOf(day)
  if (Number.isNaN(start)) throw fieldError(field, `${field} is not a real date`)
  return start
}

// The seller types what is in front of them: 'ENQ-00042', '42', a mobile number with or without
// +91, or its last few digits; anything else is looked for in the buyer's name.
const matchQuery = (raw: string): SQL | undefined => {
  const compact = raw.replace(/[\s-]/g, '')
  if (!compact) return undefined
  const enq = /^enq0*(\d{1,9})$/i.exec(compact)
  if (enq) return eq(orders.orderNo, Number(enq[1]))
  const digits = compact.replace(/^\+/, '')
  if (/^\d+$/.test(digits)) {
    if (digits.length >= 10) return eq(orders.mobileNo, digits.slice(-10))
    const bySuffix = sql`substr(${orders.mobileNo}, ${-digits.length}) = ${digits}`
    return or(eq(orders.orderNo, Number(digits)), bySuffix)
  }
  return sql`instr(lower(${orders.customerName}), ${raw.trim().toLowerCase()}) > 0`
}

// The list's filters as one condition, shared by the list and the CSV export.
export const orderFilter = (query: Omit<ListQuery, 'page'>): SQL | undefined => {
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(orders.status, query.status))
  const from = query.from ? indiaMidnight(query.from, 'from') : undefined
  const to = query.to ? indiaMidnight(query.to, 'to') : undefined
  if (from !== undefined && to !== undefined && from > to) {
    throw fieldError('from', 'from must not be after to')
  }
  if (from !== undefined) conditions.push(gte(orders.createdAt, from))
  // `to` is the last India day included: everything before the next midnight there.
  if (to !== undefined) conditions.push(lt(orders.createdAt, addDaysMs(to, 1)))
  const q = query.q ? matchQuery(query.q) : undefined
  if (q) conditions.push(q)
  return conditions.length ? and(...conditions) : undefined
}

// A new version clears the acceptance, so the latest version is also the one that counts.
const latestQuotePaise = sql<
  number | null
>`(select ${quotes.totalPaise} from ${quotes} where ${quotes.orderId} = ${orders.id} order by ${quotes.version} desc limit 1)`

export const listOrders = async (db: Db, query: ListQuery): Promise<AdminOrderList> => {
  const where = orderFilter(query)
  const [totals, rows] = await db.batch([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        mobileNo: orders.mobileNo,
        city: orders.city,
        pinCode: orders.pinCode,
        stateCode: orders.stateCode,
        netAmountPaise: orders.netAmountPaise,
        quotePaise: latestQuotePaise,
        status: orders.status,
        lrPhotoKey: orders.lrPhotoKey,
        lineCount: count(orderLines.lineNo),
      })
      .from(orders)
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(where)
      .groupBy(orders.id)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
  ])
  return {
    orders: rows.map(
      (o): AdminOrderSummary => ({
        _id: o.id,
        order_no: o.orderNo,
        enquiry_number: enquiryNumber(o.orderNo),
        order_date: formatIndiaDateTime(o.createdAt),
        customer_name: o.customerName,
        customer_mobile_no: o.mobileNo,
        city: o.city,
        pin_code: o.pinCode,
        state_code: deliveryStateCode(o.pinCode, o.stateCode) ?? null,
        net_amount: toRupees(o.netAmountPaise),
        quote_total: o.quotePaise === null ? null : toRupees(o.quotePaise),
        line_count: Number(o.lineCount),
        order_status: o.status,
        order_status_label: ORDER_STATUS_LABELS[o.status],
        has_lr_photo: o.lrPhotoKey ? 1 : 0,
      }),
    ),
    total: totals[0]?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  }
}

export const getAdminOrder = async (db: Db, id: string): Promise<AdminOrderDetail> => {
  const [record, changes, gstins] = await Promise.all([
    getOrderForPrint(db, id),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db
      .select({ gstin: orders.buyerGstin, confirmedAt: orders.gstinStateConfirmedAt })
      .from(orders)
      .where(eq(orders.id, id)),
  ])
  const confirmedAt = gstins[0]?.confirmedAt ?? null
  // The receipt is not a row: the order's created_at is its record.
  const receipt: StatusChange = {
    from_status: null,
    to_status: INITIAL_ORDER_STATUS,
    to_status_label: ORDER_STATUS_LABELS[INITIAL_ORDER_STATUS],
    note: null,
    actor: 'buyer',
    at: record.order_date,
  }
  return {
    ...record,
    buyer_gstin: gstins[0]?.gstin ?? null,
    gstin_state_confirmed_at: confirmedAt === null ? null : formatIndiaDateTime(confirmedAt),
    history: [
      receipt,
      ...changes.map((h) => ({
        from_status: h.fromStatus,
        to_status: h.toStatus,
        to_status_label: ORDER_STATUS_LABELS[h.toStatus],
        note: h.note,
        actor: h.actor,
        at: formatIndiaDateTime(h.at),
      })),
    ],
    allowed_next: [...MANUAL_TRANSITIONS[record.order_status]],
  }
}

export const changeOrderStatus = async (
  db: Db,
  id: string,
  input: { to: OrderStatus; note?: string | undefined },
  ctx: { actor: string; now: number; settings: StoredSettings },
): Promise<AdminOrderDetail> => {
  const from = await currentStatus(db, id)
  if (!canMoveOrderByHand(from, input.to)) {
    const next = MANUAL_TRANSITIONS[from]
    throw new AppError(
      'INVALID_TRANSITION',
      `An enquiry cannot go from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[input.to]}.` +
        (next.length
          ? ` Next can be: ${next.map((s) => ORDER_STATUS_LABELS[s]).join(' or ')}.`
          : ' It cannot change any more.'),
      { details: { from_status: from, to_status: input.to, allowed_next: [...next] } },
    )
  }
  await moveOrder(db, { id, from, to: input.to, note: input.note || null, ...ctx })
  return getAdminOrder(db, id)
}
