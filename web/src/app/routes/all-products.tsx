import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { CartSummary } from '../../features/catalogue/cart-summary'
import { cataloguePagesMessages } from '../../features/catalogue/catalogue-pages.messages'
import { sectionsOf } from '../../features/catalogue/catalogue-view'
import { GatedCategoryCards } from '../../features/catalogue/category-cards'
import { CategoryJumpList } from '../../features/catalogue/category-jump-list'
import { BOXES_AT_LOAD } from '../../features/catalogue/near-screen'
import { ProductGridSkeleton } from '../../features/catalogue/product-list'
import { QuickView, useQuickView } from '../../features/catalogue/quick-view'
import { LoadFailed, NoProducts } from '../../features/catalogue/status-notices'
import { useMessages } from '../../lib/i18n'
import { quickOrderQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'

// The all-products (Quick Enquiry) page, also at /quick-enquiry and /enquiry:
// every category with its product grid.
export default function AllProductsPage() {
  usePageTitle()
  const query = useQuery(quickOrderQuery())
  const sections = useMemo(() => sectionsOf(query.data), [query.data])
  const quickView = useQuickView()
  const m = useMessages(cataloguePagesMessages)

  return (
    <>
      <PageBanner title={m.quickEnquiry} />
      <div className="container page-body catalogue-layout">
        <CartSummary mobile="bottom" />
        <div className="catalogue-main stack">
          <CategoryJumpList categories={sections} />
          {query.isError && !query.data ? (
            <LoadFailed onRetry={() => query.refetch()} />
          ) : query.isPending ? (
            <ProductGridSkeleton />
          ) : sections.length === 0 ? (
            <NoProducts />
          ) : (
            sections.map((c, index) => (
              <GatedCategoryCards
                key={c.slug}
                category={c}
                onView={quickView.open}
                eagerCount={index === 0 ? 4 : 0}
                liveCount={index === 0 ? BOXES_AT_LOAD : 0}
              />
            ))
          )}
        </div>
      </div>
      <QuickView id={quickView.id} onClose={quickView.close} />
    </>
  )
}
