// A row of links to each category section: 17 categories are a long scroll on a phone.
export function CategoryJumpList({ categories }: { categories: { slug: string; name: string }[] }) {
  if (categories.length < 2) return null
  return (
    <nav className="jump-list no-print" aria-label="Jump to a category">
      <ul>
        {categories.map((c) => (
          <li key={c.slug}>
            <a href={`#cat-${c.slug}`}>{c.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export const sectionId = (slug: string) => `cat-${slug}`
