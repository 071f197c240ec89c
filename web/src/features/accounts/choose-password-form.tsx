import type { LoginResult } from '@contract/accounts'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { type PasswordStep, passwordStep } from '../../shared/password-step'
import { deviceToken, sessionStore } from '../../shared/session'
import { FormAlert, issuesToErrors, PasswordField, useForm } from '../../ui/form'
import { toast } from '../../ui/toast'
import {
  CHOOSE_FIELDS,
  type ChooseValues,
  redirectAfterSignIn,
  validateChoosePassword,
} from './account-rules'
import { setPassword } from './accounts.queries'

const empty: ChooseValues = { new_password: '', confirm_password: '' }

export const PASSWORD_CHOSEN_MESSAGE = 'Your password is set. You are signed in.'

// The only thing a first or one-time password may do: choose the buyer's own password. Only the
// answer to that signs the buyer in.
export function ChoosePasswordForm({
  step,
  redirectUrl,
}: {
  step: PasswordStep
  redirectUrl: string | null
}) {
  const navigate = useNavigate()
  const form = useForm('choose', empty, validateChoosePassword)
  const [alert, setAlert] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const submit = useMutation({
    mutationFn: (v: ChooseValues) => setPassword(v.new_password, step.token),
    onSuccess: (result: LoginResult) => {
      deviceToken.set(result.device_token)
      sessionStore.signIn({
        token: result.token,
        sub: result.sub,
        roles: result.roles ?? [],
        isAddressAdded: result.is_address_added === 1,
      })
      passwordStep.clear()
      toast.success(PASSWORD_CHOSEN_MESSAGE)
      navigate(redirectAfterSignIn(redirectUrl, result.roles), { replace: true })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.issues.length > 0) {
        const matched = form.showServerErrors(issuesToErrors(e.issues, { fields: CHOOSE_FIELDS }))
        setAlert(matched ? null : e.message)
      } else if (e instanceof ApiError && e.status === 401) {
        passwordStep.clear()
        setAlert('This step has expired. Please sign in again.')
      } else {
        setAlert(e instanceof ApiError ? e.message : 'Your password could not be set. Please try again.')
      }
    },
  })
  const processing = submit.isPending || submit.isSuccess

  return (
    <form
      className="account-form account-form-narrow card"
      noValidate
      aria-labelledby="choose-password-heading"
      aria-busy={processing}
      onSubmit={(e) => {
        e.preventDefault()
        if (processing) return
        setAlert(null)
        if (form.check()) submit.mutate(form.values)
      }}
    >
      {step.message && <FormAlert kind="success">{step.message}</FormAlert>}
      <h2 id="choose-password-heading" ref={heading} tabIndex={-1}>
        Choose your password
      </h2>
      <p className="muted">
        Your account opens only with a password you choose. Use at least 8 characters, and not your mobile
        number.
      </p>
      <fieldset disabled={processing} className="account-fieldset">
        <legend className="visually-hidden">Choose your password</legend>
        <PasswordField
          f={form.field('new_password')}
          label="New password"
          autoComplete="new-password"
          hint="8 to 128 characters."
        />
        <PasswordField
          f={form.field('confirm_password')}
          label="Confirm new password"
          autoComplete="new-password"
        />
      </fieldset>
      {alert && (
        <FormAlert kind="danger">
          {alert} {!passwordStep.get() && <Link to="/signin">Sign in</Link>}
        </FormAlert>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={processing}>
        {processing ? 'Saving…' : 'Save password and sign in'}
      </button>
    </form>
  )
}
