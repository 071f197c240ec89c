import { PRICE_LIST_FONT_FILES, type PriceListFonts } from './pdf-fonts'
import type { PriceListInput } from './price-list-input'

// The price list PDF drawn in this process (Node: `npm start`, the tests), the same module the PDF
// Worker runs. The drawing and the faces load on the first download, then stay; the main Worker never
// imports this file (pdfkit would go into its bundle). `readFont` reads a file of
// @fontsource/noto-sans-tamil by its path inside the package.
export const inProcessPriceListPdf = (
  readFont: (path: string) => Promise<Uint8Array>,
): ((input: PriceListInput) => Promise<Uint8Array>) => {
  const load = async () => {
    const read = (key: keyof PriceListFonts) => readFont(`files/${PRICE_LIST_FONT_FILES[key]}`)
    const [tamilRegular, tamilBold, latinRegular, latinBold, module] = await Promise.all([
      read('tamilRegular'),
      read('tamilBold'),
      read('latinRegular'),
      read('latinBold'),
      import('./draw-price-list'),
    ])
    const fonts: PriceListFonts = { tamilRegular, tamilBold, latinRegular, latinBold }
    return (input: PriceListInput) => module.drawPriceListPdf(input, fonts)
  }
  let ready: ReturnType<typeof load> | undefined
  return async (input) => {
    // A failed load (a missing file) is tried again on the next download.
    ready ??= load().catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return (await ready)(input)
  }
}
