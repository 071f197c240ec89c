import { useEffect } from 'react'
import { replayTypedQuantities } from '../../ui/quantity-input'

// Marks the document once the page itself (inside the layout's Suspense, hydrated after the frame)
// is live: browser tests wait for it before they look for hydration errors. The same one effect
// hands the cart any quantity typed into the server's HTML before the page was live.
export function PageLive() {
  useEffect(() => {
    replayTypedQuantities(document)
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
