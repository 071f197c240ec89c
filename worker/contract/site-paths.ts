// Every path the site answers (see docs/behaviour.md#routes-and-pages), for the router, the sitemap and the content link check.

// Information pages: text from content/<slug>.md, built in at build time.
export const INFO_PAGES = [
  'about',
  'payment-options',
  'contact-us',
  'bulk-enquiries',
  'our-brands',
  'online-crackers',
  'sivakasi-crackers',
  'green-crackers',
  'diwali-gift-boxes',
  'privacy-policy',
  'terms-and-conditions',
  'cancellation-and-refund',
  'our-updates',
  'faq',
  'safety-tips',
] as const
export type InfoPageSlug = (typeof INFO_PAGES)[number]

export const APP_PAGES = [
  'lander',
  'category',
  'special-category',
  'order-now',
  'quick-enquiry',
  'all-products',
  'enquiry',
  'price-list',
  'quick-checkout',
  'checkout-response',
  'signup',
  'signin',
  'choose-password',
  'print',
  'invoice',
  'transport',
  'profile',
  'my-orders',
  'order-tracking',
  'quote',
] as const

export const SITE_PATHS: readonly string[] = [
  '/',
  ...APP_PAGES.map((p) => `/${p}`),
  ...INFO_PAGES.map((p) => `/${p}`),
]

// Pages worth listing for search engines (no carts, forms or personal pages).
export const INDEXABLE_PATHS: readonly string[] = [
  '/lander',
  '/order-now',
  '/all-products',
  '/price-list',
  '/order-tracking',
  ...INFO_PAGES.map((p) => `/${p}`),
]
