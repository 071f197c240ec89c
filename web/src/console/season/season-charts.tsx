import type { SeasonDay } from '@contract/admin-season'
import { monthsOf, peakOf, share } from './season-rules'

// The season's pictures, plain SVG: they stand beside the tables, which say every figure in
// words, so a picture is one image with a one-line description and nothing a screen reader has to
// walk through.

const HEIGHT = 120

// Enquiries per India day as bars, last season's same days as a line over them.
export function DayChart({
  days,
  label,
  lastLabel,
}: {
  days: readonly SeasonDay[]
  label: string
  lastLabel: string | null
}) {
  const peak = peakOf(days)
  const y = (n: number) => HEIGHT - (n / peak) * HEIGHT
  const line = days.map((d, i) => `${i + 0.5},${y(d.last_season).toFixed(1)}`).join(' ')
  const total = days.reduce((s, d) => s + d.enquiries, 0)
  const description = `Enquiries per day, season ${label}: ${total} in all, at most ${peak} on one day${
    lastLabel ? `; the line is season ${lastLabel}` : ''
  }.`
  return (
    <figure className="season-chart">
      <svg
        viewBox={`0 0 ${days.length} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={description}
        className="season-days"
      >
        {days.map((d, i) =>
          d.enquiries ? (
            <rect key={d.day} x={i} width={1} y={y(d.enquiries)} height={HEIGHT - y(d.enquiries)} />
          ) : null,
        )}
        {lastLabel && <polyline points={line} className="season-last" vectorEffect="non-scaling-stroke" />}
      </svg>
      <div className="season-months" aria-hidden="true">
        {monthsOf(days).map((m) => (
          <span key={m.label} style={{ flexGrow: m.days }}>
            {m.label}
          </span>
        ))}
      </div>
      <figcaption className="muted">
        <span className="season-key season-key-now" aria-hidden="true" /> Season {label}
        {lastLabel && (
          <>
            {' '}
            <span className="season-key season-key-last" aria-hidden="true" /> Season {lastLabel}
          </>
        )}
        {' · '}tallest bar: {peak} {peak === 1 ? 'enquiry' : 'enquiries'}
      </figcaption>
    </figure>
  )
}

// One bar, as long as its share of the longest: drawn in a table's cell beside its figure.
export function Bar({ value, most }: { value: number; most: number }) {
  return (
    <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="season-bar" aria-hidden="true">
      <rect width={share(value, most)} height={10} />
    </svg>
  )
}
