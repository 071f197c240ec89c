import type { LoginResult } from '@contract/accounts'
import { useMutation } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
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
import { accountsMessages } from './accounts.messages'
import { setPassword } from './accounts.queries'

const empty: ChooseValues = { new_password: '', confirm_password: '' }

export const PASSWORD_CHOSEN_MESSAGE = accountsMessages.en.passwordChosen

// The only thing a one-time password may do: choose the buyer's own password. Only the
// answer to that signs the buyer in.
export function ChoosePasswordForm({
  step,
  redirectUrl,
}: {
  step: PasswordStep
  redirectUrl: string | null
}) {
  const navigate = useNavigate()
  const locale = useLocale()
  const m = useMessages(accountsMessages)
  const validate = useCallback((v: ChooseValues) => validateChoosePassword(v, m), [m])
  const form = useForm('choose', empty, validate)
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
      toast.success(m.passwordChosen)
      navigate(redirectAfterSignIn(redirectUrl, result.roles), { replace: true })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.issues.length > 0) {
        const matched = form.showServerErrors(issuesToErrors(e.issues, { fields: CHOOSE_FIELDS }))
        setAlert(matched ? null : errorText(e, locale))
      } else if (e instanceof ApiError && e.status === 401) {
        passwordStep.clear()
        setAlert(m.stepExpired)
      } else {
        setAlert(e instanceof ApiError ? errorText(e, locale) : m.setFailed)
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
      <h2 id="choose-password-heading" ref={heading} tabIndex={-1}>
        {m.chooseHeading}
      </h2>
      <p className="muted">{m.chooseIntro}</p>
      <fieldset disabled={processing} className="account-fieldset">
        <legend className="visually-hidden">{m.chooseHeading}</legend>
        <PasswordField
          f={form.field('new_password')}
          label={m.newPassword}
          autoComplete="new-password"
          hint={m.chooseHint}
        />
        <PasswordField
          f={form.field('confirm_password')}
          label={m.confirmNewPassword}
          autoComplete="new-password"
        />
      </fieldset>
      {alert && (
        <FormAlert kind="danger">
          {alert} {!passwordStep.get() && <Link to="/signin">{m.signInLink}</Link>}
        </FormAlert>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={processing}>
        {processing ? m.saving : m.savePassword}
      </button>
    </form>
  )
}
