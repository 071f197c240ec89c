import type { AdminOrderDetail } from '@contract/admin'
import { agreedFreightOf } from '@contract/freight'
import { dispatched, type OrderStatus } from '@contract/order-status'
import type { ShipmentView } from '@contract/transport'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { toast } from '../../ui/toast'
import { handleAuthError } from '../kit/access'
import { Failure } from '../kit/failure'
import { adminQuotesQuery, adminSettingsQuery, afterOrderChange } from '../kit/queries'
import { shownDay } from '../kit/shown-day'
import { DispatchForm } from './dispatch-form'
import { EwayBill } from './eway-bill'
import { adminShipmentQuery, markTransportStep } from './transport.queries'

// The parcel's journey: the dispatch form once packed, then the record with the branch's steps.
export function TransportPanel({ order: o }: { order: AdminOrderDetail }) {
  if (o.order_status !== 'PACKED' && !dispatched(o.order_status)) return null
  return (
    <section className="card admin-panel" aria-labelledby="transport-title">
      <h3 id="transport-title">Transport</h3>
      {o.order_status === 'PACKED' ? <DispatchLoader order={o} /> : <ShipmentLoader order={o} />}
    </section>
  )
}

// The transporters from the settings, and the quote the freight keeps to.
function DispatchLoader({ order: o }: { order: AdminOrderDetail }) {
  const settings = useQuery(adminSettingsQuery())
  const quotes = useQuery(adminQuotesQuery(o._id))
  if (settings.isPending || quotes.isPending) return <p className="muted">Loading the transporters…</p>
  if (settings.isError) return <p className="notice notice-danger">Could not load the transporters.</p>
  // Without the quotes the form cannot warn, but the server still holds the dispatch to them.
  const agreed = quotes.isSuccess
    ? agreedFreightOf(quotes.data.versions, quotes.data.accepted_version)
    : undefined
  return <DispatchForm order={o} transporters={settings.data.transport.transporters} agreed={agreed} />
}

function ShipmentLoader({ order: o }: { order: AdminOrderDetail }) {
  const shipment = useQuery(adminShipmentQuery(o._id))
  if (shipment.isPending) return <p className="muted">Loading the dispatch record…</p>
  if (shipment.isError) return <p className="notice notice-danger">Could not load the dispatch record.</p>
  if (!shipment.data) return <p className="muted">Dispatched before transport details were recorded.</p>
  return <ShipmentFacts order={o} s={shipment.data} />
}

// The step the console records next for a parcel on its way, by the order's status.
type NextStep = { step: 'arrived' | 'collected'; label: string }
const NEXT_STEP: Partial<Record<OrderStatus, NextStep>> = {
  DISPATCHED: { step: 'arrived', label: 'Arrived at branch' },
  ARRIVED: { step: 'collected', label: 'Collected' },
}

function ShipmentFacts({ order: o, s }: { order: AdminOrderDetail; s: ShipmentView }) {
  const next = NEXT_STEP[o.order_status]
  const qc = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const step = useMutation({
    mutationFn: (next: NextStep) => markTransportStep(o._id, next.step),
    onSuccess: async (_d, done) => {
      setFailure(null)
      await afterOrderChange(qc, o._id)
      toast.success(`${o.enquiry_number} is now ${done.label}`)
    },
    onError: (e) => {
      if (handleAuthError(e)) return
      setFailure(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.')
      void afterOrderChange(qc, o._id)
    },
  })
  return (
    <div className="stack">
      <dl className="admin-facts">
        <div>
          <dt>Transporter</dt>
          <dd>{s.transporter_name}</dd>
        </div>
        <div>
          <dt>Branch</dt>
          <dd>
            {s.branch_town}, {s.branch_phone}
          </dd>
        </div>
        <div className="admin-facts-wide">
          <dt>Branch address</dt>
          <dd className="admin-address">{s.branch_address}</dd>
        </div>
        <div>
          <dt>Parcels</dt>
          <dd>{s.parcels}</dd>
        </div>
        <div>
          <dt>Freight</dt>
          <dd>{s.freight_mode === 'to_pay' ? `To pay ${rupees(s.freight)}` : `Paid ${rupees(s.freight)}`}</dd>
        </div>
        {s.freight_reason && (
          <div className="admin-facts-wide">
            <dt>Why the freight differs from the quote</dt>
            <dd>{s.freight_reason}</dd>
          </div>
        )}
        <div>
          <dt>LR number</dt>
          <dd>
            {s.lr_number}
            {/* The link the buyer's page and the Dispatched message carry, to check it works. */}
            {s.tracking_href && (
              <>
                {' · '}
                <a href={s.tracking_href} target="_blank" rel="noopener noreferrer">
                  Track on {s.transporter_name}’s site
                </a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>
            Dispatched {shownDay(s.dispatched_on)}
            {s.arrived_on && `, arrived ${shownDay(s.arrived_on)}`}
            {s.collected_on && `, collected ${shownDay(s.collected_on)}`}
          </dd>
        </div>
      </dl>
      {s.free && (
        <p className={s.free.overdue ? 'notice notice-danger' : 'notice'}>
          {s.free.overdue
            ? `Free days over: demurrage may be charged from ${shownDay(s.free.demurrage_from)}.`
            : `Free until ${shownDay(s.free.collect_by)} (${s.free.free_days_left} more days after today).`}
        </p>
      )}
      {next && (
        <div className="admin-status-buttons">
          <button
            type="button"
            className="btn btn-primary"
            disabled={step.isPending}
            onClick={() => step.mutate(next)}
          >
            {step.isPending ? 'Saving…' : next.label}
          </button>
        </div>
      )}
      <Failure message={failure} />
      <EwayBill orderId={o._id} />
    </div>
  )
}
