import type { ReactNode } from 'react'
import { useMessages } from '../../lib/i18n'
import { catalogueMessages } from './catalogue.messages'

export type LoadWhat = 'products' | 'price-list' | 'product'

// A list call that fails could show nothing at all; a short notice with a retry helps
// a buyer on a weak connection more than an empty page.
export function LoadFailed({ onRetry, what = 'products' }: { onRetry: () => void; what?: LoadWhat }) {
  const m = useMessages(catalogueMessages)
  const text =
    what === 'price-list'
      ? m.loadFailedPriceList
      : what === 'product'
        ? m.loadFailedProduct
        : m.loadFailedProducts
  return (
    <div className="notice notice-warning load-failed" role="alert">
      <span>{text}</span>
      <button type="button" className="btn" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </div>
  )
}

export function NoProducts({ children }: { children?: ReactNode }) {
  const m = useMessages(catalogueMessages)
  return (
    <div className="notice no-products">
      <p className="no-products-title">{m.noProducts}</p>
      {children}
    </div>
  )
}
