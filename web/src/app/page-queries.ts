import type { Locale } from '@contract/locale'
import { INFO_PAGES } from '@contract/site-paths'
import type { QueryClient } from '@tanstack/react-query'
import { specialCategoryName } from '../features/catalogue/catalogue-view'
import { contentPageQuery } from '../features/content/content.queries'
import { orderPrintQuery } from '../features/orders/orders.queries'
import {
  categoriesQuery,
  categoryProductsQuery,
  newArrivalsQuery,
  quickOrderQuery,
  specialCategoryQuery,
  topSaleQuery,
} from '../shared/catalogue.queries'
import { isOrderId } from '../shared/orders/order-id'
import { settingsQuery } from '../shared/settings.queries'

const FULL_CATALOGUE = new Set(['/order-now', '/quick-enquiry', '/all-products', '/enquiry', '/price-list'])
const INFO = new Set<string>(INFO_PAGES.map((slug) => `/${slug}`))

// What a page shows before anyone interacts with it, fetched by the server's render so the HTML
// holds it and the browser asks for nothing before its first paint. Every page has the header's
// categories and the announcement; `url` is the page's path without its language, `locale` the
// language it is drawn in. Personal data (cart, account, orders) is never among these, but for
// the bill a browser opens (`personal`): drawn for that request alone and never kept.
export const prefetchPage = async (client: QueryClient, url: URL, locale: Locale, personal = false) => {
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const wanted: Promise<unknown>[] = [
    client.prefetchQuery(settingsQuery()),
    client.prefetchQuery(categoriesQuery()),
  ]
  if (path === '/lander') {
    wanted.push(client.prefetchQuery(newArrivalsQuery()), client.prefetchQuery(topSaleQuery()))
  } else if (FULL_CATALOGUE.has(path)) {
    wanted.push(client.prefetchQuery(quickOrderQuery()))
  } else if (path === '/category') {
    const id = url.searchParams.get('id')?.trim()
    if (id) wanted.push(client.prefetchQuery(categoryProductsQuery(id)))
  } else if (path === '/special-category') {
    const name = specialCategoryName(url.searchParams.get('id'))
    if (name !== null) wanted.push(client.prefetchQuery(specialCategoryQuery(name)))
  } else if (path === '/print') {
    const id = url.searchParams.get('id') ?? ''
    if (personal && isOrderId(id)) wanted.push(client.prefetchQuery(orderPrintQuery(id)))
  } else if (INFO.has(path)) {
    wanted.push(client.prefetchQuery(contentPageQuery(path.slice(1), locale)))
  }
  await Promise.all(wanted)
}
