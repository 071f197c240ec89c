import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, vi } from 'vitest'
import { cartStore } from '../../../web/src/shared/cart/cart-store'

// The browser's IntersectionObserver, driven by the test: the returned `nearScreen()` tells every
// watched element it has come within a screen of the viewport (lib/hydrate-near.tsx's trigger).
export const stubIntersectionObserver = () => {
  const watched = new Set<Element>()
  let notify: IntersectionObserverCallback = () => {}
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        notify = callback
      }
      observe(e: Element) {
        watched.add(e)
      }
      unobserve(e: Element) {
        watched.delete(e)
      }
      disconnect() {}
    },
  )
  return () =>
    act(async () => {
      const entries = [...watched].map((target) => ({ target, isIntersecting: true }))
      notify(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver)
    })
}

// A page drawn by the server and hydrated in the test, an empty cart before each test and the page
// taken down after it. `hydrate` puts the server's HTML of `tree` on the page, runs
// `beforeHydrating` (a buyer's fingers), then hydrates it.
export const serverDrawnPages = () => {
  let root: Root | undefined
  const unmount = () => act(() => root?.unmount())
  beforeEach(() => {
    localStorage.clear()
    cartStore.clear()
  })
  afterEach(() => {
    unmount()
    document.body.replaceChildren()
  })
  const hydrate = async (tree: ReactNode, beforeHydrating: (box: HTMLElement) => void = () => {}) => {
    const box = document.createElement('div')
    box.innerHTML = renderToString(tree)
    document.body.append(box)
    beforeHydrating(box)
    await act(async () => {
      root = hydrateRoot(box, tree)
    })
    return box
  }
  return { hydrate, unmount }
}
