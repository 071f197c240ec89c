import type { Product } from '@contract/catalogue'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { CartSummary } from './cart-summary'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import { Name, type NamePart } from './names'
import { ProductList } from './product-list'
import { QuickView, useQuickView } from './quick-view'

// The body of a page of one category's products (a category, a special category), under its banner:
// the cart summary, the name in the other language, the products, and their quick view. An unknown
// category shows no products and points to the order-now page.
export function CategoryPageBody({
  list,
  unknown,
  follow,
  cartSummary,
}: {
  list: UseQueryResult<Product[]>
  unknown: boolean
  follow: NamePart | null | undefined
  cartSummary: 'top' | 'bottom'
}) {
  const quickView = useQuickView()
  const m = useMessages(cataloguePagesMessages)
  return (
    <>
      <div className="container page-body catalogue-layout">
        <CartSummary mobile={cartSummary} />
        <div className="catalogue-main">
          {follow && <Name as="p" part={follow} className="catalogue-subtitle" />}
          <ProductList
            products={unknown ? [] : list.data}
            isLoading={!unknown && list.isPending}
            isError={!unknown && list.isError}
            onRetry={() => list.refetch()}
            onView={quickView.open}
            empty={
              unknown ? (
                <p>
                  <Link to="/order-now" className="btn">
                    {m.seeOrderNow}
                  </Link>
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
