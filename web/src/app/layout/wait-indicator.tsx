import { useIsFetching, useIsMutating } from '@tanstack/react-query'

// One global wait indicator while calls run.
export function WaitIndicator() {
  const busy = useIsFetching() + useIsMutating() > 0
  return (
    <div
      className={`wait-indicator${busy ? ' is-busy' : ''}`}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!busy}
    >
      <span />
    </div>
  )
}
