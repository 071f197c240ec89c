import { Link } from 'react-router'

// Every page has a banner with a Home breadcrumb linking to /lander.
export function PageBanner({
  title,
  trail = [],
}: {
  title: string
  trail?: { label: string; to?: string }[]
}) {
  return (
    <div className="page-banner">
      <div className="container">
        <h1>{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb">
            <li>
              <Link to="/lander">Home</Link>
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
