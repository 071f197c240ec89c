import { type ReactNode, useEffect } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { useHydrated } from '../../lib/use-hydrated'
import { useSession } from '../../shared/session'
import { PageBanner } from '../../ui/page-banner'
import { SELLER_ONLY_MESSAGE, useDenied } from '../kit/access'

export const SIGNIN_FOR_ADMIN = '/signin?redirect_url=admin'

const NAV = [
  { to: '/admin', label: 'Enquiries', match: (p: string) => p === '/admin' || p.startsWith('/admin/order') },
  { to: '/admin/payments', label: 'Payments', match: (p: string) => p.startsWith('/admin/payments') },
  { to: '/admin/catalogue', label: 'Catalogue', match: (p: string) => p.startsWith('/admin/catalogue') },
  { to: '/admin/import', label: 'Import / export', match: (p: string) => p.startsWith('/admin/import') },
  { to: '/admin/buyers', label: 'Buyers', match: (p: string) => p.startsWith('/admin/buyers') },
  { to: '/admin/settings', label: 'Settings', match: (p: string) => p.startsWith('/admin/settings') },
]

function ConsoleNav() {
  const { pathname } = useLocation()
  return (
    <nav className="admin-nav no-print" aria-label="Seller's console">
      <ul>
        {NAV.map((n) => {
          const active = n.match(pathname.replace(/\/+$/, '') || '/')
          return (
            <li key={n.to}>
              <Link
                to={n.to}
                className={active ? 'active' : undefined}
                aria-current={active ? 'page' : undefined}
              >
                {n.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

// Every console page: the banner, the console's menu, and the sign-in and seller checks.
export function AdminPage({
  title,
  trail,
  children,
}: {
  title: string
  trail?: { label: string; to?: string }[]
  children: ReactNode
}) {
  const session = useSession()
  const denied = useDenied(session?.token ?? null)
  useEffect(() => {
    document.title = `${title} | Seller's console`
  }, [title])
  if (!useHydrated()) return <div className="page-loading" aria-busy="true" />
  if (!session) return <Navigate to={SIGNIN_FOR_ADMIN} replace />
  const isSeller = session.roles.includes('admin') && !denied
  return (
    <>
      <PageBanner
        title={title}
        trail={trail ?? [{ label: "Seller's console", to: '/admin' }, { label: title }]}
      />
      <div className="container page-body admin-page">
        {isSeller ? (
          <>
            <ConsoleNav />
            {children}
          </>
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
        We could not load {what} just now. Please check your connection and try again.
      </p>
      <p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  )
}
