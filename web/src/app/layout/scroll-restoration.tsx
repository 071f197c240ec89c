import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { keepsScroll } from '../../lib/keep-scroll'

// Where each history entry was left, by the router's key for it: kept for the tab's life.
const STORE = 'scroll-positions'
let positions: Record<string, number> | undefined
const stored = (): Record<string, number> => {
  if (!positions)
    try {
      positions = JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, number>
    } catch {
      positions = {}
    }
  return positions
}
const keep = () => {
  try {
    sessionStorage.setItem(STORE, JSON.stringify(stored()))
  } catch {
    // Private mode or a full store: after a reload, back opens at the top, nothing worse.
  }
}

// The router's own scrolling: back and forward return to where each page was left; a link opens
// its page at the top, or at the element its #hash names. The browser's own restoration would
// scroll before the page it restores is drawn, so it is turned off.
export function ScrollRestoration() {
  const location = useLocation()
  const action = useNavigationType()
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual'
    // Recorded as the buyer scrolls, so leaving never reads a position the next page has moved.
    const onScroll = () => {
      stored()[location.key] = window.scrollY
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', keep)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', keep)
    }
  }, [location.key])
  useLayoutEffect(() => {
    const saved = stored()[location.key]
    // No value may be returned from here (React would call it on the next page): Chromium's
    // scrollTo answers a promise.
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    if (keepsScroll(location.state)) return
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (target) target.scrollIntoView()
    else if (action !== 'POP') window.scrollTo(0, 0)
  }, [location, action])
  return null
}
