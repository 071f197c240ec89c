import { branchTownIn, type ShipmentView } from '@contract/transport'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { collectionMessages } from './collection.messages'

// An India calendar day (yyyy-mm-dd) as the buyer reads a date: "Fri, 13 Nov".
const useDay = () => {
  const locale = useLocale() === 'ta' ? 'ta-IN' : 'en-IN'
  return (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
}

// Where the parcel waits, what to pay there and until when it is free: what the buyer needs at the
// transport office, phone first.
export function CollectionCard({ shipment: s }: { shipment: ShipmentView }) {
  const m = useMessages(collectionMessages)
  const day = useDay()
  const town = branchTownIn(useLocale(), s.branch_town, s.branch_town_ta)
  const tel = s.branch_tel_href
  return (
    <section className="card collection" aria-labelledby="collection-heading">
      <h2 id="collection-heading">{m.heading}</h2>
      <p className={`collection-state collection-${s.state}`}>
        {s.state === 'dispatched' && m.onTheWay(town)}
        {s.state === 'arrived' && m.waiting(town)}
        {s.state === 'collected' && s.collected_on && m.collected(day(s.collected_on))}
      </p>
      {s.free && (
        <div
          className={s.free.overdue ? 'notice collection-overdue' : 'notice collection-free'}
          role="status"
        >
          <strong>{m.collectBy(day(s.free.collect_by))}</strong>{' '}
          {s.free.overdue ? m.overdue(day(s.free.demurrage_from)) : m.daysLeft(s.free.free_days_left)}
        </div>
      )}
      <dl className="transport-facts">
        <div>
          <dt>{m.transporter}</dt>
          <dd>{s.transporter_name}</dd>
        </div>
        <div>
          <dt>{m.branch}</dt>
          <dd>{town}</dd>
        </div>
        <div className="collection-wide">
          <dt>{m.address}</dt>
          <dd className="collection-address">{s.branch_address}</dd>
        </div>
        <div>
          <dt>{m.parcels}</dt>
          <dd>{m.parcelCount(s.parcels)}</dd>
        </div>
        <div>
          <dt>{m.freight}</dt>
          <dd>{s.freight_mode === 'to_pay' ? m.toPay(rupees(s.freight)) : m.paid}</dd>
        </div>
        {/* The seller's own words, as typed at dispatch, when the freight parts from the quote. */}
        {s.freight_reason && (
          <div className="collection-wide">
            <dt>{m.freightDiffers}</dt>
            <dd>{s.freight_reason}</dd>
          </div>
        )}
        <div>
          <dt>{m.dispatchedOn}</dt>
          <dd>{day(s.dispatched_on)}</dd>
        </div>
        {s.arrived_on && (
          <div>
            <dt>{m.arrivedOn}</dt>
            <dd>{day(s.arrived_on)}</dd>
          </div>
        )}
      </dl>
      <div className="collection-actions">
        {tel && (
          <a className="btn btn-primary" href={tel}>
            {m.call(s.branch_phone)}
          </a>
        )}
        {/* The transporter's own page for this LR, from the seller's settings: a site of theirs. */}
        {s.tracking_href && (
          <a className="btn" href={s.tracking_href} target="_blank" rel="noopener noreferrer">
            {m.track(s.transporter_name)}
          </a>
        )}
        {s.map_href && (
          <a className="btn" href={s.map_href} target="_blank" rel="noopener">
            {m.map}
          </a>
        )}
      </div>
      {s.state !== 'collected' && <p className="muted">{m.freeDaysNote(s.free_days)}</p>}
      {s.state !== 'collected' && <p className="muted">{m.bring}</p>}
    </section>
  )
}
