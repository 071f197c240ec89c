import type { TimelineEntry } from '@contract/orders'
import { useLocale, useMessages } from '../../lib/i18n'
import { orderDate } from './order-date'
import { orderDisplayMessages } from './order-display.messages'
import { StatusBadge } from './status-badge'
import './order-display.css'

// The stages an enquiry went through, oldest first, on the buyer's quote page and in tracking.
export function StatusTimeline({
  timeline,
  titleId,
}: {
  timeline: readonly TimelineEntry[]
  titleId?: string
}) {
  const m = useMessages(orderDisplayMessages)
  const locale = useLocale()
  if (timeline.length === 0) return null
  return (
    <ol className="status-timeline" aria-labelledby={titleId} aria-label={titleId ? undefined : m.timeline}>
      {timeline.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; a stage can come back on the same day, and tracking gives days, not instants
        <li key={`${i}-${t.status}`}>
          <StatusBadge status={t.status} label={t.label} />
          <span className="muted"> {orderDate({ order_date: t.at, order_at: t.at_iso }, locale)}</span>
        </li>
      ))}
    </ol>
  )
}
