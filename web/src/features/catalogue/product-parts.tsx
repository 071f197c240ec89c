import type { Product } from '@contract/catalogue'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { ProductImage } from '../../ui/product-image'
import { catalogueMessages } from './catalogue.messages'
import { discountLabel } from './catalogue-view'
import { EyeIcon } from './icons'

// The picture of a card or tile: tapping it, or the eye, opens the product.
export function ProductMedia({
  product,
  name,
  size,
  eager = false,
  onView,
}: {
  product: Product
  name: string
  size: number
  eager?: boolean
  onView: (id: string) => void
}) {
  const m = useMessages(catalogueMessages)
  const badge = discountLabel(product, m)
  return (
    <div className="product-card-media">
      <button
        type="button"
        className="product-card-image"
        onClick={() => onView(product._id)}
        aria-label={m.viewDetails(name)}
      >
        <ProductImage src={product.photo_path} alt="" size={size} eager={eager} />
      </button>
      {badge && <span className="badge product-card-badge">{badge}</span>}
      <button
        type="button"
        className="icon-button product-card-eye"
        onClick={() => onView(product._id)}
        aria-label={m.quickView(name)}
      >
        <EyeIcon />
      </button>
    </div>
  )
}

// The struck-out MRP when there is a discount, then the shop's price.
export function ProductPrices({ product }: { product: Product }) {
  const m = useMessages(catalogueMessages)
  return (
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
  )
}
