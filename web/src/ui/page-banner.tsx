import { Link } from 'react-router'
import { useMessages } from '../lib/i18n'
import { uiMessages } from './ui.messages'

// Every page has a banner with a Home breadcrumb linking to /lander.
export function PageBanner({
  title,
  trail = [],
}: {
  title: string
  trail?: { label: string; to?: string }[]
}) {
  const m = useMessages(uiMessages)
  return (
    <div className="page-banner">
      <div className="container">
        <h1>{title}</h1>
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
                <span aria-current="page">{title}</span>
              </li>
            )}
          </ol>
        </nav>
      </div>
    </div>
  )
}
