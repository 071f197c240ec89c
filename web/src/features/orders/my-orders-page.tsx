import type { OrderRecord } from '@contract/orders'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, Navigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { useHydrated } from '../../lib/use-hydrated'
import {
  amountColumn,
  dateColumn,
  type OrderColumn,
  OrdersTable,
  statusColumn,
} from '../../shared/orders/orders-table'
import { sessionStore, useSession } from '../../shared/session'
import { PageBanner } from '../../ui/page-banner'
import { toast } from '../../ui/toast'
import { myOrdersQuery } from './orders.queries'
import './orders.css'

export function MyOrdersPage() {
  const session = useSession()
  if (!useHydrated()) return <div className="page-loading" aria-busy="true" />
  if (!session) return <Navigate to="/signin?redirect_url=my-orders" replace />
  return <MyOrders sub={session.sub} />
}

function MyOrders({ sub }: { sub: string }) {
  const orders = useQuery(myOrdersQuery(sub))
  const unauthenticated = orders.error instanceof ApiError && orders.error.status === 401
  useEffect(() => {
    if (!orders.error) return
    // An expired sign-in: signing out re-renders this page as a redirect to /signin.
    if (unauthenticated) sessionStore.signOut()
    else toast.warning('Error while getting your orders')
  }, [orders.error, unauthenticated])

  let body: React.ReactNode
  if (orders.isPending) body = <p className="muted">Loading your enquiries…</p>
  else if (orders.isError)
    body = (
      <div className="stack">
        <p className="notice notice-warning" role="alert">
          <strong>Warning: </strong>Error while getting your orders
        </p>
        <button type="button" className="btn btn-primary" onClick={() => orders.refetch()}>
          Try again
        </button>
      </div>
    )
  else if (!orders.data.length)
    body = (
      <div className="stack">
        <p className="notice">No order details found!</p>
        <p>
          <Link to="/order-now" className="btn btn-primary">
            Order Now
          </Link>
        </p>
      </div>
    )
  else body = <MyOrdersTable rows={orders.data} />

  return (
    <>
      <PageBanner title="My Orders" />
      <div className="container page-body stack my-orders">
        {body}
        <p className="muted">
          My Orders lists the enquiries you placed while signed in. For one placed as a guest, use{' '}
          <Link to="/order-tracking">Track Order</Link> with its mobile number.
        </p>
      </div>
    </>
  )
}

const linkColumns: OrderColumn<OrderRecord>[] = [
  {
    header: 'Bill',
    cell: (o) => (
      <Link to={`/print?id=${encodeURIComponent(o._id)}`} className="orders-link">
        View bill<span className="visually-hidden"> of {o.enquiry_number}</span>
      </Link>
    ),
  },
  {
    header: 'Lorry receipt',
    cell: (o) => (
      <Link to={`/transport?id=${encodeURIComponent(o._id)}`} className="orders-link">
        {o.lr_photo_path ? 'View LR' : 'Not yet'}
        <span className="visually-hidden"> for {o.enquiry_number}</span>
      </Link>
    ),
  },
]

function MyOrdersTable({ rows }: { rows: OrderRecord[] }) {
  return (
    <OrdersTable
      rows={rows}
      rowKey={(o) => o._id}
      caption="Your enquiries"
      columns={[dateColumn, amountColumn, statusColumn, ...linkColumns]}
    />
  )
}
