import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { choosePasswordLink, passwordStep } from '../../shared/password-step'
import { deviceToken, sessionStore } from '../../shared/session'
import { FormAlert, issuesToErrors, PasswordField, TextField, useForm } from '../../ui/form'
import { LOGIN_FIELDS, type LoginValues, redirectAfterSignIn, validateLogin } from './account-rules'
import { accountsMessages } from './accounts.messages'
import { login } from './accounts.queries'

class NotAShopAccount extends Error {}

const empty: LoginValues = { username: '', password: '' }

export function SigninForm({ redirectUrl, signupLink }: { redirectUrl: string | null; signupLink: string }) {
  const navigate = useNavigate()
  const locale = useLocale()
  const m = useMessages(accountsMessages)
  const form = useForm('signin', empty, validateLogin)
  const [alert, setAlert] = useState<string | null>(null)

  // Store token and sub, then go on when the roles include 'user' (or 'admin': the seller signs
  // in here too, for the console). The login answer carries the roles: no second call.
  const submit = useMutation({
    mutationFn: async (values: LoginValues) => {
      const device = deviceToken.get()
      const result = await login({
        username: values.username.trim(),
        password: values.password,
        ...(device ? { device_token: device } : {}),
      })
      deviceToken.set(result.device_token)
      // A one-time password opens nothing but the choose-password step.
      if (result.must_change_password === 1) {
        passwordStep.start({ token: result.token, sub: result.sub })
        return { ...result, roles: [] as string[] }
      }
      const roles = result.roles ?? []
      if (!roles.includes('user') && !roles.includes('admin')) throw new NotAShopAccount()
      sessionStore.signIn({
        token: result.token,
        sub: result.sub,
        roles,
        isAddressAdded: result.is_address_added === 1,
      })
      return { ...result, roles }
    },
    onSuccess: (result) => {
      if (result.must_change_password === 1) {
        navigate(choosePasswordLink(redirectUrl), { replace: true })
        return
      }
      navigate(redirectAfterSignIn(redirectUrl, result.roles), { replace: true })
    },
    onError: (e) => {
      if (e instanceof NotAShopAccount) setAlert(m.notShopAccount)
      // Too many attempts, or no connection: the server's (or the client's) own words say what to do.
      else if (e instanceof ApiError && (e.status === 429 || e.code === 'NETWORK'))
        setAlert(errorText(e, locale))
      else if (e instanceof ApiError && e.status === 400 && e.issues.length > 0) {
        form.showServerErrors(issuesToErrors(e.issues, { fields: LOGIN_FIELDS }))
        setAlert(m.loginFailed)
      } else {
        setAlert(m.loginFailed)
        // Back to the password, ready for another try (the form was disabled while sending).
        requestAnimationFrame(() =>
          (document.getElementById('signin-password') as HTMLInputElement | null)?.select(),
        )
      }
    },
  })
  // Stays busy after success too, while the next page's code downloads.
  const processing = submit.isPending || submit.isSuccess

  return (
    <form
      className="account-form account-form-narrow card"
      noValidate
      aria-busy={processing}
      onSubmit={(e) => {
        e.preventDefault()
        if (processing) return
        setAlert(null)
        if (form.check()) submit.mutate(form.values)
      }}
    >
      <fieldset disabled={processing} className="account-fieldset">
        <legend className="visually-hidden">{m.signIn}</legend>
        <TextField
          f={form.field('username')}
          label={m.username}
          type="tel"
          autoComplete="username"
          digits={10}
          enterKeyHint="next"
        />
        <PasswordField
          f={form.field('password')}
          label={m.password}
          autoComplete="current-password"
          hint={m.forgotHint}
        />
      </fieldset>
      {alert && <FormAlert kind="danger">{alert}</FormAlert>}
      <button type="submit" className="btn btn-primary btn-block" disabled={processing}>
        {processing ? m.signingIn : m.signIn}
      </button>
      <p className="form-foot">
        {m.newCustomer}
        <Link to={signupLink}>{m.registerLink}</Link>
      </p>
    </form>
  )
}
