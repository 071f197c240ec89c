import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { CartSummary } from '../../features/catalogue/cart-summary'
import { cataloguePagesMessages } from '../../features/catalogue/catalogue-pages.messages'
import { sectionsOf } from '../../features/catalogue/catalogue-view'
import { CategoryJumpList } from '../../features/catalogue/category-jump-list'
import { PriceListPdfLinks } from '../../features/catalogue/price-list-pdf-links'
import { CategoryTables } from '../../features/catalogue/quick-order-table'
import { useLocale, useMessages } from '../../lib/i18n'
import { quickOrderQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { seasonTitle, useSettings } from '../../shared/settings.queries'
import { PageBanner } from '../../ui/page-banner'

// The price-list page: one table per category with preview, code, name, content, MRP,
// discount, our price, quantity and total.
export default function PriceListPage() {
  const settings = useSettings()
  usePageTitle(settings ? { settings } : {})
  const query = useQuery(quickOrderQuery())
  const sections = useMemo(() => sectionsOf(query.data), [query.data])
  const m = useMessages(cataloguePagesMessages)
  const locale = useLocale()

  return (
    <>
      <PageBanner title={seasonTitle(m.priceList, settings, locale)} />
      <div className="container page-body catalogue-layout">
        <CartSummary mobile="bottom" />
        <div className="catalogue-main stack">
          <p className="muted">{m.priceListNote}</p>
          <PriceListPdfLinks />
          <CategoryJumpList categories={sections} />
          <CategoryTables query={query} sections={sections} variant="price-list" eagerRows={3} />
        </div>
      </div>
    </>
  )
}
