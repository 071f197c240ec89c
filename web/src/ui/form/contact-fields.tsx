import type { ComponentProps } from 'react'
import { PasswordField, TextAreaField, TextField } from './inputs'
import type { FieldProps } from './use-form'

// The contact fields every buyer form asks for, each with the one set of browser hints (autofill,
// keypad, length) it carries everywhere; a form may still override one (a username keypad).
type TextProps = ComponentProps<typeof TextField>

export const NameField = (p: TextProps) => <TextField autoComplete="name" maxLength={100} {...p} />

export const MobileField = (p: TextProps) => (
  <TextField type="tel" autoComplete="tel-national" digits={10} {...p} />
)

export const EmailField = (p: TextProps) => (
  <TextField optional type="email" autoComplete="email" maxLength={50} {...p} />
)

export const CityField = (p: TextProps) => <TextField autoComplete="address-level2" maxLength={100} {...p} />

export const PinCodeField = (p: TextProps) => <TextField autoComplete="postal-code" digits={6} {...p} />

export const AddressField = (p: ComponentProps<typeof TextAreaField>) => (
  <TextAreaField maxLength={1000} {...p} />
)

// A new password and its confirmation: both 'new-password', so managers offer to generate one.
export function NewPasswordPair({
  password,
  confirm,
  label,
  confirmLabel,
  hint,
}: {
  password: FieldProps
  confirm: FieldProps
  label: string
  confirmLabel: string
  hint: string
}) {
  return (
    <>
      <PasswordField f={password} label={label} autoComplete="new-password" hint={hint} />
      <PasswordField f={confirm} label={confirmLabel} autoComplete="new-password" />
    </>
  )
}
