import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { CartSummary } from '../../features/catalogue/cart-summary'
import { cataloguePagesMessages } from '../../features/catalogue/catalogue-pages.messages'
import { matchesSearch, sectionsOf } from '../../features/catalogue/catalogue-view'
import { CategoryJumpList } from '../../features/catalogue/category-jump-list'
import { CategoryTables } from '../../features/catalogue/quick-order-table'
import { useMessages } from '../../lib/i18n'
import { quickOrderQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'

// The quick order page: every product in one table per category, quantities typed in place.
// Its search is the address's `?q=`, typed in the catalogue finder under the header (on this page
// as the buyer types, from any other catalogue page on Search), so a search can be shared, kept
// offline and drawn by the server.
export default function OrderNowPage() {
  usePageTitle()
  const query = useQuery(quickOrderQuery())
  const deferred = useDeferredValue(useSearchParams()[0].get('q')?.trim() ?? '')
  const m = useMessages(cataloguePagesMessages)
  const all = useMemo(() => sectionsOf(query.data), [query.data])
  const sections = useMemo(
    () =>
      deferred
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
          {!deferred ? (
            <CategoryJumpList categories={all} />
          ) : (
            query.data && (
              <p className="muted" role="status">
                {m.searchResults(
                  deferred,
                  sections.reduce((n, c) => n + c.products.length, 0),
                )}
              </p>
            )
          )}
          <CategoryTables query={query} sections={sections} variant="quick" />
        </div>
      </div>
    </>
  )
}
