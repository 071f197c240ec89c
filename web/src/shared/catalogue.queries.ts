import type { Category, Product, ProductDetail, QuickOrderCategory } from '@contract/catalogue'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../lib/api-client'

// One factory per request; keys are built here and nowhere else.
const root = ['catalogue'] as const

export const categoriesQuery = () =>
  queryOptions({
    queryKey: [...root, 'categories'] as const,
    queryFn: ({ signal }) => api<Category[]>('product/category/get', { signal }),
  })

export const quickOrderQuery = () =>
  queryOptions({
    queryKey: [...root, 'quickorder'] as const,
    queryFn: ({ signal }) => api<QuickOrderCategory[]>('product/quickorder', { signal }),
  })

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...root, 'product', id] as const,
    queryFn: ({ signal }) => api<ProductDetail>(`product/get/${encodeURIComponent(id)}`, { signal }),
  })

export const categoryProductsQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: [...root, 'category', idOrSlug] as const,
    queryFn: ({ signal }) =>
      api<Product[]>(`product/categorywise/list/${encodeURIComponent(idOrSlug)}`, { signal }),
  })

export const specialCategoryQuery = (name: string) =>
  queryOptions({
    queryKey: [...root, 'special', name] as const,
    queryFn: ({ signal }) =>
      api<Product[]>(`product/subcategoryitems/${encodeURIComponent(name)}`, { signal }),
  })

export const topSaleQuery = () =>
  queryOptions({
    queryKey: [...root, 'topsale'] as const,
    queryFn: ({ signal }) => api<Product[]>('product/topsale/list', { signal }),
  })

export const newArrivalsQuery = () =>
  queryOptions({
    queryKey: [...root, 'new-arrivals'] as const,
    queryFn: ({ signal }) => api<Product[]>('product/new-arrivals/list', { signal }),
  })

export const netRateQuery = () =>
  queryOptions({
    queryKey: [...root, 'netrate'] as const,
    queryFn: ({ signal }) => api<Product[]>('product/netrate/list', { signal }),
  })

// Every product by id, from the quick-order catalogue: for reviewing a stored cart.
export const productsById = (categories: QuickOrderCategory[] | undefined) =>
  new Map((categories ?? []).flatMap((c) => c.product_list.map((p) => [p._id, p] as const)))
