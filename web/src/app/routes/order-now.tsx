import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import { CartSummary } from '../../features/catalogue/cart-summary'
import { cataloguePagesMessages } from '../../features/catalogue/catalogue-pages.messages'
import { matchesSearch, sectionsOf } from '../../features/catalogue/catalogue-view'
import { CategoryJumpList } from '../../features/catalogue/category-jump-list'
import { useQtyById } from '../../features/catalogue/product-list'
import { CategoryTables } from '../../features/catalogue/quick-order-table'
import { useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { quickOrderQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'

// The quick order page: every product in one table per category, quantities typed in place.
export default function OrderNowPage() {
  usePageTitle()
  const query = useQuery(quickOrderQuery())
  const qtyById = useQtyById()
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search)
  const hydrated = useHydrated()
  const searchId = useId()
  const m = useMessages(cataloguePagesMessages)
  const all = useMemo(() => sectionsOf(query.data), [query.data])
  const sections = useMemo(
    () =>
      deferred.trim()
        ? all
            .map((c) => ({ ...c, products: c.products.filter((p) => matchesSearch(p, deferred)) }))
            .filter((c) => c.products.length > 0)
        : all,
    [all, deferred],
  )

  return (
    <>
      <PageBanner title={m.orderNow} />
      <div className="container page-body catalogue-layout">
        <CartSummary mobile="top" />
        <div className="catalogue-main stack">
          <div className="field quick-search">
            <label htmlFor={searchId}>{m.searchLabel}</label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              readOnly={!hydrated}
              placeholder={m.searchPlaceholder}
              autoComplete="off"
            />
          </div>
          {!deferred.trim() && <CategoryJumpList categories={all} />}
          <CategoryTables query={query} sections={sections} qtyById={qtyById} variant="quick" />
        </div>
      </div>
    </>
  )
}
