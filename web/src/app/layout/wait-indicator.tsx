import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useMessages } from '../../lib/i18n'
import { layoutMessages } from './layout.messages'

// One global wait indicator while calls run.
export function WaitIndicator() {
  const busy = useIsFetching() + useIsMutating() > 0
  const m = useMessages(layoutMessages)
  return (
    <div
      className={`wait-indicator${busy ? ' is-busy' : ''}`}
      role="progressbar"
      aria-label={m.loading}
      aria-hidden={!busy}
    >
      <span />
    </div>
  )
}
