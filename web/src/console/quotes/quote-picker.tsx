import type { AdminProduct } from '@contract/admin'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { rupees } from '../../lib/format'
import { Field } from '../../ui/form'
import { RetryNotice } from '../kit/failure'
import { adminAllProductsQuery } from '../kit/queries'
import { searchProducts } from './quote-rules'

// Adding a product to the quote: the catalogue is read once the seller starts typing.
export function ProductPicker({
  inQuote,
  onPick,
}: {
  inQuote: readonly string[]
  onPick: (p: AdminProduct) => void
}) {
  const [text, setText] = useState('')
  const products = useQuery({ ...adminAllProductsQuery(), enabled: text.trim() !== '' })
  const found = searchProducts(products.data ?? [], text, inQuote)
  const typed = text.trim() !== ''
  return (
    <div className="admin-quote-picker">
      <Field id="quote-add-product" label="Add a product" hint="Type a code or a name">
        {(c) => (
          <input
            {...c}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      {typed && products.isPending && <p className="muted">Loading the products…</p>}
      {typed && products.isError && (
        <RetryNotice onRetry={() => products.refetch()}>Could not load the products.</RetryNotice>
      )}
      {typed && products.isSuccess && (
        <ul className="admin-quote-found" aria-live="polite">
          {found.length === 0 && <li className="muted">No product matches “{text.trim()}”.</li>}
          {found.map((p) => (
            <li key={p._id}>
              <button
                type="button"
                className="btn admin-quote-add"
                onClick={() => {
                  onPick(p)
                  setText('')
                }}
              >
                Add {p.product_code} {p.product_name}
                <span className="muted">
                  {' '}
                  {rupees(p.after_discount_price)} per {p.per}
                  {p.is_sold_out ? ' · sold out' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
