import { Component, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useMessages } from '../lib/i18n'
import { routeErrorMessages } from './route-error.messages'

// A chunk that failed to download (a new deploy, a dropped connection) or a page that crashed.
function RouteError() {
  const m = useMessages(routeErrorMessages)
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

interface CatchProps {
  children: ReactNode
  at: string
}
interface CatchState {
  failedAt: string | null
}

// Shows the page above in place of the whole app, until the buyer goes to another address.
class CatchPageError extends Component<CatchProps, CatchState> {
  override state: CatchState = { failedAt: null }
  static getDerivedStateFromError(): Partial<CatchState> {
    return { failedAt: '' }
  }
  static getDerivedStateFromProps(props: CatchProps, state: CatchState): Partial<CatchState> | null {
    if (state.failedAt === '') return { failedAt: props.at }
    return state.failedAt !== null && state.failedAt !== props.at ? { failedAt: null } : null
  }
  override componentDidCatch(error: unknown) {
    console.error(error)
  }
  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation()
  return <CatchPageError at={pathname + search}>{children}</CatchPageError>
}
