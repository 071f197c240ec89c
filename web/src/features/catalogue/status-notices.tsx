import type { ReactNode } from 'react'
import { NO_PRODUCTS } from './catalogue-view'

// A list call that fails could show nothing at all; a short notice with a retry helps
// a buyer on a weak connection more than an empty page.
export function LoadFailed({ onRetry, what = 'the products' }: { onRetry: () => void; what?: string }) {
  return (
    <div className="notice notice-warning load-failed" role="alert">
      <span>We could not load {what}. Please check your connection.</span>
      <button type="button" className="btn" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

export function NoProducts({ children }: { children?: ReactNode }) {
  return (
    <div className="notice no-products">
      <p className="no-products-title">{NO_PRODUCTS}</p>
      {children}
    </div>
  )
}
