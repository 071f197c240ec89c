import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { CartSummary } from '../../features/catalogue/cart-summary'
import { cataloguePagesMessages } from '../../features/catalogue/catalogue-pages.messages'
import { Name, specialNames, useNames } from '../../features/catalogue/names'
import { ProductList } from '../../features/catalogue/product-list'
import { QuickView, useQuickView } from '../../features/catalogue/quick-view'
import { useMessages } from '../../lib/i18n'
import { specialCategoryQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'

// The special-category page: /special-category?id={slug}, breadcrumb Home > Special Category.
export default function SpecialCategoryPage() {
  usePageTitle()
  const [params] = useSearchParams()
  const special = specialNames(params.get('id'))
  // The API path takes the English name, whatever the page's language.
  const name = special?.en ?? null
  const list = useQuery({ ...specialCategoryQuery(name ?? ''), enabled: name !== null })
  const quickView = useQuickView()
  const m = useMessages(cataloguePagesMessages)
  const names = useNames()
  const shown = special ? names(special.en, special.ta) : null

  return (
    <>
      <PageBanner title={shown?.lead.text ?? m.specialCategory} trail={[{ label: m.specialCategory }]} />
      <div className="container page-body catalogue-layout">
        <CartSummary mobile="top" />
        <div className="catalogue-main">
          {shown?.follow && <Name as="p" part={shown.follow} className="catalogue-subtitle" />}
          <ProductList
            products={name === null ? [] : list.data}
            isLoading={name !== null && list.isPending}
            isError={name !== null && list.isError}
            onRetry={() => list.refetch()}
            onView={quickView.open}
            empty={
              name === null ? (
                <p>
                  <Link to="/order-now">{m.seeOrderNow}</Link>
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
