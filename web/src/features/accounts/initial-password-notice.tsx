import { Link, useLocation } from 'react-router'
import { passwordNotice, usePasswordNotice } from './password-notice'
import { useSession } from './session'
import './accounts.css'

// The banner suggesting a new password after signing in with the first one. Meant for the site
// frame (under the header) so it shows on whatever page the sign-in led to; dismissible.
export function InitialPasswordNotice() {
  const suggested = usePasswordNotice()
  const session = useSession()
  const { pathname } = useLocation()
  // The profile page shows the same hint next to its change-password form.
  if (!suggested || !session || pathname === '/profile') return null
  return (
    <div className="container no-print">
      <div className="notice notice-warning password-notice" role="status">
        <p>
          You signed in with your first password (your mobile number).{' '}
          <Link to="/profile#change-password">Set a new password</Link> to keep your account safe.
        </p>
        <button type="button" className="btn btn-ghost" onClick={passwordNotice.dismiss}>
          Not now
        </button>
      </div>
    </div>
  )
}
