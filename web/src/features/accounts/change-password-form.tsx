import { useCallback } from 'react'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { sessionStore } from '../../shared/session'
import { BusyFieldset, PasswordField, SubmitRow, useForm, useFormSubmit } from '../../ui/form'
import { toast } from '../../ui/toast'
import { NewPasswordFields } from './account-parts'
import { PASSWORD_FIELDS, type PasswordValues, validatePasswordChange } from './account-rules'
import { accountsMessages } from './accounts.messages'
import { changePassword } from './accounts.queries'
import { profileMessages } from './profile.messages'
import { isAuthLost } from './profile-form'

const empty: PasswordValues = { current_password: '', new_password: '', confirm_password: '' }

// Beyond the shop buyers know (docs/behaviour.md#decisions-beyond-the-reference): buyers change their own password (every other session ends).
export function ChangePasswordForm({ mobileNo, onAuthLost }: { mobileNo?: string; onAuthLost: () => void }) {
  const locale = useLocale()
  const m = useMessages(profileMessages)
  const rules = useMessages(accountsMessages)
  const validate = useCallback(
    (v: PasswordValues) => validatePasswordChange(v, mobileNo, rules),
    [mobileNo, rules],
  )
  const form = useForm('password', empty, validate)
  const submit = useFormSubmit(form, {
    fields: PASSWORD_FIELDS,
    send: (v: PasswordValues) =>
      changePassword({ current_password: v.current_password, new_password: v.new_password }),
    onDone: (data) => {
      // The server signed out every other session; this device carries on with the new token.
      sessionStore.setToken(data.token)
      form.reset(empty)
      toast.success(m.changed)
      submit.say({ kind: 'success', text: m.changed })
    },
    onFailed: (e) => {
      // A wrong current password is a 400 naming the field, so a 401 here means the session ended.
      if (isAuthLost(e)) return onAuthLost()
      if (submit.placeIssues(e) !== null) return
      submit.say({ kind: 'danger', text: e instanceof ApiError ? errorText(e, locale) : m.changeFailed })
    },
  })

  return (
    <form
      id="change-password"
      className="account-form card"
      aria-labelledby="change-password-heading"
      {...submit.formProps}
    >
      <h2 id="change-password-heading" tabIndex={-1}>
        {m.changeHeading}
      </h2>
      <p className="muted">{m.changeNote}</p>
      {/* Lets password managers tie the new password to the right username. */}
      <input type="text" name="username" value={mobileNo ?? ''} autoComplete="username" readOnly hidden />
      <BusyFieldset busy={submit.processing} legend={m.changeHeading} className="account-fieldset">
        <PasswordField
          f={form.field('current_password')}
          label={m.currentPassword}
          autoComplete="current-password"
        />
        <NewPasswordFields form={form} hint={m.newPasswordHint} />
      </BusyFieldset>
      <SubmitRow
        submit={submit}
        quiet={submit.message?.kind === 'success'}
        label={m.changeHeading}
        busyLabel={m.changing}
      />
    </form>
  )
}
