import { Link, useRouteError } from 'react-router'

// A chunk that failed to download (a new deploy, a dropped connection) or a page that crashed.
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <main className="container stack route-error">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Your cart is safe in this browser.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>{' '}
        <Link className="btn" to="/lander">
          Go to the home page
        </Link>
      </p>
    </main>
  )
}
