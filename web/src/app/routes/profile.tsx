import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { AccountDataActions } from '../../features/accounts/account-data-actions'
import { profileQuery } from '../../features/accounts/accounts.queries'
import { ChangePasswordForm } from '../../features/accounts/change-password-form'
import { ClaimEnquiries } from '../../features/accounts/claim-enquiries'
import { logout as logoutHere } from '../../features/accounts/logout'
import { profileMessages } from '../../features/accounts/profile.messages'
import { isAuthLost, ProfileForm } from '../../features/accounts/profile-form'
import { useErrorText, useMessages } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { usePageTitle } from '../../shared/page-title'
import { type Session, sessionStore, useSession } from '../../shared/session'
import { PageBanner } from '../../ui/page-banner'
import { toast } from '../../ui/toast'

const SIGNIN_AGAIN = '/signin?redirect_url=profile'

// Profile: requires sign-in. Logging out (here or from the header) goes to /lander;
// a session that has ended (401) goes to sign in and comes back here.
export default function ProfilePage() {
  usePageTitle()
  const m = useMessages(profileMessages)
  const session = useSession()
  // A session that vanishes without the buyer asking (expired, or revoked) goes to sign in; a
  // logout or a deleted account has already chosen where to go.
  const [left, setLeft] = useState(false)
  const onAuthLost = useCallback(() => {
    toast.warning(m.sessionEnded)
    sessionStore.signOut()
  }, [m])
  const hydrated = useHydrated()
  if (!hydrated) return <div className="page-loading" aria-busy="true" />
  if (!session) return left ? null : <Navigate to={SIGNIN_AGAIN} replace />
  return <ProfileContent session={session} onAuthLost={onAuthLost} onLeave={() => setLeft(true)} />
}

function ProfileContent({
  session,
  onAuthLost,
  onLeave,
}: {
  session: Session
  onAuthLost: () => void
  onLeave: () => void
}) {
  const m = useMessages(profileMessages)
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const profile = useQuery(profileQuery(session.sub))
  const { hash } = useLocation()
  const authLost = isAuthLost(profile.error)

  useEffect(() => {
    if (authLost) onAuthLost()
  }, [authLost, onAuthLost])

  // A link to #change-password lands on the change-password form.
  useEffect(() => {
    if (hash !== '#change-password') return
    const form = document.getElementById('change-password')
    form?.scrollIntoView({ block: 'start' })
    document.getElementById('change-password-heading')?.focus({ preventScroll: true })
  }, [hash])

  const logout = async () => {
    onLeave()
    await logoutHere(queryClient)
    navigate('/lander', { replace: true })
  }

  // Fresh values before the form mounts, so a change made on another device is not overwritten.
  const ready = profile.data && (profile.isFetchedAfterMount || !profile.isFetching)

  return (
    <>
      <PageBanner title={m.title} />
      <div className="container page-body account-page">
        <nav className="account-bar" aria-label={m.myAccount}>
          <p className="account-greeting">
            {profile.data ? (
              <>
                {m.hello}
                <strong>{profile.data.customer_name}</strong>
              </>
            ) : (
              m.myAccount
            )}
          </p>
          <div className="account-actions">
            <Link to="/my-orders" className="btn">
              {m.myOrders}
            </Link>
            <button type="button" className="btn btn-ghost" onClick={logout}>
              {m.logout}
            </button>
          </div>
        </nav>
        <div className="profile-grid">
          <ClaimEnquiries sub={session.sub} onAuthLost={onAuthLost} />
          {ready && profile.data ? (
            <ProfileForm profile={profile.data} onAuthLost={onAuthLost} />
          ) : profile.isError && !authLost ? (
            <div className="account-form card">
              <h2>{m.yourDetails}</h2>
              <p className="notice notice-danger" role="alert">
                {m.loadFailed} {errorText(profile.error)}
              </p>
              <button type="button" className="btn btn-primary" onClick={() => profile.refetch()}>
                {m.tryAgain}
              </button>
            </div>
          ) : (
            <div className="account-form card profile-loading" aria-busy="true">
              <h2>{m.yourDetails}</h2>
              <p className="muted">{m.loading}</p>
            </div>
          )}
          <ChangePasswordForm mobileNo={profile.data?.mobile_no} onAuthLost={onAuthLost} />
          <AccountDataActions onAuthLost={onAuthLost} onLeave={onLeave} />
        </div>
      </div>
    </>
  )
}
