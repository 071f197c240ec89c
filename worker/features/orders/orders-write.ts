import type { InStatement, InValue } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '../../contract/access-code'
import { fromRupees } from '../../contract/money'
import { INITIAL_ORDER_STATUS } from '../../contract/order-status'
import type { SavedEnquiry } from '../../contract/orders'
import { newEnquiryAlert } from '../../db/alert-rows'
import type { Db } from '../../db/client'
import { orderLines, orders } from '../../db/schema'
import { fillTemplate, type SqlTemplate, sqlTemplate } from '../../db/write'
import { randomCode, randomId } from '../../lib/ids'
import { amountInWords } from '../../lib/words'
import type { EnquiryInput, PricedLine } from './orders-pricing'
import type { EnquiryState } from './orders-state'
import { toSaved } from './orders-views'

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
  'locale',
  'accessCode',
  'stateCode',
  'stateName',
  'adultConfirmedAt',
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
const templates = new WeakMap<Db, { order: SqlTemplate; lines: Map<number, SqlTemplate> }>()
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
          .returning({ order_no: orders.orderNo, access_code: orders.accessCode }),
      ),
      lines: new Map(),
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

// The buyer's way back to the enquiry without its link; see contract/access-code.ts.
const newAccessCode = () => randomCode(ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH)

// The order and its lines commit together or not at all. The number is taken inside the same
// write transaction (the next after the highest, found through the unique index), so concurrent
// enquiries get distinct, consecutive numbers and a failed write leaves no gap. The order's insert
// answers its number and its access code (made here).
export const enquiryWrites = (
  db: Db,
  e: {
    id: string
    input: EnquiryInput
    state: EnquiryState
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
    locale: e.input.locale ?? 'en',
    accessCode: newAccessCode(),
    stateCode: e.state.code,
    stateName: e.state.name,
    // Checked before the write (enquiryStateOf): every enquiry stored now was confirmed.
    adultConfirmedAt: e.now,
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
    newEnquiryAlert(e.id, e.now),
  ]
}

// The numbers a season's shop could be at: ENQ-00100 to ENQ-09999.
const DECOY_NUMBERS = { from: 100, span: 9_900 }

// The answer a bot gets when it fills the trap: the shape of a real one, so it cannot tell it was
// caught, and nothing true about the shop: the number is drawn at random, not read from the
// enquiries (the next real number would tell how many the shop has had). The route counts it
// against the limits as it would a real one; this reads and writes nothing.
export const decoyEnquiry = (input: EnquiryInput, now: number): SavedEnquiry => {
  const paise = fromRupees(input.sub_total)
  return toSaved({
    id: randomId(),
    orderNo: DECOY_NUMBERS.from + (crypto.getRandomValues(new Uint32Array(1))[0]! % DECOY_NUMBERS.span),
    createdAt: now,
    netAmountPaise: paise,
    amountInWords: amountInWords(paise),
    status: INITIAL_ORDER_STATUS,
    accessCode: newAccessCode(),
  })
}
