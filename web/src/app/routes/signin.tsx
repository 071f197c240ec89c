import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { redirectAfterSignIn } from '../../features/accounts/account-rules'
import { accountsMessages } from '../../features/accounts/accounts.messages'
import { SignedInNotice } from '../../features/accounts/signed-in-notice'
import { SigninForm } from '../../features/accounts/signin-form'
import { useMessages } from '../../lib/i18n'
import { usePageTitle } from '../../shared/page-title'
import { useSession } from '../../shared/session'
import { PageBanner } from '../../ui/page-banner'

// Login (see docs/behaviour.md#accounts), with an optional redirect_url of where to go afterwards.
export default function SigninPage() {
  usePageTitle()
  const m = useMessages(accountsMessages)
  const session = useSession()
  // Only someone already signed in when arriving sees the notice; a sign-in made here moves on.
  const [arrivedSignedIn] = useState(session !== null)
  const redirectUrl = useSearchParams()[0].get('redirect_url')
  const signupLink = redirectUrl ? `/signup?redirect_url=${encodeURIComponent(redirectUrl)}` : '/signup'
  return (
    <>
      <PageBanner title={m.loginTitle} />
      <div className="container page-body account-page">
        {session && arrivedSignedIn ? (
          <SignedInNotice continueTo={redirectAfterSignIn(redirectUrl)} />
        ) : (
          <SigninForm redirectUrl={redirectUrl} signupLink={signupLink} />
        )}
      </div>
    </>
  )
}
