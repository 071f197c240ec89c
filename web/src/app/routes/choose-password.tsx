import { Navigate, useSearchParams } from 'react-router'
import { redirectAfterSignIn } from '../../features/accounts/account-rules'
import { accountsMessages } from '../../features/accounts/accounts.messages'
import { ChoosePasswordForm } from '../../features/accounts/choose-password-form'
import { useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { usePageTitle } from '../../shared/page-title'
import { usePasswordStep } from '../../shared/password-step'
import { useSession } from '../../shared/session'
import { PageBanner } from '../../ui/page-banner'

// Reached only from a sign-in that must choose a password; otherwise it is sign-in.
export default function ChoosePasswordPage() {
  usePageTitle()
  const m = useMessages(accountsMessages)
  const step = usePasswordStep()
  const session = useSession()
  const redirectUrl = useSearchParams()[0].get('redirect_url')
  if (!useHydrated()) return <div className="page-loading" aria-busy="true" />
  if (!step) {
    const signin = redirectUrl ? `/signin?redirect_url=${encodeURIComponent(redirectUrl)}` : '/signin'
    // Just signed in by this step (or already signed in): on to where the sign-in was meant to lead.
    return <Navigate to={session ? redirectAfterSignIn(redirectUrl, session.roles) : signin} replace />
  }
  return (
    <>
      <PageBanner title={m.passwordTitle} />
      <div className="container page-body account-page">
        <ChoosePasswordForm step={step} redirectUrl={redirectUrl} />
      </div>
    </>
  )
}
