import { type Doc, drawText, drawTextRight, fitStyle, type TextStyle, textWidth, wrapText } from './pdf-text'
import type { PriceListProduct } from './price-list-input'
import type { PriceListWords } from './price-list-words'

// The table of one category: Code | Product (both scripts) | Content | MRP | Discount | Our price.
// A4 is 595 x 842 pt; 40 pt margins leave 515 pt, shared so the price, the figure a buyer looks for,
// has the widest number column and the largest type.
export const PAGE = { width: 595.28, height: 841.89, margin: 40, bottom: 56 } as const
const LEFT = PAGE.margin
const COLUMNS = { code: 54, product: 195, pack: 74, mrp: 62, discount: 52, price: 78.28 }
const X = {
  code: LEFT,
  product: LEFT + COLUMNS.code,
  pack: LEFT + COLUMNS.code + COLUMNS.product,
  mrp: LEFT + COLUMNS.code + COLUMNS.product + COLUMNS.pack,
  discount: LEFT + COLUMNS.code + COLUMNS.product + COLUMNS.pack + COLUMNS.mrp,
  price: LEFT + COLUMNS.code + COLUMNS.product + COLUMNS.pack + COLUMNS.mrp + COLUMNS.discount,
}
const GAP = 6
export const TABLE_WIDTH = PAGE.width - 2 * PAGE.margin

const STYLE = {
  head: { size: 9, bold: true },
  code: { size: 10 },
  lead: { size: 10.5, bold: true },
  follow: { size: 9.5, color: '#333333' },
  soldOut: { size: 9.5, bold: true },
  pack: { size: 9.5 },
  mrp: { size: 9.5, color: '#333333' },
  discount: { size: 10 },
  price: { size: 13, bold: true },
  priceSoldOut: { size: 13, bold: true, color: '#777777' },
} satisfies Record<string, TextStyle>

const lineHeight = (style: TextStyle) => style.size * 1.45

export const HEADER_HEIGHT = 22

export const drawTableHeader = (doc: Doc, w: PriceListWords, top: number): number => {
  doc.rect(LEFT, top, TABLE_WIDTH, HEADER_HEIGHT).fill('#e6e6e6')
  const y = top + 15
  drawText(doc, w.colCode, X.code + 3, y, STYLE.head)
  drawText(doc, w.colProduct, X.product, y, STYLE.head)
  drawText(doc, w.colPack, X.pack, y, STYLE.head)
  drawTextRight(doc, w.colMrp, X.mrp, y, COLUMNS.mrp - GAP, STYLE.head)
  drawTextRight(doc, w.colDiscount, X.discount, y, COLUMNS.discount - GAP, STYLE.head)
  drawTextRight(doc, w.colOurPrice, X.price, y, COLUMNS.price - 3, STYLE.head)
  return top + HEADER_HEIGHT
}

interface RowPlan {
  lead: string[]
  follow: string[]
  pack: string[]
  height: number
}

// Tamil first in the Tamil list, English first in the English one; both always.
const names = (p: PriceListProduct, tamilFirst: boolean) =>
  tamilFirst ? [p.name_ta || p.name_en, p.name_ta ? p.name_en : ''] : [p.name_en, p.name_ta]

export const planRow = (doc: Doc, p: PriceListProduct, tamilFirst: boolean): RowPlan => {
  const [lead = '', follow = ''] = names(p, tamilFirst)
  const width = COLUMNS.product - GAP
  const plan = {
    lead: wrapText(doc, lead, width, STYLE.lead),
    follow: wrapText(doc, follow, width, STYLE.follow),
    pack: wrapText(doc, p.pack, COLUMNS.pack - GAP, STYLE.pack),
  }
  const nameHeight =
    plan.lead.length * lineHeight(STYLE.lead) +
    plan.follow.length * lineHeight(STYLE.follow) +
    (p.sold_out ? lineHeight(STYLE.soldOut) : 0)
  const height = Math.max(nameHeight, plan.pack.length * lineHeight(STYLE.pack), lineHeight(STYLE.price)) + 8
  return { ...plan, height }
}

export const drawRow = (
  doc: Doc,
  p: PriceListProduct,
  plan: RowPlan,
  w: PriceListWords,
  money: (paise: number) => string,
  top: number,
): number => {
  const first = top + 4 + STYLE.lead.size * 1.1
  // A code longer than the column (the demo's are four characters) is set smaller, never cut.
  drawText(doc, p.code, X.code + 3, first, fitStyle(doc, p.code, COLUMNS.code - GAP - 3, STYLE.code))
  let y = first
  for (const line of plan.lead) {
    drawText(doc, line, X.product, y, STYLE.lead)
    y += lineHeight(STYLE.lead)
  }
  y += (lineHeight(STYLE.follow) - lineHeight(STYLE.lead)) / 2
  for (const line of plan.follow) {
    drawText(doc, line, X.product, y, STYLE.follow)
    y += lineHeight(STYLE.follow)
  }
  if (p.sold_out) {
    // A word in a box, not a colour: it survives a black-and-white print.
    const wordWidth = textWidth(doc, w.soldOut, STYLE.soldOut)
    doc
      .lineWidth(0.8)
      .rect(X.product - 2, y - STYLE.soldOut.size - 1, wordWidth + 4, STYLE.soldOut.size + 4)
      .stroke('#000000')
    drawText(doc, w.soldOut, X.product, y, STYLE.soldOut)
  }
  plan.pack.forEach((line, i) => {
    drawText(doc, line, X.pack, first + i * lineHeight(STYLE.pack), STYLE.pack)
  })
  const mrp = money(p.mrp_paise)
  drawTextRight(doc, mrp, X.mrp, first, COLUMNS.mrp - GAP, fitStyle(doc, mrp, COLUMNS.mrp - GAP, STYLE.mrp))
  const discount = p.discount_percent ? `${Math.round(p.discount_percent)}%` : w.netRate
  drawTextRight(
    doc,
    discount,
    X.discount,
    first,
    COLUMNS.discount - GAP,
    p.discount_percent ? STYLE.discount : STYLE.pack,
  )
  const price = money(p.price_paise)
  const priceStyle = fitStyle(doc, price, COLUMNS.price - 3, p.sold_out ? STYLE.priceSoldOut : STYLE.price, 9)
  drawTextRight(doc, price, X.price, first + 1.5, COLUMNS.price - 3, priceStyle)
  const bottom = top + plan.height
  doc
    .lineWidth(0.5)
    .moveTo(LEFT, bottom)
    .lineTo(LEFT + TABLE_WIDTH, bottom)
    .stroke('#bbbbbb')
  return bottom
}
