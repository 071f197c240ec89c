import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PasswordStepRedirect } from '../../features/accounts/password-step-redirect'
import { useMessages } from '../../lib/i18n'
import { ConfirmHost } from '../../ui/confirm'
import { Toaster } from '../../ui/toast'
import { FloatingButtons } from './floating-buttons'
import { Footer } from './footer'
import { Header } from './header'
import { layoutMessages } from './layout.messages'
import { PageLive } from './page-live'
import { ScrollRestoration } from './scroll-restoration'
import { WaitIndicator } from './wait-indicator'

// The shop's frame (announcement and menu, footer, call and WhatsApp buttons) around every buyer
// page. The seller's console draws its own header, so its frame is the bare one: `shop={false}`.
export function RootLayout({ shop = true }: { shop?: boolean }) {
  const m = useMessages(layoutMessages)
  return (
    <>
      <a className="skip-link" href="#main">
        {m.skipToContent}
      </a>
      <WaitIndicator />
      {shop && <Header />}
      <PasswordStepRedirect />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Outlet />
          <PageLive />
        </Suspense>
      </main>
      {shop && <Footer />}
      {shop && <FloatingButtons />}
      <Toaster />
      <ConfirmHost />
      <ScrollRestoration />
    </>
  )
}
