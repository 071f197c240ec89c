import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { CartSummary } from '../../features/catalogue/cart-summary'
import { cataloguePagesMessages } from '../../features/catalogue/catalogue-pages.messages'
import { sectionsOf } from '../../features/catalogue/catalogue-view'
import { CategoryJumpList, sectionId } from '../../features/catalogue/category-jump-list'
import { BothNames } from '../../features/catalogue/names'
import { ProductGrid, ProductGridSkeleton } from '../../features/catalogue/product-list'
import { QuickView, useQuickView } from '../../features/catalogue/quick-view'
import { LoadFailed, NoProducts } from '../../features/catalogue/status-notices'
import { useMessages } from '../../lib/i18n'
import { quickOrderQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'
import { useTypedBeforeHydration } from '../../ui/quantity-input'

// The all-products (Quick Enquiry) page, also at /quick-enquiry and /enquiry:
// every category with its product grid.
export default function AllProductsPage() {
  usePageTitle()
  const query = useQuery(quickOrderQuery())
  const sections = useMemo(() => sectionsOf(query.data), [query.data])
  const quickView = useQuickView()
  const m = useMessages(cataloguePagesMessages)
  useTypedBeforeHydration()

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
              <section
                key={c.slug}
                className="category-section"
                id={sectionId(c.slug)}
                aria-labelledby={`${sectionId(c.slug)}-title`}
              >
                <h2 id={`${sectionId(c.slug)}-title`} className="category-section-title">
                  <BothNames en={c.name} ta={c.tamilName} followClass="category-section-alt" />
                </h2>
                {c.products.length === 0 ? (
                  <NoProducts />
                ) : (
                  <ProductGrid
                    products={c.products}
                    onView={quickView.open}
                    eagerCount={index === 0 ? 4 : 0}
                  />
                )}
              </section>
            ))
          )}
        </div>
      </div>
      <QuickView id={quickView.id} onClose={quickView.close} />
    </>
  )
}
