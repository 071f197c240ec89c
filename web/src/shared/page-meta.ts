// What a page says about itself to search engines and to link previews (WhatsApp, Facebook, X):
// title, description, canonical address and picture. Pure: no DOM, no Node, so the server render
// writes the head tags from it and the pages set their title from the same words.
import type { QuickOrderCategory } from '@contract/catalogue'
import {
  HTML_LANG,
  LOCALES,
  type Locale,
  localeOfPath,
  OG_LOCALE,
  pathInLocale,
  stripLocale,
} from '@contract/locale'
import { INDEXABLE_PATHS } from '@contract/site-paths'
import { messagesIn } from '../lib/i18n/messages'
import { shopName } from './brand'
import { OG_PICTURE_SIZE, SHOP_CARD_PATH } from './og-pictures'
import { pageMetaMessages } from './page-meta.messages'
import { pageFor, productPage } from './page-meta-pages'
import type { MetaCategory, MetaLookup, MetaProduct, PageMeta } from './page-meta-types'
import { PRODUCT_PAGES, PRODUCT_PARAM } from './product-link'

export type { MetaCategory, MetaLookup, MetaProduct, PageMeta } from './page-meta-types'

// The catalogue lookups from the quick-order answer (every category with its products), which the
// server render has in memory and the pages load: categories by id or slug, products by id.
export const catalogueLookup = (
  quickOrder: readonly QuickOrderCategory[],
): Required<Pick<MetaLookup, 'category' | 'product'>> => {
  const categories = new Map<string, MetaCategory>()
  const products = new Map<string, MetaProduct>()
  for (const c of quickOrder) {
    const category = {
      _id: c.category_id,
      category_name: c.category_name,
      tamil_name: c.category_tamil_name,
      slug: c.category_slug,
    }
    categories.set(c.category_id, category)
    categories.set(c.category_slug, category)
    for (const p of c.product_list) products.set(p._id, p)
  }
  return { category: (idOrSlug) => categories.get(idOrSlug), product: (id) => products.get(id) }
}

// The tab's title: the page's own, then the shop's name in the page's language.
export const documentTitle = (meta: Pick<PageMeta, 'title'> & Partial<Pick<PageMeta, 'locale'>>) => {
  const shop = shopName(meta.locale ?? 'en')
  return meta.title === shop ? shop : `${meta.title} | ${shop}`
}

// The page's words in its language; the address may carry the language (/ta/…) or, inside the
// app, where the router's basename hides it, the caller names it. Absolute addresses (canonical,
// hreflang, picture) name `origin`; the server gives null when it does not know the shop's own
// address, and they are left out: a canonical or a preview picture must be absolute.
export const pageMeta = (
  address: URL,
  look: MetaLookup = {},
  locale: Locale = localeOfPath(address.pathname),
  origin: string | null = address.origin,
): PageMeta => {
  const url = new URL(address)
  url.pathname = stripLocale(address.pathname)
  const productId = url.searchParams.get(PRODUCT_PARAM)?.trim()
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const page =
    (productId && PRODUCT_PAGES.has(path) ? productPage(look, productId, locale) : undefined) ??
    pageFor(url, look, locale)
  const addressIn = (l: Locale, at: string) => {
    const href = new URL(pathInLocale(page.path, l), at)
    for (const [name, value] of Object.entries(page.keep ?? {})) {
      if (value) href.searchParams.set(name, value)
    }
    return href.href
  }
  const picture = page.picture ?? {
    url: SHOP_CARD_PATH,
    alt: `${shopName(locale)}: ${messagesIn(pageMetaMessages, locale).shopTagline}`,
    size: OG_PICTURE_SIZE,
  }
  const noindex =
    page.noindex ?? !(INDEXABLE_PATHS.includes(page.path) || page.type === 'product' || page.keep)
  return {
    title: page.title,
    description: page.description,
    ...(origin ? { canonical: addressIn(locale, origin), image: new URL(picture.url, origin).href } : {}),
    imageAlt: picture.alt,
    ...(picture.size ? { imageSize: picture.size } : {}),
    type: page.type ?? 'website',
    ...(noindex ? { noindex: true } : {}),
    locale,
    alternates: noindex || !origin ? [] : LOCALES.map((l) => [HTML_LANG[l], addressIn(l, origin)] as const),
  }
}

// Every value goes into an attribute or an element: quotes, angle brackets and ampersands escaped.
const html = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

// The head tags of a page, for the server render to put in <head> in place of the build's defaults.
export const headTags = (meta: PageMeta): string => {
  const property = (name: string, value: string) => `<meta property="${name}" content="${html(value)}">`
  const named = (name: string, value: string) => `<meta name="${name}" content="${html(value)}">`
  const tags = [
    `<title>${html(documentTitle(meta))}</title>`,
    named('description', meta.description),
    ...(meta.canonical ? [`<link rel="canonical" href="${html(meta.canonical)}">`] : []),
    ...(meta.noindex ? [named('robots', 'noindex')] : []),
    property('og:site_name', shopName(meta.locale)),
    ...meta.alternates.map(
      ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${html(href)}">`,
    ),
    ...(meta.alternates.length > 0
      ? [`<link rel="alternate" hreflang="x-default" href="${html(meta.alternates[0]![1])}">`]
      : []),
    property('og:locale', OG_LOCALE[meta.locale]),
    ...LOCALES.filter((l) => l !== meta.locale).map((l) => property('og:locale:alternate', OG_LOCALE[l])),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    ...(meta.canonical ? [property('og:url', meta.canonical)] : []),
    ...(meta.image
      ? [
          property('og:image', meta.image),
          property('og:image:alt', meta.imageAlt),
          ...(meta.imageSize
            ? [
                property('og:image:width', String(meta.imageSize.width)),
                property('og:image:height', String(meta.imageSize.height)),
              ]
            : []),
        ]
      : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image), named('twitter:image:alt', meta.imageAlt)] : []),
  ]
  return tags.join('\n')
}

// Tags the built HTML may already hold for the page (the build's defaults, a prerendered page's own),
// which headTags replaces: one title, one description, one of each preview tag.
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="(?:description|robots|twitter:[a-z:_]+)"[^>]*>\s*/gi,
  /<meta\s+property="og:[a-z:_]+"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<link\s+rel="alternate"\s+hreflang="[^"]*"[^>]*>\s*/gi,
]

/** The page's HTML with its head tags in place of whatever title, description and preview tags it had. */
export const withHeadTags = (html: string, meta: PageMeta): string => {
  const end = html.search(/<\/head>/i)
  if (end < 0) throw new Error('The page has no </head> to put its tags in')
  const head = REPLACED_TAGS.reduce((h, tag) => h.replace(tag, ''), html.slice(0, end)).replace(
    /<html\b[^>]*>/i,
    `<html lang="${HTML_LANG[meta.locale]}">`,
  )
  return `${head}${headTags(meta)}\n  ${html.slice(end)}`
}
