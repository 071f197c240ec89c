import type { AdminProduct as Product } from '@contract/admin'
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../ui/toast'
import { handleAuthError } from '../kit/access'
import { afterCatalogueChange, setSoldOut } from '../kit/queries'

// The catalogue's quick changes: each shows at once and is put back if the server refuses it.

export const failed = (e: unknown) => {
  if (handleAuthError(e)) return
  toast.error(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.')
}

// Shows the new order at once and puts the old one back if the server refuses it.
export function useReorder<T extends { _id: string }>(
  queryKey: QueryKey,
  send: (ids: string[]) => Promise<unknown>,
) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ ids }: { ids: string[]; label: string }) => send(ids),
    onMutate: async ({ ids }) => {
      await qc.cancelQueries({ queryKey })
      const before = qc.getQueryData<T[]>(queryKey)
      if (before) {
        const byId = new Map(before.map((x) => [x._id, x]))
        qc.setQueryData<T[]>(
          queryKey,
          ids.map((id) => byId.get(id)).filter((x): x is T => x !== undefined),
        )
      }
      return { before }
    },
    onError: (e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(queryKey, ctx.before)
      failed(e)
    },
    onSuccess: (list, { label }) => {
      // The server answers the list in its new order.
      if (Array.isArray(list)) qc.setQueryData(queryKey, list)
      toast.success(label)
    },
    onSettled: () => afterCatalogueChange(qc),
  })
}

export function useSoldOut(queryKey: QueryKey) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ product, value }: { product: Product; value: boolean }) => setSoldOut(product._id, value),
    onMutate: async ({ product, value }) => {
      await qc.cancelQueries({ queryKey })
      const before = qc.getQueryData<Product[]>(queryKey)
      qc.setQueryData<Product[]>(queryKey, (list) =>
        list?.map((p) => (p._id === product._id ? { ...p, is_sold_out: value ? 1 : 0 } : p)),
      )
      return { before }
    },
    onError: (e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(queryKey, ctx.before)
      failed(e)
    },
    onSuccess: (_d, { product, value }) =>
      toast.success(`${product.product_name} is ${value ? 'sold out' : 'back in stock'}`),
    onSettled: () => afterCatalogueChange(qc),
  })
}
