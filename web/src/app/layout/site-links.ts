import { SPECIAL_CATEGORIES } from '@contract/special-categories'

// The site's menus (see docs/behaviour.md#routes-and-pages), in one place for header, mobile menu and footer.
export const MAIN_MENU = [
  { label: 'Home', to: '/lander' },
  { label: 'About Us', to: '/about' },
  { label: 'Price List - 2024', to: '/price-list' },
  { label: 'Order Now', to: '/order-now', blink: true },
  { label: 'Payment Options', to: '/payment-options' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Track Order', to: '/order-tracking' },
] as const

export const MOBILE_EXTRA = [{ label: 'Safety Tips', to: '/safety-tips' }] as const

// The phone menu's first group: on phones the header has no room for Sign in / My account.
export const ACCOUNT_MENU = {
  signedOut: [
    { label: 'Sign in', to: '/signin' },
    { label: 'Register', to: '/signup' },
    { label: 'Track order', to: '/order-tracking' },
  ],
  signedIn: [
    { label: 'My account', to: '/profile' },
    { label: 'My Orders', to: '/my-orders' },
    { label: 'Track order', to: '/order-tracking' },
  ],
} as const

export const FOOTER_GROUPS = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Home', to: '/lander' },
      { label: 'About Us', to: '/about' },
      { label: 'Price List', to: '/price-list' },
      { label: 'Quick Enquiry', to: '/all-products' },
      { label: 'Bulk Enquiries', to: '/bulk-enquiries' },
      { label: 'Our Brands', to: '/our-brands' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Special Categories',
    links: SPECIAL_CATEGORIES.map((s) => ({ label: s.name, to: `/special-category?id=${s.slug}` })),
  },
  {
    title: 'Our Policies',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms and Conditions', to: '/terms-and-conditions' },
      { label: 'Cancellation and Refund', to: '/cancellation-and-refund' },
      { label: 'Important Updates', to: '/our-updates' },
      { label: 'Safety Tips', to: '/safety-tips' },
    ],
  },
  {
    title: 'Other Links',
    links: [
      { label: 'Store Location', to: '/contact-us' },
      { label: 'My account', to: '/profile' },
      { label: 'Order Tracking', to: '/order-tracking' },
      { label: 'Online Crackers', to: '/online-crackers' },
      { label: 'Sivakasi Crackers', to: '/sivakasi-crackers' },
      { label: 'Green Crackers', to: '/green-crackers' },
      { label: 'Diwali Gift Boxes', to: '/diwali-gift-boxes' },
    ],
  },
] as const
