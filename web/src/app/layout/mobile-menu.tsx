import type { Category } from '@contract/catalogue'
import { useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { NavLink, useNavigate } from 'react-router'
import { logout } from '../../features/accounts/logout'
import { useMessages } from '../../lib/i18n'
import { useSession } from '../../shared/session'
import { CategoryLinks } from './category-links'
import { LanguageSwitch } from './language-switch'
import { layoutMessages } from './layout.messages'
import { ACCOUNT_MENU, MAIN_MENU, MOBILE_EXTRA } from './site-links'

// The header's menu below 992 px, where the header has no room for Sign in / My account: the
// buyer's own pages come first, then the site's pages and the categories.
export function MobileMenu({
  open,
  close,
  categories,
  priceList,
}: {
  open: boolean
  // restoreFocus: back to the menu button (Escape); otherwise to the page that opens.
  close: (restoreFocus: 'toggle' | 'main') => void
  categories: readonly Category[]
  // The price list's words, with the season.
  priceList: string
}) {
  // The server and the hydrating browser both draw the signed-out menu (the session is only in the
  // browser); it is hidden until tapped, so nothing moves when the buyer's own items arrive.
  const session = useSession()
  const m = useMessages(layoutMessages)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const nav = useRef<HTMLElement>(null)

  // Opening moves focus into the menu, so a keyboard or screen-reader user lands on its first item
  // (the buyer's own pages; the language switch above them is one Shift+Tab away).
  useEffect(() => {
    if (open) nav.current?.querySelector<HTMLElement>('.mobile-menu-account :is(a, button)')?.focus()
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
      aria-label={m.menu}
      onKeyDown={onKeyDown}
    >
      <LanguageSwitch className="mobile-menu-language" />
      <ul className="mobile-menu-account">
        {(session ? ACCOUNT_MENU.signedIn : ACCOUNT_MENU.signedOut).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={tapped}>
              {m[item.key]}
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
              {m.logout}
            </button>
          </li>
        )}
      </ul>
      <ul>
        {site.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={tapped}>
              {item.season ? priceList : m[item.key]}
            </NavLink>
          </li>
        ))}
      </ul>
      {categories.length > 0 && (
        <>
          <h2 className="mobile-menu-heading">{m.categories}</h2>
          <CategoryLinks categories={categories.slice(0, 8)} onClick={tapped} />
        </>
      )}
    </nav>
  )
}
