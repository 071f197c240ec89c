import type { Product } from '@contract/catalogue'
import type { UseQueryResult } from '@tanstack/react-query'
import { memo, useRef } from 'react'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { ColumnHeads } from '../../ui/column-heads'
import { ProductImage } from '../../ui/product-image'
import { QuantityInput, QuantityInputStandIn, useTypedBeforeHydration } from '../../ui/quantity-input'
import { typeQty } from './cart-actions'
import { catalogueMessages } from './catalogue.messages'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import { lineTotal } from './catalogue-view'
import { sectionId } from './category-jump-list'
import { BothNames, Name, useNames } from './names'
import { BOXES_AT_LOAD, hydratedNearScreen } from './near-screen'
import { useQtyById } from './product-list'
import { LoadFailed, NoProducts } from './status-notices'
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

// One row per product, memoised on the product and its quantity: with 165 rows on the page,
// typing in one box re-renders that row and the summary, nothing else.
const QuickOrderRow = memo(function QuickOrderRow({
  product,
  qty,
  variant,
  eager = false,
  live,
}: {
  product: Product
  qty: number
  variant: TableVariant
  eager?: boolean
  live: boolean
}) {
  const m = useMessages(cataloguePagesMessages)
  const w = useMessages(catalogueMessages)
  const { lead, follow } = useNames()(product.product_name, product.tamil_name)
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
        <Name part={lead} className="row-name" />
        {follow && <Name part={follow} className="row-alt" />}
        {product.is_green === 1 && <span className="badge badge-green">{m.green}</span>}
      </td>
      <td className="c-per">{product.per}</td>
      <td className="num c-mrp">
        <s className="mrp">
          <span className="visually-hidden">{w.mrp}</span>
          {rupees(product.price)}
        </s>
      </td>
      {variant === 'price-list' && (
        <td className="num c-disc">
          <span className="visually-hidden">{m.discount} </span>
          {Math.round(product.discount_percentage)}%
        </td>
      )}
      <td className="num c-price">
        <span className="row-price">
          <span className="visually-hidden">{w.ourPrice} </span>
          {rupees(product.after_discount_price)}
        </span>
      </td>
      <td className="c-qty">
        {soldOut ? (
          <span className="sold-out-label">{m.soldOut}</span>
        ) : live ? (
          <QuantityInput value={qty} onChange={(q) => typeQty(product, q)} label={m.quantityOf(lead.text)} />
        ) : (
          <QuantityInputStandIn />
        )}
      </td>
      <td className="num c-total">
        <span className="visually-hidden">{m.total} </span>
        {qty > 0 ? rupees(lineTotal(product, qty)) : <span className="muted">{rupees(0)}</span>}
      </td>
    </tr>
  )
})

// The columns' classes, in order; the quick variant leaves out the preview and the discount.
const COLUMN_CLASSES = [
  'c-preview',
  'c-code',
  'c-name',
  'c-per',
  'num c-mrp',
  'num c-disc',
  'num c-price',
  'c-qty',
  'num c-total',
]

// The server draws a quantity box only in the first rows a phone shows (liveRows) and an empty frame
// of the same size in the others, which become boxes once their table hydrates (BOXES_AT_LOAD):
// with all 157 boxes in the HTML, /order-now's load cost a phone 1.3 s more of its main thread.
// eagerRows: how many first rows' pictures load at once (the ones a phone shows without scrolling).
// The table reads the cart itself, so a new quantity reaches the tables that show it and nothing
// reaches one still waiting to hydrate.
export function CategoryTable({
  category,
  variant,
  eagerRows = 0,
  liveRows = 0,
}: {
  category: TableCategory
  eagerRows?: number
  liveRows?: number
  variant: TableVariant
}) {
  const section = useRef<HTMLElement>(null)
  // Before the cart's first read, so digits typed before this table hydrated win over the stored cart.
  useTypedBeforeHydration(section)
  const qtyById = useQtyById()
  const hydrated = useHydrated()
  const headingId = `${sectionId(category.slug)}-title`
  const m = useMessages(cataloguePagesMessages)
  const priceList = variant === 'price-list'
  return (
    <section
      ref={section}
      className="category-section table-section"
      id={sectionId(category.slug)}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="category-section-title">
        <BothNames en={category.name} ta={category.tamilName} followClass="category-section-alt" />
      </h2>
      {category.products.length === 0 ? (
        <NoProducts />
      ) : (
        <div className="table-wrap">
          <table className={`data quick-table quick-table-${variant}`}>
            <ColumnHeads
              labels={[
                priceList && m.colPreview,
                m.colCode,
                priceList ? m.colName : m.colProduct,
                priceList ? m.colContent : m.colPer,
                m.colMrp,
                priceList && m.colDiscount,
                m.colOurPrice,
                m.colQty,
                m.colTotal,
              ]}
              classes={COLUMN_CLASSES}
            />
            <tbody>
              {category.products.map((p, i) => (
                <QuickOrderRow
                  key={p._id}
                  product={p}
                  qty={qtyById.get(p._id) ?? 0}
                  variant={variant}
                  eager={i < eagerRows}
                  live={hydrated || i < liveRows}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

// A category's table, hydrated near the screen.
const GatedCategoryTable = hydratedNearScreen(CategoryTable)

// A price page's tables, one per category, or what stands in for them while they load, when they
// could not load, or when nothing matches. The first table's first `eagerRows` pictures load at once.
export function CategoryTables({
  query,
  sections,
  variant,
  eagerRows = 0,
}: {
  query: UseQueryResult<unknown>
  sections: readonly TableCategory[]
  variant: TableVariant
  eagerRows?: number
}) {
  if (query.isError && !query.data) return <LoadFailed what="price-list" onRetry={() => query.refetch()} />
  if (query.isPending) return <TableSkeleton />
  if (sections.length === 0) return <NoProducts />
  return sections.map((c, i) => (
    <GatedCategoryTable
      key={c.slug}
      category={c}
      variant={variant}
      eagerRows={i === 0 ? eagerRows : 0}
      liveRows={i === 0 ? BOXES_AT_LOAD : 0}
    />
  ))
}

// Rows of the same height as the real ones, so the page does not jump when data arrives.
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  const m = useMessages(cataloguePagesMessages)
  return (
    <div className="table-skeleton" aria-busy="true">
      <span className="visually-hidden">{m.loadingPriceList}</span>
      <div className="skeleton skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="skeleton skeleton-row" />
      ))}
    </div>
  )
}
