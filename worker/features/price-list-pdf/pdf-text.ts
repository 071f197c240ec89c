import PDFDocument from 'pdfkit'
import { FACE, type PriceListFonts } from './pdf-fonts'
import { printable, scriptRuns } from './script-runs'

// Text on a pdfkit page, each script run in its own face. pdfkit lays a run out through fontkit's
// OpenType shaping (the Indic shaper: pre-base vowel signs moved before their consonant, conjuncts,
// pulli), which gave the same glyphs and positions as HarfBuzz, the shaper Chromium uses. Runs are
// placed by this module, one after another on one baseline, rather than by pdfkit's `continued`
// text flow: the widths are measured with the same layout, lines break only at spaces (never inside
// a Tamil cluster), and the two faces' different ascents cannot shift one run off the line.

export type Doc = PDFKit.PDFDocument

export interface TextStyle {
  size: number
  bold?: boolean
  color?: string
}

export const newDocument = (
  fonts: PriceListFonts,
  options: { lang: string; title?: string; size?: [number, number] | 'A4' },
): Doc => {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    lang: options.lang,
    displayTitle: options.title !== undefined,
    info: options.title ? { Title: options.title } : {},
    // No standard font: Helvetica would be read from pdfkit's data files, and is never drawn.
    font: null as unknown as string,
  } as PDFKit.PDFDocumentOptions)
  for (const key of Object.keys(FACE) as (keyof PriceListFonts)[]) doc.registerFont(FACE[key], fonts[key])
  return doc
}

const faceOf = (tamil: boolean, bold: boolean | undefined) =>
  tamil ? (bold ? FACE.tamilBold : FACE.tamilRegular) : bold ? FACE.latinBold : FACE.latinRegular

export const textWidth = (doc: Doc, text: string, style: TextStyle): number => {
  let width = 0
  for (const run of scriptRuns(printable(text))) {
    doc.font(faceOf(run.tamil, style.bold)).fontSize(style.size)
    width += doc.widthOfString(run.text)
  }
  return width
}

// Draws text with its baseline at y, from x; answers its width.
export const drawText = (doc: Doc, text: string, x: number, y: number, style: TextStyle): number => {
  let left = x
  doc.fillColor(style.color ?? '#000000')
  for (const run of scriptRuns(printable(text))) {
    doc.font(faceOf(run.tamil, style.bold)).fontSize(style.size)
    doc.text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic' })
    left += doc.widthOfString(run.text)
  }
  return left - x
}

// The style made smaller, down to `min` points, so the text fits `width` on one line: a figure or a
// code is set smaller rather than cut or run into the next column.
export const fitStyle = (doc: Doc, text: string, width: number, style: TextStyle, min = 6): TextStyle => {
  const natural = textWidth(doc, text, style)
  return natural <= width ? style : { ...style, size: Math.max(min, (style.size * width) / natural) }
}

// Right-aligned at x + width.
export const drawTextRight = (
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
) => drawText(doc, text, x + width - textWidth(doc, text, style), y, style)

// Lines of at most `width`, broken at spaces only; a word wider than the column stays whole.
export const wrapText = (doc: Doc, text: string, width: number, style: TextStyle): string[] => {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && textWidth(doc, candidate, style) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

export const finishDocument = (doc: Doc): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('error', reject)
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
      let at = 0
      for (const c of chunks) {
        bytes.set(c, at)
        at += c.length
      }
      resolve(bytes)
    })
    doc.end()
  })

// Each word alone in a cell of a grid on one page, drawn exactly as the price list draws text: the
// shaping test rasterises the page and compares each cell with Chromium's drawing of the same word.
export const WORD_CELL = { width: 600, height: 120, left: 20, baseline: 84, perRow: 4 } as const

// `doc` lets the test plant a document whose Tamil face skips shaping, to prove the comparison fails.
export const drawWordsPdf = async (
  words: readonly string[],
  fonts: PriceListFonts,
  style: TextStyle,
  doc: Doc = newDocument(fonts, { lang: 'ta-IN' }),
): Promise<Uint8Array> => {
  const size: [number, number] = [
    WORD_CELL.width * WORD_CELL.perRow,
    WORD_CELL.height * Math.max(1, Math.ceil(words.length / WORD_CELL.perRow)),
  ]
  doc.addPage({ size, margin: 0 })
  words.forEach((word, i) => {
    const x = (i % WORD_CELL.perRow) * WORD_CELL.width + WORD_CELL.left
    const y = Math.floor(i / WORD_CELL.perRow) * WORD_CELL.height + WORD_CELL.baseline
    drawText(doc, word, x, y, style)
  })
  return finishDocument(doc)
}
