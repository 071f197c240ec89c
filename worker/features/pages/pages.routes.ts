import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import {
  localeFromCookie,
  localeOfPath,
  pathInLocale,
  preferredLocale,
  stripLocale,
} from '../../contract/locale'
import type { RenderedPage } from '../../contract/page-render'
import { AppError } from '../../lib/errors'
import { logSafe } from '../../lib/log-safe'
import { CATALOGUE_CACHE_CONTROL } from '../../lib/representation'
import { publicOrigin } from '../../lib/site-origin'
import { createPageCache, htmlRepresentation, keptPageUrl } from './pages.service'

// A page's data comes from the shop's own API, answered in this process by the same app.
export type SelfFetch = (request: Request, c: Context<AppEnv>) => Promise<Response>

const HAS_EXTENSION = /\.[A-Za-z0-9]+$/
// Browsers say a navigation opens a document; the crawlers that draw a shared link's preview
// (WhatsApp, Facebook, X) send no such header, so a bill's preview never carries the buyer.
const openedByBrowser = (dest: string | undefined) => dest === 'document'
const FORWARDED = ['CF-Connecting-IP', 'X-Forwarded-For'] as const

// Every page path: the server draws the page with the web's own components (the render is built
// from web/ into dist/ssr and given to createApp), so the HTML the buyer receives is the page.
export const pagesRoutes = (self: SelfFetch) => {
  const cache = createPageCache()
  return new Hono<AppEnv>().get('*', async (c, next) => {
    const { pages, catalogue, settings, compressor, edge, defer } = c.var.deps
    // Files and anything under /api/ (the API's unknown paths included) are not pages: a caller of
    // the API gets its JSON 404, never a drawn page.
    if (!pages || c.req.path === '/api' || c.req.path.startsWith('/api/') || HAS_EXTENSION.test(c.req.path))
      return next()
    const url = new URL(c.req.url)
    // The bare home (/) opens in the buyer's remembered language, else their browser's; every other
    // address says its language itself, so a shared link opens as it was shared.
    if (url.pathname === '/' || stripLocale(url.pathname) === '/') {
      const locale =
        url.pathname === '/'
          ? (localeFromCookie(c.req.header('Cookie')) ?? preferredLocale(c.req.header('Accept-Language')))
          : localeOfPath(url.pathname)
      c.header('Cache-Control', 'no-store')
      c.header('Vary', 'Cookie, Accept-Language')
      return c.redirect(`${pathInLocale('/lander', locale)}${url.search}`, 302)
    }
    // Kept pages are shown to everyone: their head names the shop's address, not this request's Host.
    const origin = publicOrigin(c)
    const draw = async (personal = false): Promise<RenderedPage> => {
      const page = await pages.renderPage({
        url: url.href,
        ...(origin ? { origin } : {}),
        personal,
        fetch: (input, init) => {
          // The render asks on the buyer's behalf: their address keys any limit it meets.
          const request = new Request(input, init)
          for (const name of FORWARDED) {
            const value = c.req.header(name)
            if (value) request.headers.set(name, value)
          }
          return self(request, c)
        },
      })
      for (const error of page.errors)
        c.var.deps.log(`WARN page ${logSafe(c.req.path)} drawn in part: ${logSafe(error)}`)
      return page
    }

    const kept = keptPageUrl(url)
    if (!kept) {
      // The render reads the catalogue and settings through the API; loading them first, side by
      // side, means a cold isolate whose database is slow or down waits one timeout and answers
      // 503, instead of one timeout per read. Warm, both are in memory and this costs nothing.
      await Promise.all([catalogue.snapshot(), settings.versioned()])
      const page = await draw(openedByBrowser(c.req.header('Sec-Fetch-Dest')))
      if (page.location) return c.redirect(page.location, 302)
      return c.html(page.html, page.status as 200 | 404, { 'Cache-Control': 'no-store' })
    }
    return edge.serve({
      url: kept,
      warm: catalogue.ready() && settings.ready(),
      produce: async () => {
        const [snap, current] = await Promise.all([catalogue.snapshot(), settings.versioned()])
        return cache.get(`${snap.version}:${current.version}`, kept, async () => {
          const page = await draw()
          // A kept path always draws a page; anything else is a fault of the build.
          if (page.status !== 200 || page.location)
            throw new AppError('INTERNAL', `Page ${kept} did not draw`)
          return htmlRepresentation(page.html, compressor)
        })
      },
      request: {
        ifNoneMatch: c.req.header('If-None-Match'),
        acceptEncoding: c.req.header('Accept-Encoding'),
      },
      cacheControl: CATALOGUE_CACHE_CONTROL,
      background: defer,
    })
  })
}
