import '../../features/content/content.css'
import { stripLocale } from '@contract/locale'
import { useQuery } from '@tanstack/react-query'
import { type MouseEvent, useMemo } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { contentMessages } from '../../features/content/content.messages'
import { contentPageQuery } from '../../features/content/content.queries'
import { withLocaleLinks } from '../../features/content/content-pages'
import { withLiveSettings } from '../../features/content/live-settings'
import { useLocale, useMessages } from '../../lib/i18n'
import { usePageTitle } from '../../shared/page-title'
import { useSettings } from '../../shared/settings.queries'
import { PageBanner } from '../../ui/page-banner'

export default function InfoPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '')
  const locale = useLocale()
  const m = useMessages(contentMessages)
  const { data: page, isError } = useQuery(contentPageQuery(slug, locale))
  const settings = useSettings()
  const navigate = useNavigate()
  const html = useMemo(
    () => (page ? withLocaleLinks(withLiveSettings(page.html, settings, page.lang), locale) : ''),
    [page, settings, locale],
  )
  // Not written in the page's language yet: the English text, marked as English for screen readers.
  const fallback = page !== undefined && page.lang !== locale

  usePageTitle({ infoPage: () => page })

  // Links written in Markdown are plain <a>: keep them inside the app instead of reloading. Their
  // href carries the language; the router adds it back from its basename.
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as HTMLElement).closest('a')
    const href = a?.getAttribute('href')
    if (!a || !href?.startsWith('/') || a.target || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0)
      return
    e.preventDefault()
    navigate(stripLocale(href))
  }

  if (isError) {
    return (
      <>
        <PageBanner title={m.notFoundTitle} />
        <div className="container page-body">
          <p>
            {m.notFoundText} <Link to="/lander">{m.goHome}</Link>.
          </p>
        </div>
      </>
    )
  }
  return (
    <>
      <PageBanner title={page?.title ?? ''} lang={fallback ? page.lang : undefined} />
      <div className="container page-body">
        {fallback && (
          <p className="content-note" role="note">
            {m.notInLanguage}
          </p>
        )}
        {/* The HTML is ours, built from content/*.md at build time; the click handler only routes its links,
            which keep their own keyboard behaviour. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation for the article's own links */}
        <article
          className="prose"
          lang={fallback ? page.lang : undefined}
          onClick={onClick}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build output, see above
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {page && <p className="last-updated muted">{m.lastUpdated(page.last_updated)}</p>}
      </div>
    </>
  )
}
