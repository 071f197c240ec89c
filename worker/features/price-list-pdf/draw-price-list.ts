import { toRupees } from '../../contract/money'
import type { PriceListFonts } from './pdf-fonts'
import { type Doc, drawText, finishDocument, newDocument, type TextStyle, wrapText } from './pdf-text'
import type { PriceListCategory, PriceListInput } from './price-list-input'
import { drawRow, drawTableHeader, HEADER_HEIGHT, PAGE, planRow, TABLE_WIDTH } from './price-list-table'
import { type PriceListWords, priceListWords } from './price-list-words'

// The price list as an A4 PDF, in English or Tamil, from plain data and the four faces' bytes. Pure:
// no files, no network, no platform API, so it can run in a Worker of its own or in a browser.

// ₹ with two decimals and Indian grouping, as the site's tables show prices ("₹1,23,456.50").
export const pdfRupees = (paise: number): string =>
  `₹${toRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

// yyyy-mm-dd -> dd-mm-yyyy, as dates are written in India.
export const indiaDateText = (day: string): string => day.split('-').reverse().join('-')

const LEFT = PAGE.margin
const LIMIT = PAGE.height - PAGE.bottom

const STYLE = {
  shop: { size: 20, bold: true },
  shopOther: { size: 12 },
  title: { size: 13, bold: true },
  line: { size: 9.5 },
  rulesHead: { size: 10.5, bold: true },
  rule: { size: 10 },
  running: { size: 9, color: '#333333' },
  category: { size: 13, bold: true },
  categoryOther: { size: 10.5 },
  footer: { size: 9, color: '#333333' },
} satisfies Record<string, TextStyle>

const drawLines = (doc: Doc, text: string, y: number, style: TextStyle): number => {
  let at = y
  for (const line of wrapText(doc, text, TABLE_WIDTH, style)) {
    at += style.size * 1.45
    drawText(doc, line, LEFT, at, style)
  }
  return at
}

const drawFirstHeader = (doc: Doc, input: PriceListInput, w: PriceListWords): number => {
  const ta = input.locale === 'ta'
  const [lead, other] = ta ? [input.shop.name_ta, input.shop.name] : [input.shop.name, input.shop.name_ta]
  let y = PAGE.margin + STYLE.shop.size
  drawText(doc, lead, LEFT, y, STYLE.shop)
  y += 18
  if (other) drawText(doc, other, LEFT, y, STYLE.shopOther)
  y += 22
  drawText(doc, `${w.priceList} · ${w.pricesAsOn(indiaDateText(input.date))}`, LEFT, y, STYLE.title)
  y += 2
  if (input.shop.licence) y = drawLines(doc, `${w.licence}: ${input.shop.licence}`, y, STYLE.line)
  const contact = [
    input.shop.phones.length ? `${w.phone}: ${input.shop.phones.join(', ')}` : '',
    input.shop.email ? `${w.email}: ${input.shop.email}` : '',
  ].filter(Boolean)
  if (contact.length) y = drawLines(doc, contact.join(' · '), y, STYLE.line)
  if (input.shop.address) y = drawLines(doc, input.shop.address, y, STYLE.line)
  y = drawLines(doc, w.gstNote, y, STYLE.line)
  return drawRules(doc, input, w, y + 10)
}

// The minimum order rules in a box, so they are read before the first table.
const drawRules = (doc: Doc, input: PriceListInput, w: PriceListWords, top: number): number => {
  const ta = input.locale === 'ta'
  const lines = [
    ...input.rules.regions.map((r) => `${(ta && r.name_ta) || r.name}: ${pdfRupees(r.minimum_paise)}`),
    `${w.otherStates}: ${pdfRupees(input.rules.other_regions_minimum_paise)}`,
  ]
  const height = 12 + STYLE.rulesHead.size * 1.5 + lines.length * STYLE.rule.size * 1.5
  doc.lineWidth(1).rect(LEFT, top, TABLE_WIDTH, height).stroke('#000000')
  let y = top + 6 + STYLE.rulesHead.size * 1.2
  drawText(doc, w.minimumOrder, LEFT + 8, y, STYLE.rulesHead)
  for (const line of lines) {
    y += STYLE.rule.size * 1.5
    drawText(doc, line, LEFT + 8, y, STYLE.rule)
  }
  return top + height + 16
}

// Later pages start with the shop's name and the date, so a loose page still says whose prices.
const drawRunningHeader = (doc: Doc, input: PriceListInput, w: PriceListWords): number => {
  const name = input.locale === 'ta' ? input.shop.name_ta : input.shop.name
  const y = PAGE.margin + 4
  drawText(
    doc,
    `${name} · ${w.priceList} · ${w.pricesAsOn(indiaDateText(input.date))}`,
    LEFT,
    y,
    STYLE.running,
  )
  doc
    .lineWidth(0.5)
    .moveTo(LEFT, y + 6)
    .lineTo(LEFT + TABLE_WIDTH, y + 6)
    .stroke('#999999')
  return y + 16
}

const categoryTitle = (c: PriceListCategory, ta: boolean) =>
  ta ? [c.name_ta || c.name_en, c.name_ta ? c.name_en : ''] : [c.name_en, c.name_ta]

const drawCategoryHeading = (doc: Doc, c: PriceListCategory, ta: boolean, suffix: string, top: number) => {
  const [lead = '', other = ''] = categoryTitle(c, ta)
  const y = top + STYLE.category.size * 1.2
  const width = drawText(doc, suffix ? `${lead} ${suffix}` : lead, LEFT, y, STYLE.category)
  if (other) drawText(doc, `  ${other}`, LEFT + width, y, STYLE.categoryOther)
  return y + 8
}

const drawFooters = (doc: Doc, w: PriceListWords) => {
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    const text = w.page(i + 1, range.count)
    const y = PAGE.height - 28
    drawText(doc, text, LEFT, y, STYLE.footer)
  }
}

export const drawPriceListPdf = async (input: PriceListInput, fonts: PriceListFonts): Promise<Uint8Array> => {
  const w = priceListWords[input.locale]
  const ta = input.locale === 'ta'
  const doc = newDocument(fonts, {
    lang: ta ? 'ta-IN' : 'en-IN',
    title: `${ta ? input.shop.name_ta : input.shop.name} · ${w.priceList} · ${indiaDateText(input.date)}`,
  })
  doc.addPage({ size: 'A4', margin: 0 })
  let y = drawFirstHeader(doc, input, w)
  const newPage = () => {
    doc.addPage({ size: 'A4', margin: 0 })
    return drawRunningHeader(doc, input, w)
  }
  for (const category of input.categories) {
    if (category.products.length === 0) continue
    const plans = category.products.map((p) => planRow(doc, p, ta))
    // A heading never ends a page: it stays with the table's header and its first line.
    if (y + 28 + HEADER_HEIGHT + (plans[0]?.height ?? 0) > LIMIT) y = newPage()
    y = drawTableHeader(doc, w, drawCategoryHeading(doc, category, ta, '', y))
    category.products.forEach((product, i) => {
      const plan = plans[i]
      if (!plan) return
      if (y + plan.height > LIMIT) {
        y = newPage()
        y = drawTableHeader(doc, w, drawCategoryHeading(doc, category, ta, w.continued, y))
      }
      y = drawRow(doc, product, plan, w, pdfRupees, y)
    })
    y += 18
  }
  drawFooters(doc, w)
  return finishDocument(doc)
}
