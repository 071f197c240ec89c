import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { cataloguePagesMessages } from '../../features/catalogue/catalogue-pages.messages'
import { CategoryPageBody } from '../../features/catalogue/category-page-body'
import { specialNames, useNames } from '../../features/catalogue/names'
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
  const m = useMessages(cataloguePagesMessages)
  const names = useNames()
  const shown = special ? names(special.en, special.ta) : null

  return (
    <>
      <PageBanner title={shown?.lead.text ?? m.specialCategory} trail={[{ label: m.specialCategory }]} />
      <CategoryPageBody list={list} unknown={name === null} follow={shown?.follow} cartSummary="top" />
    </>
  )
}
