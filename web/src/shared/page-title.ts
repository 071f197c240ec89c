import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { documentTitle, type MetaLookup, pageMeta } from './page-meta'

// The tab's title (and the description tag the served HTML already holds) after a navigation in the
// app, from the same words the server writes into the page's head: a page passes what it has loaded.
// The other head tags only matter to crawlers and link previews, which read the served HTML.
export const usePageTitle = (look: MetaLookup = {}) => {
  const { pathname, search } = useLocation()
  const meta = pageMeta(new URL(`${pathname}${search}`, 'http://localhost'), look)
  const title = documentTitle(meta)
  const { description } = meta
  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])
}
