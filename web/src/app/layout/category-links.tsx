import type { Category } from '@contract/catalogue'
import { Link } from 'react-router'
import { useLocale } from '../../lib/i18n'
import { categoryName } from '../../shared/category-name'

// The categories as plain links to their pages, in the page's language: the header's strip, the
// phone menu and the catalogue pages' finder draw this one list.
export function CategoryLinks({
  categories,
  className,
  onClick,
}: {
  categories: readonly Category[]
  className?: string
  onClick?: () => void
}) {
  const locale = useLocale()
  return (
    <ul className={className}>
      {categories.map((c) => (
        <li key={c._id}>
          <Link to={`/category?id=${c.slug}`} onClick={onClick}>
            {categoryName(c, locale)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
