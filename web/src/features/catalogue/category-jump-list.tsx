import { useMessages } from '../../lib/i18n'
import { cataloguePagesMessages } from './catalogue-pages.messages'
import { Name, useNames } from './names'

// A row of links to each category section: 17 categories are a long scroll on a phone.
// Each link carries the name in the page's language only: the row is for finding, not reading.
export function CategoryJumpList({
  categories,
}: {
  categories: { slug: string; name: string; tamilName: string }[]
}) {
  const m = useMessages(cataloguePagesMessages)
  const names = useNames()
  if (categories.length < 2) return null
  return (
    <nav className="jump-list no-print" aria-label={m.jumpTo}>
      <ul>
        {categories.map((c) => (
          <li key={c.slug}>
            <a href={`#${sectionId(c.slug)}`}>
              <Name part={names(c.name, c.tamilName).lead} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export const sectionId = (slug: string) => `cat-${slug}`
