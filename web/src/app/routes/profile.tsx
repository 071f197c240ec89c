import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { AccountDataActions } from '../../features/accounts/account-data-actions'
import { profileQuery } from '../../features/accounts/accounts.queries'
import { ChangePasswordForm } from '../../features/accounts/change-password-form'
import { logout as logoutHere } from '../../features/accounts/logout'
import { isAuthLost, ProfileForm } from '../../features/accounts/profile-form'
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
  const session = useSession()
  // A session that vanishes without the buyer asking (expired, or revoked) goes to sign in; a
  // logout or a deleted account has already chosen where to go.
  const [left, setLeft] = useState(false)
  const onAuthLost = useCallback(() => {
    toast.warning('Your session has ended. Please sign in again.')
    sessionStore.signOut()
  }, [])
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
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const profile = useQuery(profileQuery(session.sub))
  const { hash } = useLocation()
  const authLost = isAuthLost(profile.error)

  useEffect(() => {
    if (authLost) onAuthLost()
  }, [authLost, onAuthLost])

  // The link from the first-password notice lands on the change-password form.
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
      <PageBanner title="My Profile" />
      <div className="container page-body account-page">
        <nav className="account-bar" aria-label="My account">
          <p className="account-greeting">
            {profile.data ? (
              <>
                Hello, <strong>{profile.data.customer_name}</strong>
              </>
            ) : (
              'My account'
            )}
          </p>
          <div className="account-actions">
            <Link to="/my-orders" className="btn">
              My Orders
            </Link>
            <button type="button" className="btn btn-ghost" onClick={logout}>
              Logout
            </button>
          </div>
        </nav>
        <div className="profile-grid">
          {ready && profile.data ? (
            <ProfileForm profile={profile.data} onAuthLost={onAuthLost} />
          ) : profile.isError && !authLost ? (
            <div className="account-form card">
              <h2>Your details</h2>
              <p className="notice notice-danger" role="alert">
                We could not load your profile. {profile.error.message}
              </p>
              <button type="button" className="btn btn-primary" onClick={() => profile.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <div className="account-form card profile-loading" aria-busy="true">
              <h2>Your details</h2>
              <p className="muted">Loading your details…</p>
            </div>
          )}
          <ChangePasswordForm mobileNo={profile.data?.mobile_no} onAuthLost={onAuthLost} />
          <AccountDataActions onAuthLost={onAuthLost} onLeave={onLeave} />
        </div>
      </div>
    </>
  )
}
