import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { CHOOSE_PASSWORD_PATH, usePasswordStep } from '../../shared/password-step'

// In the site frame: when any call answers "choose a password first", go to that step.
export function PasswordStepRedirect() {
  const step = usePasswordStep()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (step?.forced && pathname !== CHOOSE_PASSWORD_PATH) navigate(CHOOSE_PASSWORD_PATH, { replace: true })
  }, [step, pathname, navigate])
  return null
}
