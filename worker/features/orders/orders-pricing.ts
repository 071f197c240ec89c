import type { z } from 'zod'
import { afterDiscount, fromRupees, lineTotal, sumPaise, toRupees } from '../../contract/money'
import type { enquiryPayloadSchema, RepricedLine } from '../../contract/orders'
import type { StoredSettings } from '../../contract/settings'
import { matchPin, minimumOrderMessage, referenceLabel } from '../../contract/settings-rules'
import { products } from '../../db/schema'
import { AppError, fieldError } from '../../lib/errors'
import { checkSeasonRules, type SeasonLine } from './orders-season'

export type EnquiryInput = z.output<typeof enquiryPayloadSchema>

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

export const productIdsOf = (input: EnquiryInput) => input.product_list.map((l) => Number(l.product_id))

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
  isGreen: products.isGreen,
}
type PricingRow = { [K in keyof typeof pricingColumns]: (typeof products.$inferSelect)[K] }

const checkAvailable = (ids: number[], byId: Map<number, PricingRow>) => {
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
}

// Prices every line from the given products (the catalogue snapshot). The browser's figures are
// only compared, never used.
export const priceEnquiry = (input: EnquiryInput, rows: PricingRow[]) => {
  const byId = new Map(rows.map((p) => [p.id, p]))
  checkAvailable(productIdsOf(input), byId)

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
      subTotalPaise: lineTotal(unitPaise, l.qty),
    }
  })
  const subTotalPaise = sumPaise(lines.map((l) => l.subTotalPaise))

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

// The seller's rules on who may order what where: a known reference person, the season's rules
// on the India day of the enquiry (banned areas, green-only areas, the other-States cut-off), and
// the minimum order of the buyer's region. Returns that minimum, kept with the enquiry.
export const checkDeliveryRules = (
  input: EnquiryInput,
  settings: StoredSettings,
  subTotalPaise: number,
  season: { day: string; lines: readonly SeasonLine[] },
) => {
  if (!settings.referrers.some((r) => referenceLabel(r) === input.reference_by)) {
    throw fieldError('reference_by', 'Please choose a reference person')
  }
  checkSeasonRules(input, settings, season.day, season.lines)
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
