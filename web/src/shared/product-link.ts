// A product opened in the quick view is in the address as ?product=<id> (on the catalogue pages
// that open it), so its link can be shared and its preview shows the product. Import-free, so the
// quick view does not download the page meta with it.
export const PRODUCT_PARAM = 'product'

export const PRODUCT_PAGES: ReadonlySet<string> = new Set([
  '/lander',
  '/category',
  '/special-category',
  '/quick-enquiry',
  '/all-products',
  '/enquiry',
])
