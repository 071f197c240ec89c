import { eq, inArray, sql } from 'drizzle-orm'
import type * as z from 'zod'
import { freightTermsOf } from '../../contract/freight'
import { fromRupees, lineTotal } from '../../contract/money'
import { ORDER_STATUS_LABELS, type OrderStatus, QUOTABLE_STATUSES } from '../../contract/order-status'
import { type QuoteFiguresPaise, quoteFigures } from '../../contract/quote-figures'
import type { AdminQuotes, quoteRevisionSchema } from '../../contract/quotes'
import type { StoredSettings } from '../../contract/settings'
import type { Db } from '../../db/client'
import { failedGuard, guard } from '../../db/guard'
import { orders, products } from '../../db/schema'
import { quoteLines, quotes } from '../../db/schema-quotes'
import { isUniqueViolation, writeBatch } from '../../db/write'
import { AppError, type ErrorIssue, fieldError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { addDaysMs, indiaDate, indiaMidnight } from '../../lib/time'
import { conflictOnStaleStatus, moveStatements } from '../orders/order-moves'
import { currentVersionOf, readState, stateOf, stateQueries } from './quotes-state'
import { toAdminQuotes } from './quotes-views'

// A quote version's figures as its row stores them.
export const quoteFigureColumns = (f: QuoteFiguresPaise) => ({
  subTotalPaise: f.sub_total,
  freightPaise: f.freight,
  packingPaise: f.packing,
  discountPaise: f.discount,
  taxablePaise: f.taxable,
  gstRateBp: f.rate_bp,
  taxKind: f.kind,
  cgstPaise: f.cgst,
  sgstPaise: f.sgst,
  igstPaise: f.igst,
  totalPaise: f.total,
})

type QuoteRevision = z.output<typeof quoteRevisionSchema>

const MAX_QUOTE_PAISE = 100 * 10_000_000 * 100 // Rs. 100 crore

interface SellerContext {
  actor: string
  now: number
  settings: StoredSettings
}

export const getAdminQuotes = async (db: Db, id: string, settings: StoredSettings, now: number) => {
  const state = await readState(db, { id })
  if (!state) throw new AppError('NOT_FOUND', 'Enquiry not found')
  return toAdminQuotes(state, settings, now)
}

export const quoteChanged = (current: number) =>
  new AppError(
    'QUOTE_CHANGED',
    `Version ${current} of this quote was sent meanwhile. Please look at it before sending another.`,
    { details: { current_version: current } },
  )

// The last India day the buyer may accept: the seller's date, or the settings' default length.
const validUntilOf = (given: string | undefined, ctx: SellerContext) => {
  const today = indiaDate(ctx.now)
  if (given === undefined) return indiaDate(addDaysMs(ctx.now, ctx.settings.billing.quote_valid_days))
  if (Number.isNaN(indiaMidnight(given))) throw fieldError('valid_until', 'This date does not exist')
  if (given < today) throw fieldError('valid_until', 'A quote cannot end before today')
  return given
}

const productQuery = (db: Db, ids: number[]) =>
  db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      tamilName: products.tamilName,
      per: products.per,
    })
    .from(products)
    .where(inArray(products.id, ids))

// The seller's lines name catalogue products (sold-out ones too: the seller decides what they can
// supply); names and codes come from the catalogue, the price per unit is the seller's own.
const linesOf = (input: QuoteRevision, found: Awaited<ReturnType<typeof productQuery>>) => {
  const byId = new Map(found.map((p) => [String(p.id), p]))
  const seen = new Set<string>()
  const issues: ErrorIssue[] = []
  const lines = input.lines.map((l, i) => {
    const product = byId.get(l.product_id)
    if (!product)
      issues.push({ path: `lines.${i}.product_id`, message: 'This product is not in the catalogue' })
    else if (seen.has(l.product_id))
      issues.push({ path: `lines.${i}.product_id`, message: 'This product is already on the quote' })
    seen.add(l.product_id)
    const unit = fromRupees(l.unit_price)
    return { product, unit, qty: l.qty, subTotal: lineTotal(unit, l.qty) }
  })
  if (issues.length) throw new AppError('VALIDATION_FAILED', issues[0]!.message, { issues })
  return lines.map((l) => ({ ...l, product: l.product! }))
}

// A new version, sent in one write: the version and its lines, the buyer's link (made with the
// first quote), a previous acceptance cleared (a revised quote needs a new one) and the move to
// QUOTED. Two consoles editing the same version: the second send is refused.
export const sendQuote = async (
  db: Db,
  id: string,
  input: QuoteRevision,
  ctx: SellerContext,
): Promise<AdminQuotes> => {
  const ids = [...new Set(input.lines.map((l) => Number(l.product_id)))]
  const rows = await db.batch([...stateQueries(db, { id }), productQuery(db, ids)])
  const state = stateOf(rows)
  if (!state) throw new AppError('NOT_FOUND', 'Enquiry not found')
  const from: OrderStatus = state.order.status
  if (!QUOTABLE_STATUSES.includes(from)) {
    throw new AppError(
      'INVALID_TRANSITION',
      `A quote cannot be sent for an enquiry that is ${ORDER_STATUS_LABELS[from]}.`,
      { details: { from_status: from, to_status: 'QUOTED' } },
    )
  }
  const current = currentVersionOf(state)
  if (input.based_on_version !== current) throw quoteChanged(current)

  const lines = linesOf(input, rows[6])
  const freight = fromRupees(input.freight)
  const packing = fromRupees(input.packing)
  const discount = fromRupees(input.discount)
  const figures = quoteFigures({
    lines,
    freight,
    packing,
    discount,
    gstRatePercent: ctx.settings.gst_rate_percent,
    pin: state.order.pinCode,
    stateCode: state.order.stateCode,
  })
  if (figures.taxable < 0) throw fieldError('discount', 'The discount cannot be more than the quote')
  // Far beyond any shop's order, and well inside exact integer arithmetic.
  if (figures.total > MAX_QUOTE_PAISE) throw fieldError('lines', 'This quote is too large')
  const validUntil = validUntilOf(input.valid_until, ctx)
  const version = current + 1

  const statusStatements =
    from === 'QUOTED'
      ? [guard('STATUS_CHANGED', "exists (select 1 from orders where id = ? and status = 'QUOTED')", [id])]
      : await moveStatements(db, { id, from, to: 'QUOTED', note: `Quote v${version} sent`, ...ctx })
  try {
    await writeBatch(db, [
      guard('QUOTE_CHANGED', 'coalesce((select max(version) from quotes where order_id = ?), 0) = ?', [
        id,
        current,
      ]),
      ...statusStatements,
      db.insert(quotes).values({
        orderId: id,
        version,
        note: input.note,
        validUntil,
        ...quoteFigureColumns(figures),
        freightTerms: freightTermsOf(input.freight_terms, input.freight),
        freightToPayPaise: fromRupees(input.freight_to_pay),
        createdBy: ctx.actor,
        createdAt: ctx.now,
      }),
      db.insert(quoteLines).values(
        lines.map((l, i) => ({
          orderId: id,
          version,
          lineNo: i + 1,
          productId: l.product.id,
          productCode: l.product.code,
          productName: l.product.name,
          tamilName: l.product.tamilName,
          per: l.product.per,
          unitPaise: l.unit,
          qty: l.qty,
          subTotalPaise: l.subTotal,
        })),
      ),
      db
        .update(orders)
        .set({
          // 24 random bytes: 32 characters in the link, far beyond guessing.
          quoteToken: sql`coalesce(${orders.quoteToken}, ${randomId(24)})`,
          acceptedVersion: null,
          updatedAt: ctx.now,
        })
        .where(eq(orders.id, id)),
    ])
  } catch (error) {
    if (failedGuard(error) === 'QUOTE_CHANGED' || isUniqueViolation(error, 'quotes.')) {
      const latest = await readState(db, { id })
      throw quoteChanged(latest ? currentVersionOf(latest) : version)
    }
    await conflictOnStaleStatus(db, id, error)
  }
  return getAdminQuotes(db, id, ctx.settings, ctx.now)
}
