import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { choosePasswordLink, passwordStep } from '../../shared/password-step'
import { deviceToken } from '../../shared/session'
import { BusyFieldset, MobileField, PasswordField, SubmitRow, useForm, useFormSubmit } from '../../ui/form'
import { openSession } from './account-parts'
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
  const danger = (text: string): void => submit.say({ kind: 'danger', text })

  // Store token and sub, then go on when the roles include 'user' (or 'admin': the seller signs
  // in here too, for the console). The login answer carries the roles: no second call.
  const submit = useFormSubmit(form, {
    fields: LOGIN_FIELDS,
    busyAfterSuccess: true,
    send: async (values: LoginValues) => {
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
      openSession(result, roles)
      return { ...result, roles }
    },
    onDone: (result) => {
      if (result.must_change_password === 1) {
        navigate(choosePasswordLink(redirectUrl), { replace: true })
        return
      }
      navigate(redirectAfterSignIn(redirectUrl, result.roles), { replace: true })
    },
    onFailed: (e) => {
      if (e instanceof NotAShopAccount) danger(m.notShopAccount)
      // Too many attempts, or no connection: the server's (or the client's) own words say what to do.
      else if (e instanceof ApiError && (e.status === 429 || e.code === 'NETWORK'))
        danger(errorText(e, locale))
      else if (e instanceof ApiError && e.status === 400 && submit.placeIssues(e) !== null)
        danger(m.loginFailed)
      else {
        danger(m.loginFailed)
        // Back to the password, ready for another try (the form was disabled while sending).
        requestAnimationFrame(() =>
          (document.getElementById('signin-password') as HTMLInputElement | null)?.select(),
        )
      }
    },
  })

  return (
    <form className="account-form account-form-narrow card" {...submit.formProps}>
      <BusyFieldset busy={submit.processing} legend={m.signIn} className="account-fieldset">
        <MobileField
          f={form.field('username')}
          label={m.username}
          autoComplete="username"
          enterKeyHint="next"
        />
        <PasswordField
          f={form.field('password')}
          label={m.password}
          autoComplete="current-password"
          hint={m.forgotHint}
        />
      </BusyFieldset>
      <SubmitRow submit={submit} label={m.signIn} busyLabel={m.signingIn} />
      <p className="form-foot">
        {m.newCustomer}
        <Link to={signupLink}>{m.registerLink}</Link>
      </p>
    </form>
  )
}
