import type { Product } from '@contract/catalogue'
import { memo } from 'react'
import { useMessages } from '../../lib/i18n'
import { QuantityInput, QuantityInputStandIn } from '../../ui/quantity-input'
import { addOne, typeQty } from './cart-actions'
import { catalogueMessages } from './catalogue.messages'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import { Name, useNames } from './names'
import { ProductMedia, ProductPrices } from './product-face'
import './catalogue.css'

// A product card. Memoised on the product and its quantity so typing in one card
// re-renders that card only; onView must be a stable callback. `live: false` draws an empty frame
// where the quantity box goes, until the card's list has hydrated (near-screen.tsx).
export const ProductCard = memo(function ProductCard({
  product,
  qty,
  onView,
  eager = false,
  live = true,
}: {
  product: Product
  qty: number
  onView: (id: string) => void
  eager?: boolean
  live?: boolean
}) {
  const m = useMessages(catalogueMessages)
  const p = useMessages(cataloguePagesMessages)
  const { lead, follow } = useNames()(product.product_name, product.tamil_name)
  const soldOut = product.is_sold_out === 1
  const nameId = `product-${product._id}-name`
  return (
    <article className={`product-card${soldOut ? ' is-sold-out' : ''}`} aria-labelledby={nameId}>
      <ProductMedia product={product} name={lead.text} onView={onView} m={m} size={160} eager={eager} />
      <div className="product-card-body">
        <h3 className="product-card-name" id={nameId}>
          <Name part={lead} />
        </h3>
        {follow && <Name as="p" part={follow} className="product-card-alt" />}
        {product.is_green === 1 && <span className="badge badge-green">{p.green}</span>}
        <p className="product-card-reviews muted">{p.reviews}</p>
        <ProductPrices mrp={product.price} price={product.after_discount_price} m={m} />
        <p className="product-card-per muted">{p.perUnit(product.per)}</p>
      </div>
      <div className="product-card-buy">
        {live ? (
          <QuantityInput
            value={soldOut ? 0 : qty}
            onChange={(q) => typeQty(product, q)}
            label={p.quantityOf(lead.text)}
            disabled={soldOut}
          />
        ) : (
          <QuantityInputStandIn />
        )}
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
