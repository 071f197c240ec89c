import type { QuickOrderCategory } from '@contract/catalogue'
import { queryOptions } from '@tanstack/react-query'
import { apiList, apiRoute, queryInit } from '../lib/api-client'

// One factory per request; keys are built here and nowhere else.
const root = ['catalogue'] as const

export const categoriesQuery = () =>
  queryOptions({
    queryKey: [...root, 'categories'] as const,
    queryFn: (ctx) => apiList('GET product/category/get', queryInit(ctx)),
  })

export const quickOrderQuery = () =>
  queryOptions({
    queryKey: [...root, 'quickorder'] as const,
    queryFn: (ctx) => apiList('GET product/quickorder', queryInit(ctx)),
  })

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'product', id] as const,
    queryFn: (ctx) => apiRoute('GET product/get/:id', { params: { id }, ...queryInit(ctx) }),
  })

export const categoryProductsQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...root, 'category', idOrSlug] as const,
    queryFn: (ctx) =>
      apiList('GET product/categorywise/list/:ref', { params: { ref: idOrSlug }, ...queryInit(ctx) }),
  })

export const specialCategoryQuery = (name: string) =>
  queryOptions({
    queryKey: [...root, 'special', name] as const,
    queryFn: (ctx) => apiList('GET product/subcategoryitems/:name', { params: { name }, ...queryInit(ctx) }),
  })

export const topSaleQuery = () =>
  queryOptions({
    queryKey: [...root, 'topsale'] as const,
    queryFn: (ctx) => apiList('GET product/topsale/list', queryInit(ctx)),
  })

export const newArrivalsQuery = () =>
  queryOptions({
    queryKey: [...root, 'new-arrivals'] as const,
    queryFn: (ctx) => apiList('GET product/new-arrivals/list', queryInit(ctx)),
  })

export const netRateQuery = () =>
  queryOptions({
    queryKey: [...root, 'netrate'] as const,
    queryFn: (ctx) => apiList('GET product/netrate/list', queryInit(ctx)),
  })

// Every product by id, from the quick-order catalogue: for reviewing a stored cart.
export const productsById = (categories: QuickOrderCategory[] | undefined) =>
  new Map((categories ?? []).flatMap((c) => c.product_list.map((p) => [p._id, p] as const)))
