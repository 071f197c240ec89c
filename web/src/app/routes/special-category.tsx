import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { CartSummary } from '../../features/catalogue/cart-summary'
import { specialCategoryName } from '../../features/catalogue/catalogue-view'
import { ProductList } from '../../features/catalogue/product-list'
import { QuickView, useQuickView } from '../../features/catalogue/quick-view'
import { specialCategoryQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'

// The special-category page: /special-category?id={slug}, breadcrumb Home > Special Category.
export default function SpecialCategoryPage() {
  usePageTitle()
  const [params] = useSearchParams()
  const name = specialCategoryName(params.get('id'))
  const list = useQuery({ ...specialCategoryQuery(name ?? ''), enabled: name !== null })
  const quickView = useQuickView()

  return (
    <>
      <PageBanner title={name ?? 'Special Category'} trail={[{ label: 'Special Category' }]} />
      <div className="container page-body catalogue-layout">
        <CartSummary mobile="top" />
        <div className="catalogue-main">
          <ProductList
            products={name === null ? [] : list.data}
            isLoading={name !== null && list.isPending}
            isError={name !== null && list.isError}
            onRetry={() => list.refetch()}
            onView={quickView.open}
            empty={
              name === null ? (
                <p>
                  <Link to="/order-now">See every product on the Order Now page</Link>
                </p>
              ) : null
            }
          />
        </div>
      </div>
      <QuickView id={quickView.id} onClose={quickView.close} />
    </>
  )
}
