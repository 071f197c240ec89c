import { startTransition, useEffect, useState } from 'react'

// False in the server's render and while the browser hydrates it, true from then on. A page that
// decides by what only the browser holds (the session, a password step) draws its frame until
// then: deciding on the server's "nobody" would send a signed-in buyer away.
// A document without the server's page state (Vite's dev server, component tests) is drawn by the
// browser alone and is live from the start.
let hydrated = typeof document !== 'undefined' && !document.getElementById('page-state')
const waiting = new Set<() => void>()

// Called once the page is hydrated. The switch is a transition: on the full price list it
// re-renders every quantity box, and a transition yields to the browser while it does.
export const markHydrated = () => {
  hydrated = true
  startTransition(() => {
    for (const done of waiting) done()
  })
  waiting.clear()
}

export const useHydrated = () => {
  // Parts mounted after hydration (in-app navigation) start live.
  const [value, setValue] = useState(hydrated)
  useEffect(() => {
    if (hydrated) return setValue(true)
    const done = () => setValue(true)
    waiting.add(done)
    return () => {
      waiting.delete(done)
    }
  }, [])
  return value
}
