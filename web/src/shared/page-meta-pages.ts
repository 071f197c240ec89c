// The words of each page for its head tags: title, description, canonical path and picture.
import type { Locale } from '@contract/locale'
import { INFO_PAGES } from '@contract/site-paths'
import { SPECIAL_CATEGORIES } from '@contract/special-categories'
import { SHOP_NAME } from './brand'
import { OG_PICTURE_SIZE, ogPicturePath } from './og-pictures'
import type { MetaLookup, PageMeta } from './page-meta'

const SHOP_DESCRIPTION =
  'Browse the Sivakasi crackers price list, build your cart and send an enquiry. We confirm within 24 hours.'
// A photo the shop serves (media paths are the shop's own, starting with one /) in a format previews show.
const OWN_RASTER = /^\/(?!\/)[^?#]*\.(png|jpe?g|webp|gif)([?#].*)?$/i

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
})
const rupees = (amount: number) => rupeeFormat.format(amount)

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ')

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

const minimumLine = (look: MetaLookup) => {
  const lowest = look.settings?.minimum_order.lowest_amount
  return lowest ? ` Minimum order ${rupees(lowest).replace(/\.00$/, '')}.` : ''
}

export const productPage = (url: URL, look: MetaLookup, id: string, _locale: Locale): Page | undefined => {
  const p = look.product?.(id)
  if (!p) return undefined
  const { category_name: category, slug } = look.category?.(p.category_id) ?? {}
  const offer = p.price > p.after_discount_price ? ` (MRP ${rupees(p.price)})` : ''
  const photo = p.photo_path ?? ''
  const built = ogPicturePath(photo)
  const picture = built
    ? { url: built, alt: p.product_name, size: OG_PICTURE_SIZE }
    : OWN_RASTER.test(photo)
      ? { url: new URL(photo, url.origin).href, alt: p.product_name }
      : undefined
  return {
    title: p.product_name,
    description:
      `${p.product_name}${category ? `, ${category}` : ''}: ${rupees(p.after_discount_price)} per ${p.per}${offer}. ` +
      `Sivakasi crackers at factory prices; send an enquiry and we confirm within 24 hours.`,
    // One address per product, wherever it was opened: its category's page, which opens it.
    ...(slug
      ? { path: '/category', keep: { id: slug, product: p._id } }
      : { path: '/all-products', keep: { product: p._id } }),
    type: 'product',
    ...(picture ? { picture } : {}),
  }
}

const enquiryTitle = (look: MetaLookup, id: string) => {
  const number = id ? look.orderNumber?.(id) : undefined
  return number ? `Enquiry ${number}` : 'Enquiry'
}

// Each path the site answers, by its first segment.
export const pageFor = (url: URL, look: MetaLookup, _locale: Locale): Page => {
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const id = url.searchParams.get('id')?.trim() ?? ''
  const personal = { noindex: true } as const
  switch (path) {
    case '/':
    case '/lander':
      return {
        title: SHOP_NAME,
        description: `${SHOP_DESCRIPTION}${minimumLine(look)}`,
        path: '/lander',
      }
    case '/category': {
      const c = id ? look.category?.(id) : undefined
      if (!c) return { title: 'Category', description: SHOP_DESCRIPTION, path, keep: { id }, noindex: true }
      return {
        title: c.category_name,
        description: `${c.category_name} from Sivakasi at factory prices: see every item with its price, add to your cart and send an enquiry.${minimumLine(look)}`,
        path,
        keep: { id: c.slug || c._id },
      }
    }
    case '/special-category': {
      const s = SPECIAL_CATEGORIES.find((c) => c.slug === id)
      if (!s) return { title: 'Special Category', description: SHOP_DESCRIPTION, path, noindex: true }
      return {
        title: s.name,
        description: `${s.name} from Sivakasi: hand-picked crackers with their prices. Add to your cart and send an enquiry.`,
        path,
        keep: { id: s.slug },
      }
    }
    case '/order-now':
      return {
        title: 'Order Now',
        description: `Every Sivakasi cracker with its price, by category: pick quantities and send one enquiry.${minimumLine(look)}`,
        path,
      }
    case '/quick-enquiry':
    case '/all-products':
    case '/enquiry':
      return {
        title: 'Quick Enquiry',
        description: `The whole Sivakasi crackers list on one page: type quantities and send your enquiry.${minimumLine(look)}`,
        path: '/all-products',
      }
    case '/price-list':
      return {
        title: 'Price List',
        description:
          'The Sivakasi crackers price list: MRP, discount and net price of every item, ready to download.',
        path,
      }
    case '/order-tracking':
      return {
        title: 'Track your enquiry',
        description: 'See where your crackers enquiry is: type the mobile number you sent it with.',
        path,
      }
    case '/print':
      // A bill link is shared on WhatsApp: it names the enquiry and nothing of the buyer.
      return {
        title: enquiryTitle(look, id),
        description: `An enquiry bill from ${SHOP_NAME}. Open the link to see its items.`,
        path,
        keep: { id },
        ...personal,
      }
    case '/transport':
      return {
        title: `${enquiryTitle(look, id)}: lorry receipt`,
        description: `The lorry receipt of an enquiry from ${SHOP_NAME}.`,
        path,
        keep: { id },
        ...personal,
      }
    case '/checkout-response':
      return { title: 'Enquiry sent', description: SHOP_DESCRIPTION, path, ...personal }
    case '/quick-checkout':
      return { title: 'Checkout', description: SHOP_DESCRIPTION, path, ...personal }
    case '/signin':
      return { title: 'Sign in', description: SHOP_DESCRIPTION, path, ...personal }
    case '/signup':
      return { title: 'Register', description: SHOP_DESCRIPTION, path, ...personal }
    case '/choose-password':
      return { title: 'Choose a password', description: SHOP_DESCRIPTION, path, ...personal }
    case '/my-orders':
      return { title: 'My Orders', description: SHOP_DESCRIPTION, path, ...personal }
    case '/profile':
      return { title: 'My account', description: SHOP_DESCRIPTION, path, ...personal }
  }
  if (path === '/admin' || path.startsWith('/admin/')) {
    return { title: "Seller's console", description: SHOP_DESCRIPTION, path: '/admin', noindex: true }
  }
  const slug = path.slice(1)
  if ((INFO_PAGES as readonly string[]).includes(slug)) {
    const info = look.infoPage?.(slug)
    return {
      title: info?.title ?? titleCase(slug),
      description: info?.description ?? SHOP_DESCRIPTION,
      path,
      type: 'article',
    }
  }
  return { title: 'Page not found', description: SHOP_DESCRIPTION, path, noindex: true }
}
