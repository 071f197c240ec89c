import { useSyncExternalStore } from 'react'

// The mobile layout runs below 992px; one layout is rendered, not two hidden by CSS.
const QUERY = '(min-width: 992px)'

const subscribe = (onChange: () => void) => {
  const mq = window.matchMedia(QUERY)
  mq.addEventListener('change', onChange)
  return () => mq.removeEventListener('change', onChange)
}

export const useDesktop = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  )
