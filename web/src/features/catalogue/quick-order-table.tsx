import type { Product } from '@contract/catalogue'
import { memo } from 'react'
import { rupees } from '../../lib/format'
import { ProductImage } from '../../ui/product-image'
import { QuantityInput } from '../../ui/quantity-input'
import { typeQty } from './cart-actions'
import { lineTotal } from './catalogue-view'
import { sectionId } from './category-jump-list'
import { NoProducts } from './status-notices'
import './catalogue.css'

// 'quick': the quick order page (code, name, per, MRP, our price, qty, total).
// 'price-list': adds a preview image and the discount percent.
export type TableVariant = 'quick' | 'price-list'

export interface TableCategory {
  slug: string
  name: string
  tamilName: string
  products: readonly Product[]
}

// One row per product, memoised on the product and its quantity: with 164 rows on the page,
// typing in one box re-renders that row and the summary, nothing else.
const QuickOrderRow = memo(function QuickOrderRow({
  product,
  qty,
  variant,
  eager = false,
}: {
  product: Product
  qty: number
  variant: TableVariant
  eager?: boolean
}) {
  const soldOut = product.is_sold_out === 1
  return (
    <tr className={soldOut ? 'is-sold-out' : qty > 0 ? 'is-in-cart' : undefined}>
      {variant === 'price-list' && (
        <td className="c-preview">
          <ProductImage src={product.photo_path} alt="" size={48} eager={eager} />
        </td>
      )}
      <td className="c-code">{product.product_code}</td>
      <td className="c-name">
        <span className="row-name">{product.product_name}</span>
        {product.tamil_name && (
          <span className="tamil row-tamil" lang="ta">
            {product.tamil_name}
          </span>
        )}
      </td>
      <td className="c-per">{product.per}</td>
      <td className="num c-mrp">
        <s className="mrp">
          <span className="visually-hidden">MRP </span>
          {rupees(product.price)}
        </s>
      </td>
      {variant === 'price-list' && (
        <td className="num c-disc">
          <span className="visually-hidden">Discount </span>
          {Math.round(product.discount_percentage)}%
        </td>
      )}
      <td className="num c-price">
        <span className="row-price">
          <span className="visually-hidden">Our price </span>
          {rupees(product.after_discount_price)}
        </span>
      </td>
      <td className="c-qty">
        {soldOut ? (
          <span className="sold-out-label">Sold Out</span>
        ) : (
          <QuantityInput
            value={qty}
            onChange={(q) => typeQty(product, q)}
            label={`Quantity of ${product.product_name}`}
          />
        )}
      </td>
      <td className="num c-total">
        <span className="visually-hidden">Total </span>
        {qty > 0 ? rupees(lineTotal(product, qty)) : <span className="muted">{rupees(0)}</span>}
      </td>
    </tr>
  )
})

// eagerRows: how many first rows' pictures load at once (the ones a phone shows without scrolling).
export function CategoryTable({
  category,
  qtyById,
  variant,
  eagerRows = 0,
}: {
  category: TableCategory
  qtyById: ReadonlyMap<string, number>
  eagerRows?: number
  variant: TableVariant
}) {
  const headingId = `${sectionId(category.slug)}-title`
  return (
    <section className="category-section" id={sectionId(category.slug)} aria-labelledby={headingId}>
      <h2 id={headingId} className="category-section-title">
        {category.name}
        {category.tamilName && (
          <span className="tamil category-section-tamil" lang="ta">
            {category.tamilName}
          </span>
        )}
      </h2>
      {category.products.length === 0 ? (
        <NoProducts />
      ) : (
        <div className="table-wrap">
          <table className={`data quick-table quick-table-${variant}`}>
            <thead>
              <tr>
                {variant === 'price-list' && (
                  <th scope="col" className="c-preview">
                    Preview
                  </th>
                )}
                <th scope="col" className="c-code">
                  Code
                </th>
                <th scope="col" className="c-name">
                  {variant === 'price-list' ? 'Name' : 'Product'}
                </th>
                <th scope="col" className="c-per">
                  {variant === 'price-list' ? 'Content' : 'Per'}
                </th>
                <th scope="col" className="num c-mrp">
                  MRP
                </th>
                {variant === 'price-list' && (
                  <th scope="col" className="num c-disc">
                    Discount
                  </th>
                )}
                <th scope="col" className="num c-price">
                  Our price
                </th>
                <th scope="col" className="c-qty">
                  Qty
                </th>
                <th scope="col" className="num c-total">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {category.products.map((p, i) => (
                <QuickOrderRow
                  key={p._id}
                  product={p}
                  qty={qtyById.get(p._id) ?? 0}
                  variant={variant}
                  eager={i < eagerRows}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

// Rows of the same height as the real ones, so the page does not jump when data arrives.
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="table-skeleton" aria-busy="true">
      <span className="visually-hidden">Loading the price list…</span>
      <div className="skeleton skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="skeleton skeleton-row" />
      ))}
    </div>
  )
}
