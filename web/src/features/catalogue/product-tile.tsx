import type { Product } from '@contract/catalogue'
import { rupees } from '../../lib/format'
import { ProductImage } from '../../ui/product-image'
import { ADDED_FROM_MODAL, addOne } from './cart-actions'
import { discountLabel } from './catalogue-view'
import { EyeIcon } from './icons'

// The landing page's carousel card: a glance and one tap to add; the quantity box lives on the
// catalogue pages. Adding here says 'Successfully added into Cart'.
export function ProductTile({ product, onView }: { product: Product; onView: (id: string) => void }) {
  const soldOut = product.is_sold_out === 1
  const badge = discountLabel(product)
  return (
    <article className="product-tile">
      <div className="product-card-media">
        <button
          type="button"
          className="product-card-image"
          onClick={() => onView(product._id)}
          aria-label={`View details of ${product.product_name}`}
        >
          <ProductImage src={product.photo_path} alt="" size={140} />
        </button>
        {badge && <span className="badge product-card-badge">{badge}</span>}
        <button
          type="button"
          className="icon-button product-card-eye"
          onClick={() => onView(product._id)}
          aria-label={`Quick view of ${product.product_name}`}
        >
          <EyeIcon />
        </button>
      </div>
      <h3 className="product-card-name">{product.product_name}</h3>
      <p className="product-card-prices">
        {product.price > product.after_discount_price && (
          <s className="mrp">
            <span className="visually-hidden">MRP </span>
            {rupees(product.price)}
          </s>
        )}
        <span className="price">
          <span className="visually-hidden">Our price </span>
          {rupees(product.after_discount_price)}
        </span>
      </p>
      {soldOut ? (
        <span className="sold-out-label">Out of Stock</span>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => addOne(product, ADDED_FROM_MODAL)}
        >
          Add to Cart<span className="visually-hidden">: {product.product_name}</span>
        </button>
      )}
    </article>
  )
}
