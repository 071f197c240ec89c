import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from 'react-router'
import { apiRoute } from '../../lib/api-client'
import { SHOP_NAME } from '../../shared/brand'
import { sessionStore } from '../../shared/session'
import { forgetKeptInbox } from '../kit/kept-inbox'

// The console's own frame: a tool's header, not the shop's. The shop's name, the sections, and a
// way out; the page's title under it with the way back to where the seller came from.

export const SIGNIN_FOR_ADMIN = '/signin?redirect_url=admin'

const NAV = [
  { to: '/admin', label: 'Enquiries', match: (p: string) => p === '/admin' || p.startsWith('/admin/order') },
  { to: '/admin/payments', label: 'Payments', match: (p: string) => p.startsWith('/admin/payments') },
  { to: '/admin/season', label: 'Season', match: (p: string) => p.startsWith('/admin/season') },
  { to: '/admin/catalogue', label: 'Catalogue', match: (p: string) => p.startsWith('/admin/catalogue') },
  { to: '/admin/import', label: 'Import / export', match: (p: string) => p.startsWith('/admin/import') },
  { to: '/admin/buyers', label: 'Buyers', match: (p: string) => p.startsWith('/admin/buyers') },
  { to: '/admin/settings', label: 'Settings', match: (p: string) => p.startsWith('/admin/settings') },
]

// "Enquiry · Console · Sivakasi Crackers": the section first, so a row of tabs tells them apart.
export const consoleTitle = (title: string) => `${title} · Console · ${SHOP_NAME}`

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

// Ends this session on the server (a failure there, offline say, still signs out here: the seller
// asked to leave), forgets everything the console fetched and the inbox kept on this phone, and
// goes to the sign-in page.
function SignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const signOut = async () => {
    try {
      await apiRoute('POST users/logout', { body: {} })
    } catch {}
    sessionStore.signOut()
    queryClient.clear()
    await forgetKeptInbox()
    navigate(SIGNIN_FOR_ADMIN, { replace: true })
  }
  return (
    <button type="button" className="btn console-signout" onClick={() => void signOut()}>
      Sign out
    </button>
  )
}

export function ConsoleHeader({ seller }: { seller: boolean }) {
  return (
    <header className="console-header no-print">
      <div className="console-header-bar container">
        <Link to="/admin" className="console-brand">
          {SHOP_NAME} <span className="muted">Console</span>
        </Link>
        <SignOut />
      </div>
      {seller && (
        <div className="container">
          <ConsoleNav />
        </div>
      )}
    </header>
  )
}

export interface BackLink {
  label: string
  to: string
}

// The page's title, and the way back (enquiry page → enquiries) when there is one.
export function ConsoleTitle({ title, back }: { title: string; back?: BackLink }) {
  return (
    <div className="console-title">
      {back && (
        <Link className="console-back" to={back.to}>
          ← {back.label}
        </Link>
      )}
      <h1>{title}</h1>
    </div>
  )
}
