import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useLocale } from '../lib/i18n'
import type { MetaLookup } from './page-meta'

// The tab's title (and the description tag the served HTML already holds) after a navigation in the
// app, from the same words the server writes into the page's head: a page passes what it has loaded.
// The other head tags only matter to crawlers and link previews, which read the served HTML.
// The words of every page load after the page, not with it: they are not needed for the first
// paint, whose title the served HTML already has.
export const usePageTitle = (look: MetaLookup = {}) => {
  const { pathname, search } = useLocation()
  const locale = useLocale()
  const latest = useRef({ look, at: `${pathname}${search}` })
  latest.current = { look, at: `${pathname}${search}` }
  // Each render: a lookup's answer changes when its data arrives, not when the address does.
  useEffect(() => {
    let current = true
    void import('./page-meta').then(({ pageMeta, documentTitle }) => {
      if (!current) return
      const meta = pageMeta(new URL(latest.current.at, 'http://localhost'), latest.current.look, locale)
      const title = documentTitle(meta)
      if (document.title !== title) document.title = title
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description)
    })
    return () => {
      current = false
    }
  })
}
