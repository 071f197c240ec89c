// The form kit: one field component, one form hook, one mapper from the server's issues.

export {
  AddressField,
  CityField,
  EmailField,
  MobileField,
  NameField,
  NewPasswordPair,
  PinCodeField,
} from './contact-fields'
export {
  digitsOnly,
  type FieldErrors,
  focusFirstInvalid,
  hasErrors,
  type Issue,
  type IssueOptions,
  idOf,
  issuesToErrors,
  schemaErrors,
  unplacedMessage,
} from './errors'
export { type ControlProps, describedBy, Field, FormAlert } from './field'
export { AccessCodeField, PasswordField, SelectField, TextAreaField, TextField } from './inputs'
export { useCheckedForm } from './use-checked-form'
export { type FieldProps, type Form, useForm, type Validate } from './use-form'
export {
  BusyFieldset,
  type FormMessage,
  type FormSubmit,
  SubmitButton,
  SubmitMessage,
  type SubmitOptions,
  SubmitRow,
  useFormSubmit,
} from './use-form-submit'
