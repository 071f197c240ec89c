import type { Category } from '@contract/catalogue'
import { useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { Link, NavLink, useNavigate } from 'react-router'
import { logout } from '../../features/accounts/logout'
import { useSession } from '../../shared/session'
import { LanguageSwitch } from './language-switch'
import { ACCOUNT_MENU, MAIN_MENU, MOBILE_EXTRA } from './site-links'

// The header's menu below 992 px, where the header has no room for Sign in / My account: the
// buyer's own pages come first, then the site's pages and the categories.
export function MobileMenu({
  open,
  close,
  categories,
}: {
  open: boolean
  // restoreFocus: back to the menu button (Escape); otherwise to the page that opens.
  close: (restoreFocus: 'toggle' | 'main') => void
  categories: readonly Category[]
}) {
  // The server and the hydrating browser both draw the signed-out menu (the session is only in the
  // browser); it is hidden until tapped, so nothing moves when the buyer's own items arrive.
  const session = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const nav = useRef<HTMLElement>(null)

  // Opening moves focus into the menu, so a keyboard or screen-reader user lands on its first item.
  useEffect(() => {
    if (open) nav.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [open])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    close('toggle')
  }
  // A tap on an item closes the menu even when it names the page already open.
  const tapped = () => close('main')
  const site = [...MAIN_MENU, ...MOBILE_EXTRA].filter((m) => m.to !== '/order-tracking')

  return (
    <nav
      id="mobile-menu"
      ref={nav}
      className="mobile-menu"
      hidden={!open}
      aria-label="Menu"
      onKeyDown={onKeyDown}
    >
      <LanguageSwitch className="mobile-menu-language" />
      <ul className="mobile-menu-account">
        {(session ? ACCOUNT_MENU.signedIn : ACCOUNT_MENU.signedOut).map((m) => (
          <li key={m.to}>
            <NavLink to={m.to} onClick={tapped}>
              {m.label}
            </NavLink>
          </li>
        ))}
        {session && (
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                tapped()
                // Logout goes to /lander.
                navigate('/lander')
                void logout(queryClient)
              }}
            >
              Logout
            </button>
          </li>
        )}
      </ul>
      <ul>
        {site.map((m) => (
          <li key={m.to}>
            <NavLink to={m.to} onClick={tapped}>
              {m.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {categories.length > 0 && (
        <>
          <h2 className="mobile-menu-heading">Categories</h2>
          <ul>
            {categories.slice(0, 8).map((c) => (
              <li key={c._id}>
                <Link to={`/category?id=${c.slug}`} onClick={tapped}>
                  {c.category_name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  )
}
