import type { Product } from '@contract/catalogue'
import type { ReactNode } from 'react'
import { rupees } from '../../lib/format'
import { ProductImage } from '../../ui/product-image'
import type { CatalogueMessages } from './catalogue.messages'
import { discountLabel } from './discount-label'
import { EyeIcon } from './icons'

// What a catalogue card and a landing tile both show of a product: its picture (a tap opens the
// details), the discount badge and the quick-view eye; `name` is the product's leading name.
export function ProductMedia({
  product,
  name,
  onView,
  m,
  size,
  eager,
}: {
  product: Product
  name: string
  onView: (id: string) => void
  m: CatalogueMessages
  size: number
  eager?: boolean
}) {
  const badge = discountLabel(product, m)
  const view = () => onView(product._id)
  return (
    <div className="product-card-media">
      <button type="button" className="product-card-image" onClick={view} aria-label={m.viewDetails(name)}>
        <ProductImage src={product.photo_path} alt="" size={size} eager={eager} />
      </button>
      {badge && <span className="badge product-card-badge">{badge}</span>}
      <button
        type="button"
        className="icon-button product-card-eye"
        onClick={view}
        aria-label={m.quickView(name)}
      >
        <EyeIcon />
      </button>
    </div>
  )
}

// The MRP struck through (only when there is a discount), then our price; `children` follow.
export function ProductPrices({
  mrp,
  price,
  m,
  priceClass = 'price',
  children,
}: {
  mrp: number
  price: number
  m: CatalogueMessages
  priceClass?: string
  children?: ReactNode
}) {
  return (
    <p className="product-card-prices">
      {mrp > price && (
        <s className="mrp">
          <span className="visually-hidden">{m.mrp}</span>
          {rupees(mrp)}
        </s>
      )}
      <span className={priceClass}>
        <span className="visually-hidden">{m.ourPrice} </span>
        {rupees(price)}
      </span>
      {children}
    </p>
  )
}
