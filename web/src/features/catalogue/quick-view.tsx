import { lazy, Suspense, useCallback, useState } from 'react'

// The detail modal (media tabs, video) loads on the first open, not with the page.
const ProductModal = lazy(() => import('./product-modal'))

export const useQuickView = () => {
  const [id, setId] = useState<string | null>(null)
  const open = useCallback((next: string) => setId(next), [])
  const close = useCallback(() => setId(null), [])
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
