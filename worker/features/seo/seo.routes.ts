import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { SPECIAL_CATEGORIES } from '../../contract/catalogue'
import { HTML_LANG, LOCALES, pathInLocale } from '../../contract/locale'
import { INDEXABLE_PATHS } from '../../contract/site-paths'
import { AppError } from '../../lib/errors'
import { publicOrigin } from '../../lib/site-origin'

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// At the site root, not under the API: search engines look for them there. Built from the live
// catalogue, so new categories are listed without a deploy. Both are cached by anyone for an hour,
// so their addresses come from the shop's configured origin, never from the Host a client sent.
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const origin = publicOrigin(c)
    // A sitemap lists absolute addresses only; without the shop's own there is none to give.
    if (!origin) throw new AppError('NOT_FOUND', "No sitemap: the shop's address (SITE_ORIGIN) is not set")
    const snap = await c.var.deps.catalogue.snapshot()
    const paths = [
      ...INDEXABLE_PATHS,
      ...snap.categories.map((cat) => `/category?id=${encodeURIComponent(cat.slug)}`),
      ...SPECIAL_CATEGORIES.map((s) => `/special-category?id=${s.slug}`),
    ]
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      // Each page in both languages, each naming the other, as search engines ask of hreflang.
      ...paths.flatMap((p) => {
        const [path = '', query] = p.split('?')
        const at = (l: (typeof LOCALES)[number]) =>
          xmlEscape(`${origin}${pathInLocale(path, l)}${query ? `?${query}` : ''}`)
        const links = LOCALES.map(
          (l) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${at(l)}"/>`,
        ).join('')
        return LOCALES.map((l) => `  <url><loc>${at(l)}</loc>${links}</url>`)
      }),
      '</urlset>',
      '',
    ].join('\n')
    return c.body(body, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    })
  })
  .get('/robots.txt', (c) => {
    const origin = publicOrigin(c)
    // A preview or a machine's own shop (APP_ENV not production) is for no search engine at all.
    const body = c.var.deps.config.noindex
      ? ['User-agent: *', 'Disallow: /', '']
      : [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /quick-checkout',
          'Disallow: /ta/quick-checkout',
          'Disallow: /checkout-response',
          'Disallow: /ta/checkout-response',
          'Disallow: /print',
          'Disallow: /ta/print',
          'Disallow: /invoice',
          'Disallow: /ta/invoice',
          'Disallow: /transport',
          'Disallow: /ta/transport',
          'Disallow: /profile',
          'Disallow: /ta/profile',
          'Disallow: /my-orders',
          'Disallow: /ta/my-orders',
          'Disallow: /quote',
          'Disallow: /ta/quote',
          ...(origin ? [`Sitemap: ${origin}/sitemap.xml`] : []),
          '',
        ]
    return c.body(body.join('\n'), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    })
  })
