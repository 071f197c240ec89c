import { lazy } from 'react'

// The seller's console (/admin, /admin/order?id=, /admin/catalogue, /admin/import,
// /admin/settings). This module stays tiny and loads the console itself in a second step, so the
// router's table, which every buyer downloads, names one small file instead of the console's
// chunks. The layout's Suspense shows while it arrives.
const Console = lazy(() => import('../../console/console'))

export default function AdminConsoleRoute() {
  return <Console />
}
