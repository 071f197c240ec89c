import type { InStatement, InValue } from '@libsql/client'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { afterDiscount, fromRupees, toRupees } from '../../contract/money'
import { INITIAL_ORDER_STATUS, ORDER_STATUS_LABELS, type OrderStatus } from '../../contract/order-status'
import type {
  enquiryPayloadSchema,
  OrderPublicInfo,
  OrderRecord,
  PrintLine,
  RepricedLine,
  SavedEnquiry,
  TrackedOrder,
} from '../../contract/orders'
import { matchPin, minimumOrderMessage, referenceLabel, type StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { orderLines, orders, products } from '../../db/schema'
import { fillTemplate, isUniqueViolation, type SqlTemplate, sqlTemplate, writeBatch } from '../../db/write'
import { AppError, fieldError } from '../../lib/errors'
import { randomId, sha256Hex } from '../../lib/ids'
import { formatIndiaDateTime } from '../../lib/time'
import { amountInWords } from '../../lib/words'
import type { CatalogueSnapshot } from '../catalogue/catalogue.service'

export type EnquiryInput = z.output<typeof enquiryPayloadSchema>

export const enquiryNumber = (orderNo: number) => `ENQ-${String(orderNo).padStart(5, '0')}`

export const lrPhotoPath = (orderId: string) => `/api/website-management/order/public/lr/${orderId}`

const statusOf = (s: string): OrderStatus => s as OrderStatus

export interface PricedLine {
  productId: number
  productCode: string
  productName: string
  tamilName: string
  per: string
  mrpPaise: number
  discountPercentage: number
  unitPaise: number
  qty: number
  subTotalPaise: number
}

const productIdsOf = (input: EnquiryInput) => input.product_list.map((l) => Number(l.product_id))

// Prices every line from the products as the database has them now. The browser's figures are
// only compared, never used.
// Only the columns pricing needs: with libSQL the cost of a query grows with the columns it reads.
export const pricingColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  tamilName: products.tamilName,
  per: products.per,
  mrpPaise: products.mrpPaise,
  discountPercentage: products.discountPercentage,
  isSoldOut: products.isSoldOut,
}
type PricingRow = { [K in keyof typeof pricingColumns]: (typeof products.$inferSelect)[K] }

export const priceEnquiry = (input: EnquiryInput, rows: PricingRow[]) => {
  const ids = productIdsOf(input)
  const byId = new Map(rows.map((p) => [p.id, p]))

  const unknown = ids.filter((id) => !byId.has(id))
  if (unknown.length) {
    throw new AppError(
      'UNKNOWN_PRODUCT',
      'Some products in your cart are no longer in our price list. Please refresh your cart and try again.',
      { details: { product_ids: unknown.map(String) } },
    )
  }
  const soldOut = ids.map((id) => byId.get(id)!).filter((p) => p.isSoldOut)
  if (soldOut.length) {
    const names = soldOut.map((p) => `${p.name} (${p.code})`).join(', ')
    throw new AppError(
      'PRODUCT_SOLD_OUT',
      `Sold out: ${names}. Please remove ${soldOut.length > 1 ? 'them' : 'it'} from your cart.`,
      {
        details: { product_ids: soldOut.map((p) => String(p.id)), product_codes: soldOut.map((p) => p.code) },
      },
    )
  }

  const lines: PricedLine[] = input.product_list.map((l) => {
    const p = byId.get(Number(l.product_id))!
    const unitPaise = afterDiscount(p.mrpPaise, p.discountPercentage)
    return {
      productId: p.id,
      productCode: p.code,
      productName: p.name,
      tamilName: p.tamilName,
      per: p.per,
      mrpPaise: p.mrpPaise,
      discountPercentage: p.discountPercentage,
      unitPaise,
      qty: l.qty,
      subTotalPaise: unitPaise * l.qty,
    }
  })
  const subTotalPaise = lines.reduce((sum, l) => sum + l.subTotalPaise, 0)

  // The browser shows the buyer a total; if ours differs, the buyer must see ours before agreeing.
  const changed = input.product_list.some((l, i) => {
    const line = lines[i]!
    return fromRupees(l.price) !== line.unitPaise || fromRupees(l.sub_total) !== line.subTotalPaise
  })
  if (
    changed ||
    fromRupees(input.sub_total) !== subTotalPaise ||
    fromRupees(input.net_amount) !== subTotalPaise
  ) {
    const repriced: RepricedLine[] = lines.map((l) => ({
      product_id: String(l.productId),
      product_code: l.productCode,
      product_name: l.productName,
      price: toRupees(l.unitPaise),
      qty: l.qty,
      sub_total: toRupees(l.subTotalPaise),
      is_sold_out: 0,
    }))
    throw new AppError(
      'PRICE_CHANGED',
      'Prices have changed since you filled your cart. Please check the new total and place the enquiry again.',
      {
        details: {
          product_list: repriced,
          sub_total: toRupees(subTotalPaise),
          net_amount: toRupees(subTotalPaise),
        },
      },
    )
  }
  return { lines, subTotalPaise }
}

export const checkDeliveryRules = (input: EnquiryInput, settings: StoredSettings, subTotalPaise: number) => {
  if (!settings.referrers.some((r) => referenceLabel(r) === input.reference_by)) {
    throw fieldError('reference_by', 'Please choose a reference person')
  }
  const banned = matchPin(input.pin_code, settings.banned_areas)
  if (banned) {
    throw new AppError(
      'DELIVERY_NOT_AVAILABLE',
      `Sorry, we do not sell or send crackers to ${banned.name} (PIN code ${input.pin_code}), where their sale is banned.`,
      { details: { area: banned.name } },
    )
  }
  const region = matchPin(input.pin_code, settings.minimum_order.regions)
  const minimumPaise = region?.minimum_paise ?? settings.minimum_order.other_regions_minimum_paise
  if (subTotalPaise < minimumPaise) {
    throw new AppError('MINIMUM_ORDER_NOT_MET', minimumOrderMessage(toRupees(minimumPaise)), {
      details: {
        minimum_amount: toRupees(minimumPaise),
        sub_total: toRupees(subTotalPaise),
        region: region?.name ?? 'Other states',
      },
    })
  }
  return minimumPaise
}

const toSaved = (o: typeof orders.$inferSelect): SavedEnquiry => ({
  order_id: o.id,
  order_no: o.orderNo,
  enquiry_number: enquiryNumber(o.orderNo),
  enquiry_time: formatIndiaDateTime(o.createdAt),
  payable_amount: toRupees(o.netAmountPaise),
  net_amount: toRupees(o.netAmountPaise),
  amount_in_words: o.amountInWords,
  order_status: statusOf(o.status),
})

// A retry with the same key answers the first enquiry; the same key with another cart is a mistake.
const replayOf = (first: typeof orders.$inferSelect | undefined, requestHash: string) => {
  if (!first) return undefined
  if (first.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This checkout attempt was already used for another cart. Please try again.',
    )
  }
  return toSaved(first)
}

const replay = async (db: Db, key: string, requestHash: string) =>
  replayOf((await db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0], requestHash)

const ORDER_FIELDS = [
  'id',
  'accountId',
  'customerName',
  'mobileNo',
  'emailId',
  'address',
  'city',
  'pinCode',
  'referenceBy',
  'subTotalPaise',
  'discountPaise',
  'netAmountPaise',
  'minimumOrderPaise',
  'amountInWords',
  'status',
  'idempotencyKey',
  'requestHash',
  'createdAt',
  'updatedAt',
] as const
const LINE_FIELDS = [
  'orderId',
  'lineNo',
  'productId',
  'productCode',
  'productName',
  'tamilName',
  'per',
  'mrpPaise',
  'discountPercentage',
  'unitPaise',
  'qty',
  'subTotalPaise',
] as const

const placeholders = <K extends string>(fields: readonly K[], suffix = '') =>
  Object.fromEntries(fields.map((f) => [f, sql.placeholder(`${f}${suffix}`)])) as Record<
    K,
    ReturnType<typeof sql.placeholder>
  >

// Built once per database and line count; see sqlTemplate.
const templates = new WeakMap<
  Db,
  { order: SqlTemplate; lines: Map<number, SqlTemplate>; byKey: SqlTemplate }
>()
const templatesOf = (db: Db) => {
  let t = templates.get(db)
  if (!t) {
    t = {
      order: sqlTemplate(
        db
          .insert(orders)
          .values({
            ...placeholders(ORDER_FIELDS),
            orderNo: sql`(select coalesce(max(${orders.orderNo}), 0) + 1 from ${orders})`,
          })
          .returning({ order_no: orders.orderNo }),
      ),
      lines: new Map(),
      byKey: sqlTemplate(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.idempotencyKey, sql.placeholder('key'))),
      ),
    }
    templates.set(db, t)
  }
  return t
}
const linesTemplate = (db: Db, count: number) => {
  const t = templatesOf(db)
  let lines = t.lines.get(count)
  if (!lines) {
    lines = sqlTemplate(
      db
        .insert(orderLines)
        .values(Array.from({ length: count }, (_, i) => placeholders(LINE_FIELDS, `_${i}`))),
    )
    t.lines.set(count, lines)
  }
  return lines
}

// The order and its lines commit together or not at all. The number is taken inside the same
// write transaction (the next after the highest, found through the unique index), so concurrent
// enquiries get distinct, consecutive numbers and a failed write leaves no gap.
export const enquiryWrites = (
  db: Db,
  e: {
    id: string
    input: EnquiryInput
    lines: PricedLine[]
    subTotalPaise: number
    minimumPaise: number
    words: string
    now: number
    accountId?: string | undefined
    idempotencyKey?: string | undefined
    requestHash: string
  },
): InStatement[] => {
  const order: Record<(typeof ORDER_FIELDS)[number], InValue> = {
    id: e.id,
    accountId: e.accountId ?? null,
    customerName: e.input.customer_name,
    mobileNo: e.input.mobile_no,
    emailId: e.input.email_id ?? null,
    address: e.input.address,
    city: e.input.city,
    pinCode: e.input.pin_code,
    referenceBy: e.input.reference_by,
    subTotalPaise: e.subTotalPaise,
    discountPaise: 0,
    netAmountPaise: e.subTotalPaise,
    minimumOrderPaise: e.minimumPaise,
    amountInWords: e.words,
    status: INITIAL_ORDER_STATUS,
    idempotencyKey: e.idempotencyKey ?? null,
    requestHash: e.requestHash,
    createdAt: e.now,
    updatedAt: e.now,
  }
  const lineValues: Record<string, InValue> = {}
  e.lines.forEach((l, i) => {
    const row: Record<(typeof LINE_FIELDS)[number], InValue> = { orderId: e.id, lineNo: i + 1, ...l }
    for (const f of LINE_FIELDS) lineValues[`${f}_${i}`] = row[f]
  })
  return [
    fillTemplate(templatesOf(db).order, order),
    fillTemplate(linesTemplate(db, e.lines.length), lineValues),
  ]
}

export const saveEnquiry = async (
  db: Db,
  input: EnquiryInput,
  ctx: {
    now: number
    settings: StoredSettings
    // The catalogue as the database has it now (see CatalogueCache.current).
    catalogue: () => Promise<CatalogueSnapshot>
    accountId?: string | undefined
    idempotencyKey?: string | undefined
    // Runs once it is known that this is a new enquiry and not the retry of an accepted one,
    // before anything is written: the place for limits that a retry must not count against.
    admit?: () => Promise<void>
  },
): Promise<{ enquiry: SavedEnquiry; replayed: boolean }> => {
  // The bot-trap fields describe this attempt, not the cart: a retry may send another fill time.
  const { company_website: _trap, fill_ms: _fill, ...cart } = input
  const requestHash = await sha256Hex(JSON.stringify({ ...cart, sub: ctx.accountId ?? null }))
  // One round trip for both reads: on Workers each query to Turso costs network latency.
  const [earlierRows, productRows] = await db.batch([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.idempotencyKey, ctx.idempotencyKey ?? '')),
    db
      .select(pricingColumns)
      .from(products)
      .where(inArray(products.id, productIdsOf(input))),
  ])
  if (ctx.idempotencyKey && earlierRows[0]) {
    const earlier = await replay(db, ctx.idempotencyKey, requestHash)
    if (earlier) return { enquiry: earlier, replayed: true }
  }
  await ctx.admit?.()

  const { lines, subTotalPaise } = priceEnquiry(input, productRows)
  const minimumPaise = checkDeliveryRules(input, ctx.settings, subTotalPaise)

  const id = randomId()
  const words = amountInWords(subTotalPaise)
  try {
    const results = await writeBatch(
      db,
      enquiryWrites(db, {
        id,
        input,
        lines,
        subTotalPaise,
        minimumPaise,
        words,
        now: ctx.now,
        accountId: ctx.accountId,
        idempotencyKey: ctx.idempotencyKey,
        requestHash,
      }),
    )
    const orderNo = Number(results[0]?.rows[0]?.order_no)
    return {
      enquiry: {
        order_id: id,
        order_no: orderNo,
        enquiry_number: enquiryNumber(orderNo),
        enquiry_time: formatIndiaDateTime(ctx.now),
        payable_amount: toRupees(subTotalPaise),
        net_amount: toRupees(subTotalPaise),
        amount_in_words: words,
        order_status: INITIAL_ORDER_STATUS,
      },
      replayed: false,
    }
  } catch (error) {
    // Two tabs retrying the same attempt at once: the loser answers with the winner's enquiry.
    if (ctx.idempotencyKey && isUniqueViolation(error, 'idempotency_key')) {
      const earlier = await replay(db, ctx.idempotencyKey, requestHash)
      if (earlier) return { enquiry: earlier, replayed: true }
    }
    throw error
  }
}

// The answer a bot gets when it fills a trap: the shape of a real one, numbered like the next real
// one, so it cannot tell it was caught. Nothing is written.
export const decoyEnquiry = async (db: Db, input: EnquiryInput, now: number): Promise<SavedEnquiry> => {
  const rows = await db.select({ last: sql<number | null>`max(${orders.orderNo})` }).from(orders)
  const orderNo = Number(rows[0]?.last ?? 0) + 1
  const paise = fromRupees(input.sub_total)
  return {
    order_id: randomId(),
    order_no: orderNo,
    enquiry_number: enquiryNumber(orderNo),
    enquiry_time: formatIndiaDateTime(now),
    payable_amount: toRupees(paise),
    net_amount: toRupees(paise),
    amount_in_words: amountInWords(paise),
    order_status: INITIAL_ORDER_STATUS,
  }
}

const findOrder = async (db: Db, id: string) => {
  const rows = await db.select().from(orders).where(eq(orders.id, id))
  const order = rows[0]
  if (!order) throw new AppError('NOT_FOUND', 'Enquiry not found')
  return order
}

export const getOrderPublic = async (db: Db, id: string): Promise<OrderPublicInfo> => {
  const o = await findOrder(db, id)
  return {
    _id: o.id,
    order_no: o.orderNo,
    enquiry_number: enquiryNumber(o.orderNo),
    enquiry_time: formatIndiaDateTime(o.createdAt),
    payable_amount: toRupees(o.netAmountPaise),
    payable_mode: 'Manual',
    order_status: statusOf(o.status),
    order_status_label: ORDER_STATUS_LABELS[statusOf(o.status)],
  }
}

const linesOf = async (db: Db, ids: string[]) => {
  if (!ids.length) return new Map<string, PrintLine[]>()
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.lineNo))
  const byOrder = new Map<string, PrintLine[]>()
  for (const l of rows) {
    const list = byOrder.get(l.orderId) ?? []
    list.push({
      product_id: l.productId === null ? null : String(l.productId),
      product_code: l.productCode,
      product_name: l.productName,
      tamil_name: l.tamilName,
      per: l.per,
      price: toRupees(l.mrpPaise),
      discount_percentage: l.discountPercentage,
      after_discount_price: toRupees(l.unitPaise),
      qty: l.qty,
      sub_total: toRupees(l.subTotalPaise),
    })
    byOrder.set(l.orderId, list)
  }
  return byOrder
}

const toRecord = (o: typeof orders.$inferSelect, lines: PrintLine[]): OrderRecord => ({
  _id: o.id,
  order_no: o.orderNo,
  enquiry_number: enquiryNumber(o.orderNo),
  order_date: formatIndiaDateTime(o.createdAt),
  reference_by: o.referenceBy,
  customer_name: o.customerName,
  customer_city: o.city,
  city: o.city,
  address: o.address,
  pin_code: o.pinCode,
  customer_mobile_no: o.mobileNo,
  email_id: o.emailId,
  sub_total: toRupees(o.subTotalPaise),
  discount_amount: toRupees(o.discountPaise),
  net_amount: toRupees(o.netAmountPaise),
  amount_in_words: o.amountInWords,
  order_status: statusOf(o.status),
  order_status_label: ORDER_STATUS_LABELS[statusOf(o.status)],
  lr_photo_path: o.lrPhotoKey ? lrPhotoPath(o.id) : null,
  lr_number: o.lrNumber,
  transporter: o.transporter,
  product_list: lines,
})

// The printable bill: whoever holds the unguessable id (the buyer's thank-you link) may see it.
export const getOrderForPrint = async (db: Db, id: string): Promise<OrderRecord> => {
  const o = await findOrder(db, id)
  return toRecord(o, (await linesOf(db, [o.id])).get(o.id) ?? [])
}

export const getLrPhotoKey = async (db: Db, id: string): Promise<string> => {
  const o = await findOrder(db, id)
  if (!o.lrPhotoKey) throw new AppError('NOT_FOUND', 'No lorry receipt photo yet for this enquiry')
  return o.lrPhotoKey
}

const RECENT = 50

export const trackByMobile = async (db: Db, mobileNo: string, showAll: boolean): Promise<TrackedOrder[]> => {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.mobileNo, mobileNo))
    .orderBy(desc(orders.createdAt))
    .limit(showAll ? 500 : RECENT)
  return rows.map((o) => ({
    order_no: o.orderNo,
    enquiry_number: enquiryNumber(o.orderNo),
    order_date: formatIndiaDateTime(o.createdAt),
    net_amount: toRupees(o.netAmountPaise),
    order_status: statusOf(o.status),
    order_status_label: ORDER_STATUS_LABELS[statusOf(o.status)],
    city: o.city,
    has_lr_photo: o.lrPhotoKey ? 1 : 0,
  }))
}

export const ordersOfAccount = async (
  db: Db,
  accountId: string,
  showAll: boolean,
): Promise<OrderRecord[]> => {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId)))
    .orderBy(desc(orders.createdAt))
    .limit(showAll ? 500 : RECENT)
  const lines = await linesOf(
    db,
    rows.map((o) => o.id),
  )
  return rows.map((o) => toRecord(o, lines.get(o.id) ?? []))
}
