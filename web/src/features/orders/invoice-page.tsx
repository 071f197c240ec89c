import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { isNotFound, isOrderId } from '../../shared/orders/order-id'
import { EnquiryNotFound, LoadFailed } from '../../shared/orders/order-states'
import { usePageTitle } from '../../shared/page-title'
import { PageBanner } from '../../ui/page-banner'
import { invoiceMessages } from './invoice.messages'
import { InvoiceDocument } from './invoice-document'
import { invoiceQuery } from './orders.queries'
import './orders.css'
import './invoice.css'

// /invoice?id=<bill id>: the tax invoice of a paid order, printable. The bill's id is the key, as
// for the enquiry bill; before the order is paid the page says so and links to the bill.
export function InvoicePage() {
  const m = useMessages(invoiceMessages)
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const valid = isOrderId(id)
  const invoice = useQuery({ ...invoiceQuery(id), enabled: valid })
  usePageTitle({ orderNumber: () => invoice.data?.enquiry_number })

  let body: React.ReactNode
  if (!valid) body = <EnquiryNotFound />
  else if (isNotFound(invoice.error))
    body = (
      <div className="stack">
        <p className="notice">{m.notYet}</p>
        <p>
          <Link to={`/print?id=${encodeURIComponent(id)}`} className="btn btn-primary">
            {m.enquiryBill}
          </Link>
        </p>
      </div>
    )
  else if (invoice.isError) body = <LoadFailed onRetry={() => invoice.refetch()} />
  else if (invoice.isPending) body = <p className="muted">{m.loading}</p>
  else
    body = (
      <div className="stack">
        <div className="no-print print-actions">
          <button
            type="button"
            className="btn btn-primary"
            aria-describedby="invoice-print-help"
            onClick={() => window.print()}
          >
            {m.print}
          </button>
          <Link to={`/print?id=${encodeURIComponent(id)}`} className="btn">
            {m.enquiryBill}
          </Link>
          <p id="invoice-print-help" className="muted print-help">
            {m.printHelp}
          </p>
        </div>
        <InvoiceDocument invoice={invoice.data} />
      </div>
    )

  return (
    <>
      <PageBanner title={m.title} />
      <div className="container page-body print-page">{body}</div>
    </>
  )
}
