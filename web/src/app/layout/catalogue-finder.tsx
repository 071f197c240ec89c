import type { ReactNode } from 'react'
import type { Location, NavigateFunction } from 'react-router'
import { KEEP_SCROLL } from '../../lib/keep-scroll'
import type { LayoutWords } from './layout.messages'

// Search and every category, the same on every catalogue page (site-links.ts names them) and
// drawn by the server: the search is a GET form to Order Now (`?q=`, read there with the one
// product search), so it works before the script and offline; the categories are links behind one
// tap. On Order Now itself the field filters as the buyer types. Remounted on every other
// navigation, so the field shows the new page's query and the list folds away.
export default function CatalogueFinder({
  children,
  m,
  action,
  location: { pathname, search, key },
  navigate,
}: {
  // The categories (CategoryLinks).
  children: ReactNode
  m: LayoutWords
  // Order Now in the page's language.
  action: string
  location: Location
  navigate: NavigateFunction
}) {
  const live = pathname === '/order-now'
  const find = (q: string) =>
    navigate(`/order-now?q=${encodeURIComponent(q)}`, live ? { replace: true, state: KEEP_SCROLL } : {})
  return (
    <div className="finder container" key={live ? 0 : key}>
      <search>
        <form
          action={action}
          onSubmit={(e) => {
            e.preventDefault()
            const input = e.currentTarget.q as HTMLInputElement
            // On Order Now the phone's keyboard folds away from the results.
            input.blur()
            find(input.value.trim())
          }}
        >
          <label className="visually-hidden" htmlFor="find-q">
            {m.search}
          </label>
          <input
            id="find-q"
            name="q"
            type="search"
            defaultValue={new URLSearchParams(search).get('q') ?? ''}
            onChange={live ? (e) => find(e.target.value) : undefined}
          />
          <button className="btn btn-primary" type="submit">
            {m.search}
          </button>
        </form>
      </search>
      <details>
        <summary>{m.categories}</summary>
        {children}
      </details>
    </div>
  )
}
