import type { LoginResult } from '@contract/accounts'
import { useMessages } from '../../lib/i18n'
import { deviceToken, sessionStore } from '../../shared/session'
import { type FieldProps, NewPasswordPair } from '../../ui/form'
import { accountsMessages } from './accounts.messages'

// What the sign-in, sign-up, choose-password and profile forms share. One module on purpose:
// the build gives these pages one shared chunk, not one more file (and preload entry) per helper.

// A sign-in, a sign-up or a chosen password answers with a session: this device keeps it, and
// keeps the device token it will show at the next sign-in.
export function openSession(result: LoginResult, roles: string[] = result.roles ?? []): void {
  deviceToken.set(result.device_token)
  sessionStore.signIn({
    token: result.token,
    sub: result.sub,
    roles,
    isAddressAdded: result.is_address_added === 1,
  })
}

// The new password twice, as the choose-password step and the profile's change both ask it.
export function NewPasswordFields({
  form,
  hint,
}: {
  form: { field: (name: 'new_password' | 'confirm_password') => FieldProps }
  hint: string
}) {
  const m = useMessages(accountsMessages)
  return (
    <NewPasswordPair
      password={form.field('new_password')}
      confirm={form.field('confirm_password')}
      label={m.newPassword}
      confirmLabel={m.confirmNewPassword}
      hint={hint}
    />
  )
}
