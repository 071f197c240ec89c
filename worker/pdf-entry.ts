import { WorkerEntrypoint } from 'cloudflare:workers'
import latinRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-400-normal.woff'
import latinBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-600-normal.woff'
import tamilRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-600-normal.woff'
import { drawPriceListPdf } from './features/price-list-pdf/draw-price-list'
import type { PriceListFonts } from './features/price-list-pdf/pdf-fonts'
import type { PriceListInput } from './features/price-list-pdf/price-list-input'

// The price list PDF's own Worker (wrangler.pdf.toml): pdfkit, fontkit and the four faces (about
// 213 KB gzipped) live here, not in the shop's Worker, which calls `draw` through its service
// binding PRICE_LIST_PDF. No database, no secrets: the answer is a function of the input alone.

// The faces come in as Data modules (the [[rules]] in wrangler.pdf.toml), read once per isolate.
const fonts: PriceListFonts = {
  tamilRegular: new Uint8Array(tamilRegular),
  tamilBold: new Uint8Array(tamilBold),
  latinRegular: new Uint8Array(latinRegular),
  latinBold: new Uint8Array(latinBold),
}

export class PriceListPdf extends WorkerEntrypoint {
  draw(input: PriceListInput): Promise<Uint8Array> {
    return drawPriceListPdf(input, fonts)
  }
}

// Nothing is answered over HTTP: only the shop's Worker calls it, through the binding.
export default {
  fetch: () => new Response('Not found', { status: 404 }),
} satisfies ExportedHandler
