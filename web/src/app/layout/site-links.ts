import { SPECIAL_CATEGORIES } from '@contract/special-categories'
import type { specialCategoryMessages } from '../../shared/special-categories.messages'
import type { LayoutWords } from './layout.messages'

// The site's menus (see docs/behaviour.md#routes-and-pages), in one place for header, mobile menu
// and footer. Each item names its words by their key in the layout catalogue (layout.messages.ts).
type Key = { [K in keyof LayoutWords]: LayoutWords[K] extends string ? K : never }[keyof LayoutWords]
interface MenuLink {
  key: Key
  to: string
  blink?: true
  // The words carry the seller's season: "Price List · Diwali 2026".
  season?: true
}

export const MAIN_MENU: readonly MenuLink[] = [
  { key: 'home', to: '/lander' },
  { key: 'about', to: '/about' },
  { key: 'priceList', to: '/price-list', season: true },
  { key: 'orderNow', to: '/order-now', blink: true },
  { key: 'payment', to: '/payment-options' },
  { key: 'contact', to: '/contact-us' },
  { key: 'trackOrder', to: '/order-tracking' },
]

// The pages that browse the catalogue (the home page, a category, an occasion, Order Now, Quick
// Enquiry and the price list): each carries the catalogue finder (search and every category) under
// the header.
export const isCataloguePage = (path: string) =>
  /^\/(lander|(special-)?category|order-now|quick-enquiry|all-products|enquiry|price-list)$/.test(path)

export const MOBILE_EXTRA: readonly MenuLink[] = [{ key: 'safetyTips', to: '/safety-tips' }]

// The phone menu's first group: on phones the header has no room for Sign in / My account.
export const ACCOUNT_MENU: Record<'signedIn' | 'signedOut', readonly MenuLink[]> = {
  signedOut: [
    { key: 'signIn', to: '/signin' },
    { key: 'register', to: '/signup' },
    { key: 'trackMyOrder', to: '/order-tracking' },
  ],
  signedIn: [
    { key: 'myAccount', to: '/profile' },
    { key: 'myOrders', to: '/my-orders' },
    { key: 'trackMyOrder', to: '/order-tracking' },
  ],
}

type SpecialKey = keyof typeof specialCategoryMessages.en
export interface FooterGroup {
  id: string
  key: Key
  links: readonly ({ to: string } & ({ key: Key } | { special: SpecialKey }))[]
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    id: 'quick-links',
    key: 'quickLinks',
    links: [
      { key: 'home', to: '/lander' },
      { key: 'about', to: '/about' },
      { key: 'priceList', to: '/price-list' },
      { key: 'quickEnquiry', to: '/all-products' },
      { key: 'bulkEnquiries', to: '/bulk-enquiries' },
      { key: 'ourBrands', to: '/our-brands' },
      { key: 'faq', to: '/faq' },
    ],
  },
  {
    id: 'special-categories',
    key: 'specialCategories',
    links: SPECIAL_CATEGORIES.map((s) => ({ special: s.slug, to: `/special-category?id=${s.slug}` })),
  },
  {
    id: 'policies',
    key: 'ourPolicies',
    links: [
      { key: 'privacyPolicy', to: '/privacy-policy' },
      { key: 'terms', to: '/terms-and-conditions' },
      { key: 'cancellation', to: '/cancellation-and-refund' },
      { key: 'updates', to: '/our-updates' },
      { key: 'safetyTips', to: '/safety-tips' },
    ],
  },
  {
    id: 'other-links',
    key: 'otherLinks',
    links: [
      { key: 'storeLocation', to: '/contact-us' },
      { key: 'myAccount', to: '/profile' },
      { key: 'orderTracking', to: '/order-tracking' },
      { key: 'onlineCrackers', to: '/online-crackers' },
      { key: 'sivakasiCrackers', to: '/sivakasi-crackers' },
      { key: 'greenCrackers', to: '/green-crackers' },
      { key: 'giftBoxes', to: '/diwali-gift-boxes' },
    ],
  },
]
