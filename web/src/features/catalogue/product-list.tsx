import type { Product } from '@contract/catalogue'
import { type ReactNode, useId, useMemo, useState } from 'react'
import { useMessages } from '../../lib/i18n'
import { readString, writeString } from '../../lib/storage'
import { useHydrated } from '../../lib/use-hydrated'
import { useCart } from '../../shared/cart/cart-store'
import { Svg } from '../../ui/icons'
import { useTypedBeforeHydration } from '../../ui/quantity-input'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import {
  arrangeProducts,
  type SortOrder,
  type StockFilter,
  sortOrders,
  stockFilters,
  type ViewMode,
} from './catalogue-view'
import { ProductCard, ProductCardSkeleton } from './product-card'
import { LoadFailed, NoProducts } from './status-notices'
import './catalogue.css'

// The buyer's grid/list choice, kept for the next page they open.
const VIEW_KEY = 'catalogue_view'
const readView = (): ViewMode => (readString(VIEW_KEY) === 'list' ? 'list' : 'grid')

export const useQtyById = () => {
  const { lines } = useCart()
  return useMemo(() => new Map(lines.map((l) => [l._id, l.qty])), [lines])
}

// Cards in a grid or a list, products restored with their cart quantities. `liveCount`: on a list
// hydrated near the screen (near-screen.tsx), how many first cards the server draws with their
// quantity boxes; the others get theirs once the list has hydrated. Without it, every card has one.
export function ProductGrid({
  products,
  view = 'grid',
  onView,
  label,
  eagerCount = 4,
  liveCount,
}: {
  products: readonly Product[]
  view?: ViewMode
  onView: (id: string) => void
  label?: string
  eagerCount?: number
  liveCount?: number
}) {
  const qtyById = useQtyById()
  const hydrated = useHydrated()
  return (
    <ul className={`product-grid product-grid-${view}`} aria-label={label}>
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard
            product={p}
            qty={qtyById.get(p._id) ?? 0}
            onView={onView}
            eager={i < eagerCount}
            live={liveCount === undefined || hydrated || i < liveCount}
          />
        </li>
      ))}
    </ul>
  )
}

export function ProductGridSkeleton({ count = 8, view = 'grid' }: { count?: number; view?: ViewMode }) {
  const m = useMessages(cataloguePagesMessages)
  return (
    <ul className={`product-grid product-grid-${view}`} aria-busy="true" aria-label={m.loadingProductsLabel}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  )
}

// The category page body: grid/list toggle, 'Showing N results', the 'All' and 'Latest' selects.
export function ProductList({
  products,
  isLoading,
  isError,
  onRetry,
  onView,
  empty,
}: {
  products: readonly Product[] | undefined
  isLoading: boolean
  isError: boolean
  onRetry: () => void
  onView: (id: string) => void
  empty?: ReactNode
}) {
  useTypedBeforeHydration()
  const [view, setView] = useState<ViewMode>(readView)
  const [stock, setStock] = useState<StockFilter>('all')
  const [sort, setSort] = useState<SortOrder>('latest')
  const shown = useMemo(() => arrangeProducts(products ?? [], stock, sort), [products, stock, sort])
  const id = useId()
  const m = useMessages(cataloguePagesMessages)
  const chooseView = (v: ViewMode) => {
    setView(v)
    writeString(VIEW_KEY, v)
  }

  return (
    <div className="product-list">
      <div className="list-toolbar">
        <fieldset className="view-toggle">
          <legend className="visually-hidden">{m.showAs}</legend>
          <button
            type="button"
            className="icon-button"
            aria-pressed={view === 'grid'}
            onClick={() => chooseView('grid')}
            title={m.grid}
          >
            <GridIcon />
            <span className="visually-hidden">{m.grid}</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-pressed={view === 'list'}
            onClick={() => chooseView('list')}
            title={m.list}
          >
            <ListIcon />
            <span className="visually-hidden">{m.list}</span>
          </button>
        </fieldset>
        <p className="list-count" aria-live="polite">
          {isLoading ? m.loadingProducts : isError && !products ? '' : m.showing(shown.length)}
        </p>
        <div className="list-selects">
          <label className="visually-hidden" htmlFor={`${id}-stock`}>
            {m.show}
          </label>
          <select id={`${id}-stock`} value={stock} onChange={(e) => setStock(e.target.value as StockFilter)}>
            {stockFilters(m).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${id}-sort`}>
            {m.sortBy}
          </label>
          <select id={`${id}-sort`} value={sort} onChange={(e) => setSort(e.target.value as SortOrder)}>
            {sortOrders(m).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isError && !products ? (
        <LoadFailed onRetry={onRetry} />
      ) : isLoading ? (
        <ProductGridSkeleton view={view} />
      ) : shown.length === 0 ? (
        <NoProducts>{empty}</NoProducts>
      ) : (
        <ProductGrid products={shown} view={view} onView={onView} />
      )}
    </div>
  )
}

// The view switch's icons stay here, out of the landing page's first load.
const GridIcon = () => (
  <Svg size={20}>
    <path d="M3 3h8v8H3V3Zm10 0h8v8h-8V3ZM3 13h8v8H3v-8Zm10 0h8v8h-8v-8Z" />
  </Svg>
)

const ListIcon = () => (
  <Svg size={20}>
    <path d="M3 4h4v4H3V4Zm6 1h12v2H9V5ZM3 10h4v4H3v-4Zm6 1h12v2H9v-2ZM3 16h4v4H3v-4Zm6 1h12v2H9v-2Z" />
  </Svg>
)
