import type { Product } from '@contract/catalogue'
import { memo } from 'react'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { ProductImage } from '../../ui/product-image'
import { QuantityInput } from '../../ui/quantity-input'
import { addOne, typeQty } from './cart-actions'
import { catalogueMessages } from './catalogue.messages'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import { discountLabel } from './catalogue-view'
import { EyeIcon } from './icons'
import { Name, useNames } from './names'
import './catalogue.css'

// A product card. Memoised on the product and its quantity so typing in one card
// re-renders that card only; onView must be a stable callback.
export const ProductCard = memo(function ProductCard({
  product,
  qty,
  onView,
  eager = false,
}: {
  product: Product
  qty: number
  onView: (id: string) => void
  eager?: boolean
}) {
  const m = useMessages(catalogueMessages)
  const p = useMessages(cataloguePagesMessages)
  const { lead, follow } = useNames()(product.product_name, product.tamil_name)
  const soldOut = product.is_sold_out === 1
  const badge = discountLabel(product, m)
  const nameId = `product-${product._id}-name`
  return (
    <article className={`product-card${soldOut ? ' is-sold-out' : ''}`} aria-labelledby={nameId}>
      <div className="product-card-media">
        <button
          type="button"
          className="product-card-image"
          onClick={() => onView(product._id)}
          aria-label={m.viewDetails(lead.text)}
        >
          <ProductImage src={product.photo_path} alt="" size={160} eager={eager} />
        </button>
        {badge && <span className="badge product-card-badge">{badge}</span>}
        <button
          type="button"
          className="icon-button product-card-eye"
          onClick={() => onView(product._id)}
          aria-label={m.quickView(lead.text)}
        >
          <EyeIcon />
        </button>
      </div>
      <div className="product-card-body">
        <h3 className="product-card-name" id={nameId}>
          <Name part={lead} />
        </h3>
        {follow && <Name as="p" part={follow} className="product-card-alt" />}
        <p className="product-card-reviews muted">{p.reviews}</p>
        <p className="product-card-prices">
          {product.price > product.after_discount_price && (
            <s className="mrp">
              <span className="visually-hidden">{m.mrp}</span>
              {rupees(product.price)}
            </s>
          )}
          <span className="price">
            <span className="visually-hidden">{m.ourPrice} </span>
            {rupees(product.after_discount_price)}
          </span>
        </p>
        <p className="product-card-per muted">{p.perUnit(product.per)}</p>
      </div>
      <div className="product-card-buy">
        <QuantityInput
          value={soldOut ? 0 : qty}
          onChange={(q) => typeQty(product, q)}
          label={p.quantityOf(lead.text)}
          disabled={soldOut}
        />
        {soldOut ? (
          <span className="sold-out-label">{m.outOfStock}</span>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => addOne(product, m)}>
            {/* The visible words start the accessible name, so voice control finds "Add to Cart". */}
            {m.addToCart}
            <span className="visually-hidden">: {lead.text}</span>
          </button>
        )}
      </div>
    </article>
  )
})

// Same footprint as a card, so the grid does not jump when products arrive.
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card-skeleton" aria-hidden="true">
      <div className="product-card-media">
        <div className="skeleton skeleton-image" />
      </div>
      <div className="product-card-body">
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
        <div className="skeleton skeleton-line short" />
      </div>
      <div className="product-card-buy">
        <div className="skeleton skeleton-button" />
      </div>
    </div>
  )
}
