// The words of each page for its head tags: title, description, canonical path and picture, in the
// page's language.
import type { Locale } from '@contract/locale'
import { withSeason } from '@contract/settings-rules'
import { INFO_PAGES } from '@contract/site-paths'
import { SPECIAL_CATEGORIES } from '@contract/special-categories'
import { rupees } from '../lib/format'
import { messagesIn } from '../lib/i18n/messages'
import { shopName } from './brand'
import { OG_PICTURE_SIZE, ogPicturePath } from './og-pictures'
import { pageMetaMessages } from './page-meta.messages'
import type { MetaCategory, MetaLookup, MetaProduct, PageMeta } from './page-meta-types'
import { specialCategoryMessages } from './special-categories.messages'

// A photo the shop serves (media paths are the shop's own, starting with one /) in a format previews show.
const OWN_RASTER = /^\/(?!\/)[^?#]*\.(png|jpe?g|webp|gif)([?#].*)?$/i

export interface Page {
  title: string
  description: string
  // Path and the query parameters that choose what the page shows; all other parameters
  // (utm_*, fbclid, sorting) are left out of the canonical address.
  path: string
  keep?: Record<string, string>
  type?: PageMeta['type']
  picture?: { url: string; alt: string; size?: { width: number; height: number } }
  noindex?: boolean
}

const minimumLine = (look: MetaLookup, locale: Locale) => {
  const lowest = look.settings?.minimum_order.lowest_amount
  return lowest ? messagesIn(pageMetaMessages, locale).minimum(rupees(lowest).replace(/\.00$/, '')) : ''
}

// In Tamil the Tamil name leads and the English one follows; in English, the English name alone.
const productName = (p: MetaProduct, locale: Locale) => {
  const tamil = locale === 'ta' ? p.tamil_name?.trim() : ''
  return tamil && tamil !== p.product_name ? `${tamil} – ${p.product_name}` : p.product_name
}
const categoryName = (c: MetaCategory, locale: Locale) =>
  (locale === 'ta' ? c.tamil_name?.trim() : '') || c.category_name

export const productPage = (look: MetaLookup, id: string, locale: Locale): Page | undefined => {
  const p = look.product?.(id)
  if (!p) return undefined
  const m = messagesIn(pageMetaMessages, locale)
  const category = look.category?.(p.category_id)
  const name = productName(p, locale)
  const mrp = p.price > p.after_discount_price ? rupees(p.price) : ''
  const photo = p.photo_path ?? ''
  const built = ogPicturePath(photo)
  const picture = built
    ? { url: built, alt: name, size: OG_PICTURE_SIZE }
    : OWN_RASTER.test(photo)
      ? { url: photo, alt: name }
      : undefined
  return {
    title: name,
    description: m.product(
      name,
      category ? categoryName(category, locale) : '',
      rupees(p.after_discount_price),
      p.per,
      mrp,
    ),
    // One address per product, wherever it was opened: its category's page, which opens it.
    ...(category?.slug
      ? { path: '/category', keep: { id: category.slug, product: p._id } }
      : { path: '/all-products', keep: { product: p._id } }),
    type: 'product',
    ...(picture ? { picture } : {}),
  }
}

// What every page's words are made of.
interface Context {
  look: MetaLookup
  locale: Locale
  m: (typeof pageMetaMessages)['en']
  shop: string
  path: string
  id: string
  generic: string
  minimum: string
}

// Each path the site answers, by its first segment.
export const pageFor = (url: URL, look: MetaLookup, locale: Locale): Page => {
  const m = messagesIn(pageMetaMessages, locale)
  const c: Context = {
    look,
    locale,
    m,
    shop: shopName(locale),
    path: url.pathname.replace(/\/+$/, '') || '/',
    id: url.searchParams.get('id')?.trim() ?? '',
    generic: m.shopDescription,
    minimum: minimumLine(look, locale),
  }
  return shopPage(c) ?? personalPage(c) ?? otherPage(c)
}

// The catalogue's pages and the shop's own: indexed, with the minimum order where it matters.
const shopPage = ({ look, locale, m, shop, path, id, generic, minimum }: Context): Page | undefined => {
  switch (path) {
    case '/':
    case '/lander':
      return { title: shop, description: `${generic}${minimum}`, path: '/lander' }
    case '/category': {
      const c = id ? look.category?.(id) : undefined
      if (!c) return { title: m.category, description: generic, path, keep: { id }, noindex: true }
      const name = categoryName(c, locale)
      return {
        title: name,
        description: `${m.categoryDescription(name)}${minimum}`,
        path,
        keep: { id: c.slug || c._id },
      }
    }
    case '/special-category': {
      const s = SPECIAL_CATEGORIES.find((c) => c.slug === id)
      if (!s) return { title: m.specialCategory, description: generic, path, noindex: true }
      const name = messagesIn(specialCategoryMessages, locale)[s.slug]
      return { title: name, description: m.specialDescription(name), path, keep: { id: s.slug } }
    }
    case '/order-now':
      return { title: m.orderNow, description: `${m.orderNowDescription}${minimum}`, path }
    case '/quick-enquiry':
    case '/all-products':
    case '/enquiry':
      return {
        title: m.quickEnquiry,
        description: `${m.quickEnquiryDescription}${minimum}`,
        path: '/all-products',
      }
    case '/price-list':
      return {
        title: withSeason(m.priceList, look.settings ?? {}, locale),
        description: m.priceListDescription,
        path,
      }
    case '/order-tracking':
      return { title: m.tracking, description: m.trackingDescription, path }
  }
  return undefined
}

// A buyer's own pages: never indexed.
const personalPage = ({ look, m, shop, path, id, generic }: Context): Page | undefined => {
  const personal = { noindex: true } as const
  const enquiry = () => {
    const number = id ? look.orderNumber?.(id) : undefined
    return number ? m.enquiryNumbered(number) : m.enquiry
  }
  switch (path) {
    case '/print':
      // A bill link is shared on WhatsApp: it names the enquiry and nothing of the buyer.
      return { title: enquiry(), description: m.billDescription(shop), path, keep: { id }, ...personal }
    case '/invoice':
      return {
        title: m.taxInvoice(enquiry()),
        description: m.taxInvoiceDescription(shop),
        path,
        keep: { id },
        ...personal,
      }
    case '/transport':
      return {
        title: m.lorryReceipt(enquiry()),
        description: m.lorryReceiptDescription(shop),
        path,
        keep: { id },
        ...personal,
      }
    case '/checkout-response':
      return { title: m.enquirySent, description: generic, path, ...personal }
    case '/quick-checkout':
      return { title: m.checkout, description: generic, path, ...personal }
    case '/signin':
      return { title: m.signIn, description: generic, path, ...personal }
    case '/signup':
      return { title: m.register, description: generic, path, ...personal }
    case '/choose-password':
      return { title: m.choosePassword, description: generic, path, ...personal }
    case '/my-orders':
      return { title: m.myOrders, description: generic, path, ...personal }
    // The quote's token stays out of every address the page names (canonical, preview card).
    case '/quote':
      return { title: m.quote, description: generic, path, ...personal }
    case '/profile':
      return { title: m.myAccount, description: generic, path, ...personal }
  }
  return undefined
}

// The console, the information pages, and anything else (not found).
const otherPage = ({ look, m, path, generic }: Context): Page => {
  if (path === '/admin' || path.startsWith('/admin/')) {
    return { title: m.console, description: generic, path: '/admin', noindex: true }
  }
  const slug = path.slice(1)
  if ((INFO_PAGES as readonly string[]).includes(slug)) {
    const info = look.infoPage?.(slug)
    return {
      title: info?.title ?? m.infoTitle(slug),
      description: info?.description ?? generic,
      path,
      type: 'article',
    }
  }
  return { title: m.notFound, description: generic, path, noindex: true }
}
