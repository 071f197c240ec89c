import { pathInLocale } from '@contract/locale'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { shopName } from '../../shared/brand'
import { useCart } from '../../shared/cart/cart-store'
import { categoriesQuery } from '../../shared/catalogue.queries'
import { useSession } from '../../shared/session'
import { announcementOf, seasonTitle, useSettings } from '../../shared/settings.queries'
import { CartIcon, MenuIcon } from '../../ui/icons'
import { CategoryLinks } from './category-links'
import { LanguageSwitch } from './language-switch'
import { layoutMessages } from './layout.messages'
import { MobileMenu } from './mobile-menu'
import { isCataloguePage, MAIN_MENU } from './site-links'

// The catalogue pages' finder is in the server's HTML (a form and links that work before any
// script) and hydrates from a chunk of its own: the home page's first load stays within its budget.
// Its words, the page's address and the categories come from here, so the chunk shares no module
// with the first load. start.tsx loads it before hydrating any page, and lazy() is then handed the
// module at once, so the browser's first render has the finder as the server's did. Had it
// suspended, the first update to the header (the cart read from the phone) swapped the server's
// finder for nothing until the chunk came: the page jumped 112 px up and back (layout shift 0.23).
type FinderModule = typeof import('./catalogue-finder')
let finder: FinderModule | undefined
export const loadFinder = () => import('./catalogue-finder').then((m) => (finder = m))
const loaded = (m: FinderModule) =>
  ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable already resolved, which lazy() reads at once
    then: (ok: (m: FinderModule) => void) => ok(m),
  }) as unknown as Promise<FinderModule>
const CatalogueFinder = lazy(() => (finder ? loaded(finder) : loadFinder()))

// The key of the history entry the browser is on, as the router will name it once its page is
// drawn (BrowserRouter keeps it in history.state; 'default' is a first visit's).
const browserEntryKey = (): string => (window.history.state as { key?: string } | null)?.key ?? 'default'

export function Header() {
  const settings = useSettings()
  const locale = useLocale()
  const m = useMessages(layoutMessages)
  // The price list's item carries the seller's season, in both menus.
  const priceList = seasonTitle(m.priceList, settings, locale)
  const categories = useQuery(categoriesQuery()).data ?? []
  const session = useSession()
  const { totals } = useCart()
  // The menu is open for one history entry: the one the browser is on when it is opened. A tap can
  // land after the address has changed but before the next page is drawn (navigation is a
  // transition); the menu then belongs to that page, and drawing it does not close it.
  const [openFor, setOpenFor] = useState<string | null>(null)
  const open = openFor !== null
  const location = useLocation()
  const navigate = useNavigate()
  const toggle = useRef<HTMLButtonElement>(null)
  const close = (restoreFocus: 'toggle' | 'main') => {
    setOpenFor(null)
    // The item tapped disappears with the menu: focus goes where the buyer is headed, not to <body>.
    if (restoreFocus === 'main') document.getElementById('main')?.focus({ preventScroll: true })
    else toggle.current?.focus()
  }
  // Every navigation closes the menu, but for the page it was opened on.
  useEffect(() => setOpenFor((key) => (key === location.key ? key : null)), [location.key])

  return (
    <header className="site-header">
      <p className="announcement">{announcementOf(settings, locale)}</p>
      <div className="header-bar container">
        <Link to="/lander" className="brand">
          <span className="brand-mark" aria-hidden="true">
            ✦
          </span>
          <span>
            <strong>{shopName(locale)}</strong>
            <small>{m.since}</small>
          </span>
        </Link>
        <nav className="main-nav" aria-label={m.mainNav}>
          <ul>
            {MAIN_MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={item.blink ? 'nav-order-now' : undefined}>
                  {item.season ? priceList : m[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSwitch className="header-language" />
          <Link
            to="/quick-checkout"
            className="cart-pill"
            aria-label={m.cart(totals.global_product_count, rupees(totals.global_subTotal))}
          >
            <CartIcon />
            <span>{totals.global_product_count}</span>
          </Link>
          {session ? (
            <Link to="/profile" className="btn btn-ghost header-account">
              {m.myAccount}
            </Link>
          ) : (
            <Link to="/signin" className="btn btn-ghost header-account">
              {m.signIn}
            </Link>
          )}
          <button
            ref={toggle}
            type="button"
            className="btn menu-toggle"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpenFor((key) => (key === null ? browserEntryKey() : null))}
          >
            <MenuIcon />
            <span className="visually-hidden">{m.menu}</span>
          </button>
        </div>
      </div>
      {categories.length > 0 && (
        <nav className="category-strip" aria-label={m.categories}>
          <CategoryLinks categories={categories.slice(0, 8)} className="container" />
        </nav>
      )}
      <MobileMenu open={open} close={close} categories={categories} priceList={priceList} />
      {isCataloguePage(location.pathname) && (
        <Suspense>
          <CatalogueFinder
            m={m}
            action={pathInLocale('/order-now', locale)}
            location={location}
            navigate={navigate}
          >
            <CategoryLinks categories={categories} className="finder-list" />
          </CatalogueFinder>
        </Suspense>
      )}
    </header>
  )
}
