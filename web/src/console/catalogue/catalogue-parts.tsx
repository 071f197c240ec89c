import type { AdminProduct as Product } from '@contract/admin'

// Small pieces of the catalogue page's rows.

export function MoveButtons({
  name,
  first,
  last,
  busy,
  onMove,
}: {
  name: string
  first: boolean
  last: boolean
  busy: boolean
  onMove: (delta: -1 | 1) => void
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost admin-move"
        disabled={first || busy}
        onClick={() => onMove(-1)}
        aria-label={`Move ${name} up`}
        title="Move up"
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost admin-move"
        disabled={last || busy}
        onClick={() => onMove(1)}
        aria-label={`Move ${name} down`}
        title="Move down"
      >
        ↓
      </button>
    </>
  )
}

export function Flags({ product: p }: { product: Product }) {
  const flags = [
    p.is_new_item && 'New',
    p.is_top_selling_item && 'Top selling',
    p.is_netrate_item && 'Net rate',
    p.is_green && 'Green',
  ].filter(Boolean) as string[]
  if (flags.length === 0) return null
  return (
    <span className="admin-flags">
      {flags.map((f) => (
        <span key={f} className="badge badge-muted">
          {f}
        </span>
      ))}
    </span>
  )
}
