import { Link } from 'react-router'
import { useMessages } from '../lib/i18n'
import { uiMessages } from './ui.messages'

// Every page has a banner with a Home breadcrumb linking to /lander. `lang` marks a title in another
// language than the page's (an information page not yet written in Tamil), for screen readers.
export function PageBanner({
  title,
  trail = [],
  lang,
}: {
  title: string
  trail?: { label: string; to?: string }[]
  lang?: string
}) {
  const m = useMessages(uiMessages)
  return (
    <div className="page-banner">
      <div className="container">
        <h1 lang={lang}>{title}</h1>
        <nav aria-label={m.breadcrumb}>
          <ol className="breadcrumb">
            <li>
              <Link to="/lander">{m.home}</Link>
            </li>
            {trail.map((t) => (
              <li key={t.label}>
                {t.to ? <Link to={t.to}>{t.label}</Link> : <span aria-current="page">{t.label}</span>}
              </li>
            ))}
            {trail.length === 0 && (
              <li>
                <span aria-current="page" lang={lang}>
                  {title}
                </span>
              </li>
            )}
          </ol>
        </nav>
      </div>
    </div>
  )
}
