import type { LoginResult } from '@contract/accounts'
import { useCallback, useEffect, useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { type PasswordStep, passwordStep } from '../../shared/password-step'
import { BusyFieldset, SubmitRow, useForm, useFormSubmit } from '../../ui/form'
import { toast } from '../../ui/toast'
import { NewPasswordFields, openSession } from './account-parts'
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
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const danger = (text: string): void => submit.say({ kind: 'danger', text })

  const submit = useFormSubmit(form, {
    fields: CHOOSE_FIELDS,
    busyAfterSuccess: true,
    send: (v: ChooseValues) => setPassword(v.new_password, step.token),
    onDone: (result: LoginResult) => {
      openSession(result)
      passwordStep.clear()
      toast.success(m.passwordChosen)
      navigate(redirectAfterSignIn(redirectUrl, result.roles), { replace: true })
    },
    onFailed: (e) => {
      const matched = submit.placeIssues(e)
      if (matched !== null) submit.say(matched ? null : { kind: 'danger', text: errorText(e, locale) })
      else if (e instanceof ApiError && e.status === 401) {
        passwordStep.clear()
        danger(m.stepExpired)
      } else danger(e instanceof ApiError ? errorText(e, locale) : m.setFailed)
    },
  })

  return (
    <form
      className="account-form account-form-narrow card"
      aria-labelledby="choose-password-heading"
      {...submit.formProps}
    >
      <h2 id="choose-password-heading" ref={heading} tabIndex={-1}>
        {m.chooseHeading}
      </h2>
      <p className="muted">{m.chooseIntro}</p>
      <BusyFieldset busy={submit.processing} legend={m.chooseHeading} className="account-fieldset">
        <NewPasswordFields form={form} hint={m.chooseHint} />
      </BusyFieldset>
      <SubmitRow submit={submit} label={m.savePassword} busyLabel={m.saving}>
        {' '}
        {!passwordStep.get() && <Link to="/signin">{m.signInLink}</Link>}
      </SubmitRow>
    </form>
  )
}
