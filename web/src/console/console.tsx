// Every section's styles, in one place: the console is one chunk, so they arrive together.
import './shell/console.css'
import './orders/order.css'
import './catalogue/catalogue.css'
import './kit/import-settings.css'
import './kit/cards.css'
import './season/season.css'
import { useLocation } from 'react-router'
import { queryClient } from '../lib/query-client'
import { AdminBuyersPage } from './buyers/buyers-page'
import { AdminCataloguePage } from './catalogue/catalogue-page'
import { AdminImportPage } from './catalogue/import-page'
import { AdminInboxPage } from './inbox/inbox-page'
import { root } from './kit/queries'
import { AdminOrderPage, type OrderPanels } from './orders/order-page'
import { OrderPayments } from './payments/order-payments'
import { AdminPaymentsPage } from './payments/payments-page'
import { AgreedLines, QuoteSection } from './quotes/quote-section'
import { AdminSeasonPage } from './season/season-page'
import { AdminSettingsPage } from './settings/settings-page'
import { useConsoleApp } from './shell/console-app'
import { AdminPage } from './shell/shell'

// The console's reads ask the network even when the phone says it has none: the service worker
// answers the inbox from what it kept, and any other read fails at once with a message, instead of
// waiting (the shop's default, offlineFirst, pauses a retry until the signal is back: an endless
// "Loading").
queryClient.setQueryDefaults(root, { networkMode: 'always' })

// The enquiry page shows the quotes' and payments' panels; the sections meet only here.
const ORDER_PANELS: OrderPanels = {
  agreed: (o) => <AgreedLines orderId={o._id} />,
  quote: (o) => <QuoteSection order={o} />,
  payments: (o) => <OrderPayments orderId={o._id} />,
}

// The seller's console: /admin (enquiries), /admin/order?id=, /admin/payments, /admin/catalogue,
// /admin/import, /admin/settings, /admin/buyers, /admin/season. One chunk for all: the router's table (which every
// buyer downloads) names one small route module, and the seller moves between the console's pages
// without a download.
const PAGES: Record<string, () => React.ReactNode> = {
  '/admin': () => <AdminInboxPage />,
  '/admin/order': () => <AdminOrderPage panels={ORDER_PANELS} />,
  '/admin/payments': () => <AdminPaymentsPage />,
  '/admin/catalogue': () => <AdminCataloguePage />,
  '/admin/import': () => <AdminImportPage />,
  '/admin/settings': () => <AdminSettingsPage />,
  '/admin/buyers': () => <AdminBuyersPage />,
  '/admin/season': () => <AdminSeasonPage />,
}

export default function AdminConsole() {
  useConsoleApp()
  const path = useLocation().pathname.replace(/\/+$/, '')
  const show = PAGES[path]
  return show ? show() : <AdminNotFound />
}

function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <p className="notice">The console has no such page. Choose one from the menu above.</p>
    </AdminPage>
  )
}
