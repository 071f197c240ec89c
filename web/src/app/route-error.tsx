import { Link, useRouteError } from 'react-router'
import { useMessages } from '../lib/i18n'
import { routeErrorMessages } from './route-error.messages'

// A chunk that failed to download (a new deploy, a dropped connection) or a page that crashed.
export function RouteError() {
  const error = useRouteError()
  const m = useMessages(routeErrorMessages)
  console.error(error)
  return (
    <main className="container stack route-error">
      <h1>{m.failedTitle}</h1>
      <p>{m.failedText}</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {m.tryAgain}
        </button>{' '}
        <Link className="btn" to="/lander">
          {m.goHome}
        </Link>
      </p>
    </main>
  )
}
