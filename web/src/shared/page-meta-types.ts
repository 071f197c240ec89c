// The shapes page-meta.ts and page-meta-pages.ts share, apart from both so neither imports the
// other for its types.
import type { Category, Product } from '@contract/catalogue'
import type { Locale } from '@contract/locale'
import type { PublicSettings } from '@contract/settings-rules'

export interface PageMeta {
  // The page's own title ("Enquiry ENQ-00042"); documentTitle() adds the shop's name for the tab.
  title: string
  description: string
  // Absolute addresses, left out when the shop's own address is not known (see pageMeta).
  canonical?: string
  image?: string
  imageAlt: string
  // Known for the pictures the build draws; previews lay out sooner when they are given.
  imageSize?: { width: number; height: number }
  type: 'website' | 'product' | 'article'
  noindex?: boolean
  locale: Locale
  // The same page in each language, for hreflang: [HTML lang, address].
  alternates: readonly (readonly [string, string])[]
}

// What the server (from its catalogue in memory) or a page (from the data it has loaded) can tell.
// Every lookup is optional and synchronous: a page the lookups cannot describe gets its generic words.
export interface MetaLookup {
  settings?: Pick<PublicSettings, 'minimum_order' | 'season_name' | 'season_name_ta'>
  category?(idOrSlug: string): MetaCategory | undefined
  product?(id: string): MetaProduct | undefined
  infoPage?(slug: string): { title: string; description: string } | undefined
  // The enquiry number (ENQ-00042) for an order id: the only thing a bill link may tell.
  orderNumber?(orderId: string): string | undefined
}
// The Tamil names are optional: a lookup that has none gives the English words.
export type MetaCategory = Pick<Category, '_id' | 'category_name' | 'slug'> &
  Partial<Pick<Category, 'tamil_name'>>
export type MetaProduct = Pick<
  Product,
  '_id' | 'product_name' | 'per' | 'price' | 'after_discount_price' | 'photo_path' | 'category_id'
> &
  Partial<Pick<Product, 'tamil_name'>>
