import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { useMessages } from '../../lib/i18n'
import { accountsMessages } from './accounts.messages'
import { logout } from './logout'
import './accounts.css'

// Shown on the sign-in and sign-up pages to someone who is already signed in.
export function SignedInNotice({ continueTo }: { continueTo: string }) {
  const navigate = useNavigate()
  const m = useMessages(accountsMessages)
  const queryClient = useQueryClient()
  return (
    <div className="account-form account-form-narrow card">
      <h2>{m.signedInHeading}</h2>
      <p className="muted">{m.signedInNote}</p>
      <div className="account-actions">
        <Link to={continueTo} className="btn btn-primary">
          {m.continue}
        </Link>
        <Link to="/profile" className="btn">
          {m.myAccount}
        </Link>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            navigate('/lander')
            void logout(queryClient)
          }}
        >
          {m.logout}
        </button>
      </div>
    </div>
  )
}
