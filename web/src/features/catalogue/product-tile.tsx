import type { Product } from '@contract/catalogue'
import { useMessages } from '../../lib/i18n'
import { addOne } from './cart-actions'
import { catalogueMessages } from './catalogue.messages'
import { Name, useNames } from './names'
import { ProductMedia, ProductPrices } from './product-face'

// The landing page's carousel card: a glance and one tap to add; the quantity box lives on the
// catalogue pages. Adding here says 'Successfully added into Cart'.
export function ProductTile({ product, onView }: { product: Product; onView: (id: string) => void }) {
  const m = useMessages(catalogueMessages)
  const { lead } = useNames()(product.product_name, product.tamil_name)
  const soldOut = product.is_sold_out === 1
  return (
    <article className="product-tile">
      <ProductMedia product={product} name={lead.text} onView={onView} m={m} size={140} />
      <h3 className="product-card-name">
        <Name part={lead} />
      </h3>
      <ProductPrices mrp={product.price} price={product.after_discount_price} m={m} />
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
