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
}

export const MAIN_MENU: readonly MenuLink[] = [
  { key: 'home', to: '/lander' },
  { key: 'about', to: '/about' },
  { key: 'priceList2024', to: '/price-list' },
  { key: 'orderNow', to: '/order-now', blink: true },
  { key: 'payment', to: '/payment-options' },
  { key: 'contact', to: '/contact-us' },
  { key: 'trackOrder', to: '/order-tracking' },
]

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

// The footer's links as one table, a row a link: [its group's words, its words, its path].
const FOOTER_LINKS: readonly (readonly [Key, Key, string])[] = [
  ['quickLinks', 'home', '/lander'],
  ['quickLinks', 'about', '/about'],
  ['quickLinks', 'priceList', '/price-list'],
  ['quickLinks', 'quickEnquiry', '/all-products'],
  ['quickLinks', 'bulkEnquiries', '/bulk-enquiries'],
  ['quickLinks', 'ourBrands', '/our-brands'],
  ['quickLinks', 'faq', '/faq'],
  ['ourPolicies', 'privacyPolicy', '/privacy-policy'],
  ['ourPolicies', 'terms', '/terms-and-conditions'],
  ['ourPolicies', 'cancellation', '/cancellation-and-refund'],
  ['ourPolicies', 'updates', '/our-updates'],
  ['ourPolicies', 'safetyTips', '/safety-tips'],
  ['otherLinks', 'storeLocation', '/contact-us'],
  ['otherLinks', 'myAccount', '/profile'],
  ['otherLinks', 'orderTracking', '/order-tracking'],
  ['otherLinks', 'onlineCrackers', '/online-crackers'],
  ['otherLinks', 'sivakasiCrackers', '/sivakasi-crackers'],
  ['otherLinks', 'greenCrackers', '/green-crackers'],
  ['otherLinks', 'giftBoxes', '/diwali-gift-boxes'],
]

const footerGroup = (id: string, key: Key): FooterGroup => ({
  id,
  key,
  links: FOOTER_LINKS.filter((row) => row[0] === key).map(([, link, to]) => ({ key: link, to })),
})

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  footerGroup('quick-links', 'quickLinks'),
  {
    id: 'special-categories',
    key: 'specialCategories',
    links: SPECIAL_CATEGORIES.map((s) => ({ special: s.slug, to: `/special-category?id=${s.slug}` })),
  },
  footerGroup('policies', 'ourPolicies'),
  footerGroup('other-links', 'otherLinks'),
]
