import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { shopName } from '../../shared/brand'
import { useCart } from '../../shared/cart/cart-store'
import { categoriesQuery } from '../../shared/catalogue.queries'
import { categoryName } from '../../shared/category-name'
import { useSession } from '../../shared/session'
import { announcementOf, seasonTitle, useSettings } from '../../shared/settings.queries'
import { CartIcon, MenuIcon } from '../../ui/icons'
import { LanguageSwitch } from './language-switch'
import { layoutMessages } from './layout.messages'
import { MobileMenu } from './mobile-menu'
import { MAIN_MENU } from './site-links'

export function Header() {
  const settings = useSettings()
  const locale = useLocale()
  const m = useMessages(layoutMessages)
  // The price list's item carries the seller's season, in both menus.
  const priceList = seasonTitle(m.priceList, settings, locale)
  const categories = useQuery(categoriesQuery()).data ?? []
  const session = useSession()
  const { totals } = useCart()
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const toggle = useRef<HTMLButtonElement>(null)
  const close = (restoreFocus: 'toggle' | 'main') => {
    setOpen(false)
    // The item tapped disappears with the menu: focus goes where the buyer is headed, not to <body>.
    if (restoreFocus === 'main') document.getElementById('main')?.focus({ preventScroll: true })
    else toggle.current?.focus()
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu on every navigation
  useEffect(() => setOpen(false), [location.pathname, location.search])

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
            onClick={() => setOpen((o) => !o)}
          >
            <MenuIcon />
            <span className="visually-hidden">{m.menu}</span>
          </button>
        </div>
      </div>
      {categories.length > 0 && (
        <nav className="category-strip" aria-label={m.categories}>
          <ul className="container">
            {categories.slice(0, 8).map((c) => (
              <li key={c._id}>
                <Link to={`/category?id=${c.slug}`}>{categoryName(c, locale)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <MobileMenu open={open} close={close} categories={categories} priceList={priceList} />
    </header>
  )
}
