import { act } from '@testing-library/react'
import { vi } from 'vitest'

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
