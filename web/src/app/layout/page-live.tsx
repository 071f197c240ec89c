import { useEffect } from 'react'

// Marks the document once the page itself (inside the layout's Suspense, hydrated after the frame)
// is live: browser tests wait for it before they look for hydration errors.
export function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
