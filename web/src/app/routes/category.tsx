import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { cataloguePagesMessages } from '../../features/catalogue/catalogue-pages.messages'
import { CategoryPageBody } from '../../features/catalogue/category-page-body'
import { useNames } from '../../features/catalogue/names'
import { ApiError } from '../../lib/api-client'
import { useMessages } from '../../lib/i18n'
import { categoriesQuery, categoryProductsQuery } from '../../shared/catalogue.queries'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'

// The category page: /category?id={category id or slug}.
export default function CategoryPage() {
  const [params] = useSearchParams()
  const id = params.get('id')?.trim() ?? ''
  const categories = useQuery(categoriesQuery()).data
  const category = categories?.find((c) => c._id === id || c.slug === id)
  usePageTitle({ category: () => category })
  const list = useQuery({ ...categoryProductsQuery(id), enabled: id !== '' })
  // An unknown category is an empty one ('No products found'), not a failure to retry.
  const unknown = id === '' || (list.error instanceof ApiError && list.error.status === 404)
  const m = useMessages(cataloguePagesMessages)
  const namesOf = useNames()
  const names = category ? namesOf(category.category_name, category.tamil_name) : null
  const title = names?.lead.text ?? (unknown || categories ? m.category : m.loading)

  return (
    <>
      <PageBanner title={title} />
      <CategoryPageBody list={list} unknown={unknown} follow={names?.follow} cartSummary="bottom" />
    </>
  )
}
