import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { logout } from './logout'
import './accounts.css'

// Shown on the sign-in and sign-up pages to someone who is already signed in.
export function SignedInNotice({ continueTo }: { continueTo: string }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <div className="account-form account-form-narrow card">
      <h2>You are signed in</h2>
      <p className="muted">To use another account, log out first.</p>
      <div className="account-actions">
        <Link to={continueTo} className="btn btn-primary">
          Continue
        </Link>
        <Link to="/profile" className="btn">
          My account
        </Link>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            navigate('/lander')
            void logout(queryClient)
          }}
        >
          Logout
        </button>
      </div>
    </div>
  )
}
