import type { Product } from '@contract/catalogue'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { ProductImage } from '../../ui/product-image'
import { addOne } from './cart-actions'
import { catalogueMessages } from './catalogue.messages'
import { discountLabel } from './catalogue-view'
import { EyeIcon } from './icons'
import { Name, useNames } from './names'

// The landing page's carousel card: a glance and one tap to add; the quantity box lives on the
// catalogue pages. Adding here says 'Successfully added into Cart'.
export function ProductTile({ product, onView }: { product: Product; onView: (id: string) => void }) {
  const m = useMessages(catalogueMessages)
  const { lead } = useNames()(product.product_name, product.tamil_name)
  const soldOut = product.is_sold_out === 1
  const badge = discountLabel(product, m)
  return (
    <article className="product-tile">
      <div className="product-card-media">
        <button
          type="button"
          className="product-card-image"
          onClick={() => onView(product._id)}
          aria-label={m.viewDetails(lead.text)}
        >
          <ProductImage src={product.photo_path} alt="" size={140} />
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
      <h3 className="product-card-name">
        <Name part={lead} />
      </h3>
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
      {soldOut ? (
        <span className="sold-out-label">{m.outOfStock}</span>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => addOne(product, m, 'modal')}
        >
          {m.addToCart}
          <span className="visually-hidden">: {lead.text}</span>
        </button>
      )}
    </article>
  )
}
