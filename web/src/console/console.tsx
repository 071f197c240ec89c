import { useLocation } from 'react-router'
import { AdminBuyersPage } from './buyers/buyers-page'
import { AdminCataloguePage } from './catalogue/catalogue-page'
import { AdminImportPage } from './catalogue/import-page'
import { AdminInboxPage } from './inbox/inbox-page'
import { AdminOrderPage } from './orders/order-page'
import { AdminPaymentsPage } from './payments/payments-page'
import { AdminSettingsPage } from './settings/settings-page'
import { useConsoleApp } from './shell/console-app'
import { AdminPage } from './shell/shell'

// The seller's console: /admin (enquiries), /admin/order?id=, /admin/payments, /admin/catalogue,
// /admin/import, /admin/settings, /admin/buyers. One chunk for all: the router's table (which every
// buyer downloads) names one small route module, and the seller moves between the console's pages
// without a download.
const PAGES: Record<string, () => React.ReactNode> = {
  '/admin': () => <AdminInboxPage />,
  '/admin/order': () => <AdminOrderPage />,
  '/admin/payments': () => <AdminPaymentsPage />,
  '/admin/catalogue': () => <AdminCataloguePage />,
  '/admin/import': () => <AdminImportPage />,
  '/admin/settings': () => <AdminSettingsPage />,
  '/admin/buyers': () => <AdminBuyersPage />,
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
