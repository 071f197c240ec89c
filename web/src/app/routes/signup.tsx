import { useSearchParams } from 'react-router'
import { redirectAfterSignIn } from '../../features/accounts/account-rules'
import { accountsMessages } from '../../features/accounts/accounts.messages'
import { SignedInNotice } from '../../features/accounts/signed-in-notice'
import { SignupForm } from '../../features/accounts/signup-form'
import { useMessages } from '../../lib/i18n'
import { usePageTitle } from '../../shared/page-title'
import { useSession } from '../../shared/session'
import { PageBanner } from '../../ui/page-banner'

// Register Account (see docs/behaviour.md#accounts). A redirect_url is passed on to the sign-in that follows.
export default function SignupPage() {
  usePageTitle()
  const m = useMessages(accountsMessages)
  const session = useSession()
  const redirectUrl = useSearchParams()[0].get('redirect_url')
  const signinLink = redirectUrl ? `/signin?redirect_url=${encodeURIComponent(redirectUrl)}` : '/signin'
  return (
    <>
      <PageBanner title={m.registerTitle} />
      <div className="container page-body account-page">
        {session ? (
          <SignedInNotice continueTo={redirectAfterSignIn(redirectUrl)} />
        ) : (
          <>
            <p className="account-intro">{m.registerIntro}</p>
            <SignupForm signinLink={signinLink} redirectUrl={redirectUrl} />
          </>
        )}
      </div>
    </>
  )
}
