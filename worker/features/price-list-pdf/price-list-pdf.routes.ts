import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { SHOP_NAME, SHOP_NAME_TA } from '../../contract/brand'
import type { Locale } from '../../contract/locale'
import { PRICE_LIST_PDF_PATH, priceListPdfFilename, priceListPdfPath } from '../../contract/price-list-pdf'
import { AppError } from '../../lib/errors'
import { base64url } from '../../lib/ids'
import { type Bytes, CATALOGUE_CACHE_CONTROL, type Representation } from '../../lib/representation'
import { indiaDate } from '../../lib/time'
import { priceListFromCatalogue } from './price-list-from-catalogue'

// GET /price-list.pdf and /ta/price-list.pdf: the live price list, drawn by deps.priceListPdf (a
// Worker of its own on Cloudflare, in-process on Node). This file never imports the drawing itself:
// pdfkit and fontkit would more than double the main Worker.

const PDF_TYPE = 'application/pdf'
const UNAVAILABLE = 'The price list PDF cannot be made just now. Please try again in a minute.'

const pdfRepresentation = async (bytes: Uint8Array): Promise<Representation> => {
  const body = new Uint8Array(bytes) as Bytes
  const etag = base64url(await crypto.subtle.digest('SHA-256', body)).slice(0, 27)
  // Not compressed again: its streams are deflated and its fonts are woff subsets already.
  return { etag, body, encoded: {}, contentType: PDF_TYPE }
}

// Drawn PDFs per catalogue version, settings version and India day (the date is printed on it):
// one drawing per change, not one per download. Two languages, so two entries at most.
const createPdfCache = () => {
  let key = ''
  const kept = new Map<Locale, Promise<Representation>>()
  return (at: string, locale: Locale, draw: () => Promise<Representation>) => {
    if (at !== key) {
      key = at
      kept.clear()
    }
    let pdf = kept.get(locale)
    if (!pdf) {
      pdf = draw()
      kept.set(locale, pdf)
      // A failed drawing is not kept: the next download tries again.
      pdf.catch(() => kept.get(locale) === pdf && kept.delete(locale))
    }
    return pdf
  }
}

const answer = (locale: Locale) => {
  const cache = createPdfCache()
  return async (c: Context<AppEnv>) => {
    const { priceListPdf, catalogue, settings, edge, defer, clock, log } = c.var.deps
    if (!priceListPdf) throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE)
    const day = indiaDate(clock.now())
    const res = await edge.serve({
      url: `${new URL(c.req.url).origin}${priceListPdfPath(locale)}`,
      warm: catalogue.ready() && settings.ready(),
      produce: async () => {
        const [snap, current] = await Promise.all([catalogue.snapshot(), settings.versioned()])
        return cache(`${snap.version}:${current.version}:${day}`, locale, async () => {
          const input = priceListFromCatalogue({
            locale,
            shopName: { en: SHOP_NAME, ta: SHOP_NAME_TA },
            settings: current.value,
            categories: snap.quickOrder,
            today: day,
          })
          let bytes: Uint8Array
          try {
            bytes = await priceListPdf(input)
          } catch (error) {
            log(`ERROR price list PDF ${error instanceof Error ? error.name : 'failed'}`)
            throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE)
          }
          return pdfRepresentation(bytes)
        })
      },
      request: {
        ifNoneMatch: c.req.header('If-None-Match'),
        acceptEncoding: c.req.header('Accept-Encoding'),
      },
      cacheControl: CATALOGUE_CACHE_CONTROL,
      background: defer,
    })
    // Opens in the phone's viewer; saved, it carries the shop's name and the day.
    res.headers.set('Content-Disposition', `inline; filename="${priceListPdfFilename(locale, day)}"`)
    return res
  }
}

// One per app, as its caches are (a test process runs many apps side by side).
export const priceListPdfRoutes = () =>
  new Hono<AppEnv>().get(PRICE_LIST_PDF_PATH, answer('en')).get(priceListPdfPath('ta'), answer('ta'))
