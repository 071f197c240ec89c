import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { KEEP_SCROLL } from '../../lib/keep-scroll'
import { PRODUCT_PARAM } from '../../shared/product-link'

// The detail modal (media tabs, video) loads on the first open, not with the page.
const ProductModal = lazy(() => import('./product-modal'))

// The open product is in the address (?product=<id>), so a copied or shared link opens it again
// and its preview shows the product. Opening and closing replace the entry: Back leaves the page
// as it did before.
export const useQuickView = () => {
  const [params, setParams] = useSearchParams()
  const id = params.get(PRODUCT_PARAM) || null
  const show = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const q = new URLSearchParams(current)
          if (next === null) q.delete(PRODUCT_PARAM)
          else q.set(PRODUCT_PARAM, next)
          return q
        },
        { replace: true, state: KEEP_SCROLL },
      ),
    [setParams],
  )
  // Stable for the page's life: react-router's setter changes with every address, and a new `open`
  // would draw every card again (and open every list waiting to hydrate) when a product opens.
  const latest = useRef(show)
  useLayoutEffect(() => {
    latest.current = show
  })
  const open = useCallback((next: string) => latest.current(next), [])
  const close = useCallback(() => latest.current(null), [])
  return { id, open, close }
}

// The modal's Add to Cart always says 'Successfully added into Cart'.
export function QuickView({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false)
  if (id && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ProductModal productId={id} onClose={onClose} />
    </Suspense>
  )
}
