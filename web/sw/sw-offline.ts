import { API_BASE } from '@contract/api-base'
import type { Product, QuickOrderCategory } from '@contract/catalogue'
import { SPECIAL_CATEGORIES } from '@contract/special-categories'
import { CATALOGUE_PAGES, isTamilPath, stripLocale } from './sw-rules'

// What the buyer's worker does with no signal beyond answering from its caches: the catalogue
// reads it can work out from the kept full catalogue, and the page it shows for one it cannot.
// Pure, so the rules are tested without a browser; web/sw/sw.ts wires them in.

// The full catalogue, the header's categories, the settings the cart and checkout need and the
// five special categories (their tags are not in the full catalogue): read at install and kept
// in a cache of their own that no other read can push out, so after one visit every catalogue page
// can be drawn and filled offline.
export const FULL_CATALOGUE_READS = [
  'product/quickorder',
  'product/category/get',
  'settings/public',
  ...SPECIAL_CATEGORIES.map((s) => `product/subcategoryitems/${encodeURIComponent(s.name)}`),
].map((p) => `${API_BASE}/${p}`)
export const QUICK_ORDER_READ = `${API_BASE}/product/quickorder`

export const isFullCatalogueRead = (pathname: string) => FULL_CATALOGUE_READS.includes(pathname)

// The pages the app draws into the shell from the kept catalogue alone (besides the cart, which
// lives in the browser). Any other page is shown offline only as its buyer last read it.
const DRAWN_FROM_CATALOGUE = new Set(['/', ...CATALOGUE_PAGES])
export const isDrawnFromCatalogue = (pathname: string) =>
  DRAWN_FROM_CATALOGUE.has(stripLocale(pathname).replace(/(.)\/+$/, '$1'))

// The lists the server cuts from the same products in the same order (a category's, the net-rate,
// top-selling and new items), cut from the kept full catalogue instead when the shop cannot be
// reached: the body of the answer, or null when the read is not one of them or the category is not
// in the kept catalogue (a category added since: the page says it could not load, not "empty").
export const derivedRead = (
  pathname: string,
  quickOrder: readonly QuickOrderCategory[],
): { data: Product[] } | null => {
  if (!pathname.startsWith(`${API_BASE}/product/`)) return null
  const rest = pathname.slice(API_BASE.length + '/product/'.length)
  const all = () => quickOrder.flatMap((c) => c.product_list)
  const flagged = (flag: 'is_netrate_item' | 'is_top_selling_item' | 'is_new_item') => ({
    data: all().filter((p) => p[flag] === 1),
  })
  if (rest === 'netrate/list') return flagged('is_netrate_item')
  if (rest === 'topsale/list') return flagged('is_top_selling_item')
  if (rest === 'new-arrivals/list') return flagged('is_new_item')
  const ref = /^categorywise\/list\/([^/]+)$/.exec(rest)?.[1]
  if (ref === undefined) return null
  const wanted = decodeURIComponent(ref)
  const category = quickOrder.find((c) => c.category_id === wanted || c.category_slug === wanted)
  return category ? { data: category.product_list } : null
}

const WORDS = {
  en: {
    title: 'Not kept offline',
    lead: 'This page is not kept on this phone, and the shop cannot be reached just now.',
    next: 'Open it again when you have a signal. These work without one:',
    priceList: 'Full price list',
    cart: 'Your cart',
    retry: 'Try again',
  },
  ta: {
    title: 'இந்தப் பக்கம் போனில் சேமிக்கப்படவில்லை',
    lead: 'இந்தப் பக்கம் இந்த போனில் சேமிக்கப்படவில்லை; இப்போது கடையை அணுக முடியவில்லை.',
    next: 'இணைய இணைப்பு வந்ததும் மீண்டும் திறக்கவும். இவை இணையம் இல்லாமலும் வேலை செய்யும்:',
    priceList: 'முழு விலைப்பட்டியல்',
    cart: 'உங்கள் கூடை',
    retry: 'மீண்டும் முயலுங்கள்',
  },
} as const

// The page a buyer meets offline at an address that was never kept (an information page never
// read, a bill, tracking): it says so in the address's language and offers what is kept. Whole in
// itself (it cannot count on any other file); the Tamil font is named when the worker keeps one.
export const notKeptPage = (pathname: string, tamilFont?: string): string => {
  const ta = isTamilPath(pathname)
  const w = WORDS[ta ? 'ta' : 'en']
  const prefix = ta ? '/ta' : ''
  const font = tamilFont
    ? `@font-face{font-family:"Shop Tamil";src:url(${tamilFont}) format("woff2");font-display:swap}`
    : ''
  const tap = 'display:inline-flex;align-items:center;min-height:44px;padding:0 16px;margin:0 8px 8px 0'
  return `<!doctype html>
<html lang="${ta ? 'ta' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${w.title}</title>
<style>${font}body{font-family:"Shop Tamil",system-ui,sans-serif;margin:0;padding:24px 16px;line-height:1.5;color:#222}
main{max-width:36rem;margin:0 auto}h1{color:#8c1c3a;font-size:1.5rem}
a,button{${tap};border:1px solid #8c1c3a;border-radius:6px;font:inherit;color:#8c1c3a;background:#fff;text-decoration:none}
a.main{background:#8c1c3a;color:#fff}</style></head>
<body><main><h1>${w.title}</h1><p>${w.lead}</p><p>${w.next}</p>
<p><a class="main" href="${prefix}/price-list">${w.priceList}</a><a href="${prefix}/quick-checkout">${w.cart}</a></p>
<p><button type="button" onclick="location.reload()">${w.retry}</button></p></main></body></html>`
}
