import type { MediaItem, ProductDetail } from '@contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useMessages } from '../../lib/i18n'
import { qtyOf } from '../../shared/cart/cart-rules'
import { cartStore } from '../../shared/cart/cart-store'
import { productQuery } from '../../shared/catalogue.queries'
import { Modal } from '../../ui/modal'
import { ProductImage } from '../../ui/product-image'
import { QuantityInput } from '../../ui/quantity-input'
import { addWithQty } from './cart-actions'
import { catalogueMessages } from './catalogue.messages'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import { discountLabel } from './discount-label'
import { Name, useNames } from './names'
import { ProductPrices } from './product-face'
import { productModalMessages } from './product-modal.messages'
import { LoadFailed } from './status-notices'
import './catalogue.css'

const MAX_MEDIA = 4

// The product detail modal: up to 4 media items as tabs, prices, availability, brand, age limit.
export default function ProductModal({
  productId,
  onClose,
}: {
  productId: string | null
  onClose: () => void
}) {
  const query = useQuery({ ...productQuery(productId ?? ''), enabled: productId !== null })
  const product = productId !== null ? query.data : undefined
  const d = useMessages(productModalMessages)
  const names = useNames()
  return (
    <Modal
      open={productId !== null}
      onClose={onClose}
      title={product ? names(product.product_name, product.tamil_name).lead.text : d.productDetails}
      wide
    >
      {product ? (
        <ProductDetailView key={product._id} product={product} onAdded={onClose} />
      ) : query.isError ? (
        <LoadFailed what="product" onRetry={() => query.refetch()} />
      ) : (
        <div className="product-detail product-detail-loading" aria-busy="true">
          <div className="skeleton skeleton-media" />
          <div className="stack">
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line short" />
            <div className="skeleton skeleton-line short" />
          </div>
        </div>
      )}
    </Modal>
  )
}

const mediaOf = (p: ProductDetail): MediaItem[] => {
  if (p.media_list.length > 0) return p.media_list.slice(0, MAX_MEDIA)
  return [{ _id: 'photo', product_id: p._id, media_type: 'Image', photo_path: p.photo_path ?? '' }]
}

function ProductDetailView({ product, onAdded }: { product: ProductDetail; onAdded: () => void }) {
  const m = useMessages(catalogueMessages)
  const p = useMessages(cataloguePagesMessages)
  const d = useMessages(productModalMessages)
  const { lead, follow } = useNames()(product.product_name, product.tamil_name)
  const media = mediaOf(product)
  const [active, setActive] = useState(0)
  const [qty, setQty] = useState(() => qtyOf(cartStore.get(), product._id) || 1)
  const base = useId()
  const soldOut = product.is_sold_out === 1
  const badge = discountLabel(product, m)
  const current = media[active] ?? media[0]

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const onTabKey = (e: React.KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = (active + step + media.length) % media.length
    setActive(next)
    document.getElementById(`${base}-tab-${next}`)?.focus()
  }

  return (
    <div className="product-detail">
      <div className="product-detail-media">
        <div
          className="product-detail-stage"
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-tab-${active}`}
        >
          {current?.media_type === 'Video' ? (
            // biome-ignore lint/a11y/useMediaCaption: the seller's product clips have no speech to caption
            <video controls preload="none" src={current.photo_path} width={360} height={360} />
          ) : (
            <ProductImage src={current?.photo_path} alt={lead.text} size={360} eager />
          )}
          {badge && <span className="badge product-card-badge">{badge}</span>}
        </div>
        {media.length > 1 && (
          <div className="media-tabs" role="tablist" aria-label={d.photosAndVideos}>
            {media.map((item, i) => (
              <button
                key={item._id}
                id={`${base}-tab-${i}`}
                type="button"
                role="tab"
                className="media-tab"
                aria-selected={i === active}
                aria-controls={`${base}-panel`}
                tabIndex={i === active ? 0 : -1}
                onClick={() => setActive(i)}
                onKeyDown={onTabKey}
              >
                {item.media_type === 'Video' ? (
                  <span className="media-tab-video" aria-hidden="true">
                    ▶
                  </span>
                ) : (
                  <ProductImage src={item.photo_path} alt="" size={56} />
                )}
                <span className="visually-hidden">
                  {d.mediaOf(item.media_type === 'Video', i + 1, media.length)}
                </span>
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="product-detail-info stack">
        {follow && <Name as="p" part={follow} className="product-detail-alt" />}
        {product.is_green === 1 && <span className="badge badge-green">{p.green}</span>}
        <ProductPrices
          mrp={product.amount}
          price={product.after_discount_price}
          m={m}
          priceClass="price product-detail-price"
        >
          <span className="muted">{p.perUnit(product.per)}</span>
        </ProductPrices>
        <dl className="product-facts">
          <div>
            <dt>{d.availability}</dt>
            <dd className={soldOut ? 'is-out' : 'is-in'}>{soldOut ? m.outOfStock : d.inStock}</dd>
          </div>
          <div>
            <dt>{d.code}</dt>
            <dd>{product.product_code}</dd>
          </div>
          <div>
            <dt>{d.brand}</dt>
            <dd>{d.brandValue}</dd>
          </div>
          {product.green_certificate && (
            <div>
              <dt>{d.greenCertificate}</dt>
              <dd>{product.green_certificate}</dd>
            </div>
          )}
          <div>
            <dt>{d.ageLimit}</dt>
            <dd>15+</dd>
          </div>
        </dl>
        {!soldOut && (
          <div className="product-detail-buy">
            <QuantityInput value={qty} onChange={setQty} label={p.quantityOf(lead.text)} />
            <button
              type="button"
              className="btn btn-primary"
              disabled={qty === 0}
              onClick={() => {
                addWithQty(product, qty, m)
                onAdded()
              }}
            >
              {m.addToCart}
            </button>
          </div>
        )}
      </div>
    </div>
  )
}
