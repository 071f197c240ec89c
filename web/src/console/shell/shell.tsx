import { type ReactNode, useEffect } from 'react'
import { Link, Navigate } from 'react-router'
import { useHydrated } from '../../lib/use-hydrated'
import { useSession } from '../../shared/session'
import { SELLER_ONLY_MESSAGE, useDenied } from '../kit/access'
import { forgetKeptInbox } from '../kit/kept-inbox'
import { type BackLink, ConsoleHeader, ConsoleTitle, consoleTitle, SIGNIN_FOR_ADMIN } from './console-header'

// Every console page: the console's own header (shop, sections, sign out), the page's title, and
// the sign-in and seller checks. No shop header, footer or floating buttons: the route's frame
// (app/router) leaves them out.
export function AdminPage({
  title,
  back,
  children,
}: {
  title: string
  back?: BackLink
  children: ReactNode
}) {
  const session = useSession()
  const denied = useDenied(session?.token ?? null)
  useEffect(() => {
    document.title = consoleTitle(title)
  }, [title])
  const hydrated = useHydrated()
  // Signed out elsewhere (the shop's pages): the inbox kept on this phone goes too.
  const signedOut = hydrated && session === null
  useEffect(() => {
    if (signedOut) void forgetKeptInbox()
  }, [signedOut])
  if (!hydrated) return <div className="page-loading" aria-busy="true" />
  if (!session) return <Navigate to={SIGNIN_FOR_ADMIN} replace />
  const isSeller = session.roles.includes('admin') && !denied
  return (
    <>
      <ConsoleHeader seller={isSeller} />
      <div className="container page-body admin-page">
        <ConsoleTitle title={title} back={back} />
        {isSeller ? (
          children
        ) : (
          <div className="stack">
            <p className="notice notice-warning" role="alert">
              {SELLER_ONLY_MESSAGE}
            </p>
            <p>
              <Link to="/lander" className="btn btn-primary">
                Go to the shop
              </Link>
            </p>
          </div>
        )}
      </div>
    </>
  )
}

// A load that failed for a reason other than the sign-in.
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="stack">
      <p className="notice notice-warning" role="alert">
        {navigator.onLine
          ? `We could not load ${what} just now. Please check your connection and try again.`
          : `No signal: this phone keeps only the last inbox, not ${what}. Try again when the signal is back.`}
      </p>
      <p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  )
}
