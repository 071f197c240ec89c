import type { OrderRecord } from '@contract/orders'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, Navigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { useErrorText, useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { OrderAgainButton } from '../../shared/orders/order-again-button'
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
import { myOrdersMessages } from './orders.messages'
import { myOrdersQuery } from './orders.queries'
import './orders.css'

export function MyOrdersPage() {
  const session = useSession()
  if (!useHydrated()) return <div className="page-loading" aria-busy="true" />
  if (!session) return <Navigate to="/signin?redirect_url=my-orders" replace />
  return <MyOrders sub={session.sub} />
}

function MyOrders({ sub }: { sub: string }) {
  const m = useMessages(myOrdersMessages)
  const errorText = useErrorText()
  const orders = useQuery(myOrdersQuery(sub))
  const unauthenticated = orders.error instanceof ApiError && orders.error.status === 401
  useEffect(() => {
    if (!orders.error) return
    // An expired sign-in: signing out re-renders this page as a redirect to /signin.
    if (unauthenticated) sessionStore.signOut()
    else toast.warning(m.loadError)
  }, [orders.error, unauthenticated, m.loadError])

  let body: React.ReactNode
  if (orders.isPending) body = <p className="muted">{m.loading}</p>
  else if (orders.isError)
    body = (
      <div className="stack">
        <p className="notice notice-warning" role="alert">
          <strong>{m.warning} </strong>
          {m.loadError}
          {unauthenticated ? null : <> {errorText(orders.error)}</>}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => orders.refetch()}>
          {m.tryAgain}
        </button>
      </div>
    )
  else if (!orders.data.length)
    body = (
      <div className="stack">
        <p className="notice">{m.empty}</p>
        <p>
          <Link to="/order-now" className="btn btn-primary">
            {m.orderNow}
          </Link>
        </p>
      </div>
    )
  else body = <MyOrdersTable rows={orders.data} />

  return (
    <>
      <PageBanner title={m.title} />
      <div className="container page-body stack my-orders">
        {body}
        <p className="muted">
          {m.noteBefore}
          <Link to="/order-tracking">{m.trackOrder}</Link>
          {m.noteAfter}
        </p>
      </div>
    </>
  )
}

type Words = (typeof myOrdersMessages)['en']

const linkColumns = (m: Words): OrderColumn<OrderRecord>[] => [
  // With the mobile and the enquiry number it opens the enquiry from Track Order, signed out.
  { header: m.accessCode, cell: (o) => <span translate="no">{o.access_code}</span> },
  {
    header: m.bill,
    cell: (o) => (
      <Link to={`/print?id=${encodeURIComponent(o._id)}`} className="orders-link">
        {m.viewBill}
        <span className="visually-hidden">{m.ofEnquiry(o.enquiry_number)}</span>
      </Link>
    ),
  },
  {
    header: m.lorryReceipt,
    cell: (o) => (
      <Link to={`/transport?id=${encodeURIComponent(o._id)}`} className="orders-link">
        {o.lr_photo_path ? m.viewLr : m.notYet}
        <span className="visually-hidden">{m.forEnquiry(o.enquiry_number)}</span>
      </Link>
    ),
  },
  // The lines come with the row: the click reads only today's catalogue.
  {
    header: m.again,
    cell: (o) => (
      <OrderAgainButton enquiryNumber={o.enquiry_number} source={{ lines: o.product_list }} inList />
    ),
  },
]

function MyOrdersTable({ rows }: { rows: OrderRecord[] }) {
  const m = useMessages(myOrdersMessages)
  return (
    <OrdersTable
      rows={rows}
      rowKey={(o) => o._id}
      caption={m.caption}
      columns={[dateColumn, amountColumn, statusColumn, ...linkColumns(m)]}
    />
  )
}
