import { useMessages } from '../../lib/i18n'
import { type FieldProps, NewPasswordPair } from '../../ui/form'
import { accountsMessages } from './accounts.messages'

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
