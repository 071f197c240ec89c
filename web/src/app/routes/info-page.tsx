import '../../features/content/content.css'
import { useQuery } from '@tanstack/react-query'
import { type MouseEvent, useMemo } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { contentPageQuery } from '../../features/content/content.queries'
import { withLiveSettings } from '../../features/content/live-settings'
import { usePageTitle } from '../../shared/page-title'
import { useSettings } from '../../shared/settings.queries'
import { PageBanner } from '../../ui/page-banner'

export default function InfoPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '')
  const { data: page, isError } = useQuery(contentPageQuery(slug))
  const settings = useSettings()
  const navigate = useNavigate()
  const html = useMemo(() => (page ? withLiveSettings(page.html, settings) : ''), [page, settings])

  usePageTitle({ infoPage: () => page })

  // Links written in Markdown are plain <a>: keep them inside the app instead of reloading.
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as HTMLElement).closest('a')
    const href = a?.getAttribute('href')
    if (!a || !href?.startsWith('/') || a.target || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0)
      return
    e.preventDefault()
    navigate(href)
  }

  if (isError) {
    return (
      <>
        <PageBanner title="Page not found" />
        <div className="container page-body">
          <p>
            This page is not available. <Link to="/lander">Go to the home page</Link>.
          </p>
        </div>
      </>
    )
  }
  return (
    <>
      <PageBanner title={page?.title ?? ''} />
      <div className="container page-body">
        {/* The HTML is ours, built from content/*.md at build time; the click handler only routes its links,
            which keep their own keyboard behaviour. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build output, see above */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation for the article's own links */}
        <article className="prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
        {page && <p className="last-updated muted">Last updated {page.last_updated}</p>}
      </div>
    </>
  )
}
