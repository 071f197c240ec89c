// The public pages the page-wide checks visit, listed once, so each page is opened once per width
// it is checked at: accessibility.spec.ts opens the axe-checked ones and checks their hydration on
// the same visit; hydration.spec.ts opens the rest.

// The catalogue pages draw their lists (and all pages the header) their own way at desk width, so
// they are checked at both widths.
export const CATALOGUE_PAGES = [
  '/lander',
  '/category?id=sparklers',
  '/special-category?id=crackers-for-kids',
  '/order-now',
  '/all-products',
  '/price-list',
]

// The text and form pages are the same at any width but for the header: checked once, as a phone.
export const SAME_AT_ANY_WIDTH = [
  '/faq',
  '/terms-and-conditions',
  '/safety-tips',
  '/signup',
  '/signin',
  '/order-tracking',
]

// Checked for hydration only.
export const HYDRATION_ONLY_PAGES = [
  '/special-category?id=new-arrivals',
  '/contact-us',
  '/about',
  '/quick-checkout',
  '/my-orders',
  '/profile',
]
