import { loginSchema, type SignupInput, signupSchema } from '@contract/accounts'
import type { RouteBody } from '@contract/api-routes'
import {
  addressField,
  cityField,
  customerNameField,
  emailField,
  newPasswordField,
  pinCodeField,
} from '@contract/fields'
import { APP_PAGES, INFO_PAGES } from '@contract/site-paths'
import * as z from 'zod'
import { schemaErrors } from '../../ui/form/errors'
import { type AccountsMessages, accountsMessages } from './accounts.messages'

// Pure rules of the account forms: validation with the contract's rules and messages, and where to
// go after sign-in. The messages these rules make themselves come from the page's catalogue (`m`);
// the contract's own are translated where they are shown.

// The English words, for callers and tests that name them.
const en = accountsMessages.en

// Admin pages still import this from here until they move to the form kit.

/* Sign up (Register Account) */

// The details the sign-up sends (trimmed) and the duplicate check may see.
const SIGNUP_DETAILS = [
  'customer_name',
  'mobile_no',
  'address',
  'city',
  'pin_code',
  'state',
  'district',
  'email_id',
] as const

// In the order the form shows them (the first invalid one gets the focus). The password is chosen
// here, next to the mobile number it goes with.
export const SIGNUP_FIELDS = [
  'customer_name',
  'mobile_no',
  'password',
  'confirm_password',
  ...SIGNUP_DETAILS.slice(2),
] as const
export type SignupField = (typeof SIGNUP_FIELDS)[number]
export type SignupValues = Record<SignupField, string>

export const DEFAULT_STATE = 'Tamil Nadu'
export const DEFAULT_STATE_CODE = 'TN'

export const emptySignup = (): SignupValues => ({
  customer_name: '',
  mobile_no: '',
  password: '',
  confirm_password: '',
  address: '',
  city: '',
  pin_code: '',
  state: DEFAULT_STATE,
  district: '',
  email_id: '',
})

export const validateSignup = (values: SignupValues, m: AccountsMessages = en) => {
  const errors = schemaErrors<SignupField>(signupSchema, values, { fields: SIGNUP_FIELDS })
  // The contract's words, translated where they are shown, as on the sign-in form.
  if (!values.password) errors.password = 'Password is required'
  else if (!errors.password && values.password === values.mobile_no.trim()) errors.password = m.notMobile
  if (!values.confirm_password) errors.confirm_password = m.typePasswordAgain
  else if (values.confirm_password !== values.password) errors.confirm_password = m.passwordsDiffer
  return errors
}

// What account/checkDuplicate receives, and account/save with the password added: trimmed,
// optional fields left out when empty. The password travels only to account/save, as typed.
// The required ones are there: the form sends nothing before validateSignup passes.
export const signupPayload = (values: SignupValues) => {
  const payload: Record<string, string> = {}
  for (const key of SIGNUP_DETAILS) {
    const v = values[key].trim()
    if (v) payload[key] = v
  }
  return payload as Omit<SignupInput, 'password' | 'company_website' | 'fill_ms'>
}

export const DUPLICATE_MOBILE_MESSAGE = en.duplicateMobile
export const PROCESSING_ERROR_MESSAGE = en.processingError
export const SIGNUP_DONE_MESSAGE = en.signupDone

// account/checkDuplicate: data.status 1 means the mobile number is free; no data at all is a processing error.
export const duplicateCheckOutcome = (data: unknown): 'free' | 'taken' | 'error' => {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('status' in data)) return 'error'
  return (data as { status: unknown }).status === 1 ? 'free' : 'taken'
}

/* Sign in (Login) */

export const LOGIN_FIELDS = ['username', 'password'] as const
export type LoginField = (typeof LOGIN_FIELDS)[number]
export type LoginValues = Record<LoginField, string>

export const LOGIN_FAILED_MESSAGE = en.loginFailed

// The password may be a one-time one from the seller or one the buyer chose (8–128 characters),
// so only its presence is checked here. A missing password says 'Password is required'
// (not 'Username is required', the old site's slip).
export const validateLogin = (values: LoginValues) =>
  schemaErrors<LoginField>(loginSchema, values, { fields: LOGIN_FIELDS })

// Same-site pages a sign-in may return to. Anything else (a full URL, '//host', unknown paths)
// goes to the landing page, so a link can never send a buyer off-site after signing in.
export const RETURN_PATHS: ReadonlySet<string> = new Set([
  ...APP_PAGES.filter((p) => p !== 'signin' && p !== 'signup' && p !== 'choose-password'),
  ...INFO_PAGES,
  'admin',
])

// redirect_url 'signin' means "came from the checkout" and returns there.
export const redirectAfterSignIn = (
  redirectUrl: string | null | undefined,
  roles: readonly string[] = ['user'],
): string => {
  // The seller goes to the console unless a page asked for something else.
  if (!redirectUrl) return roles.includes('admin') ? '/admin' : '/lander'
  if (redirectUrl === 'signin') return '/quick-checkout'
  // One optional leading slash, a known page, then an optional plain query string (?id=…).
  const m = /^\/?([a-z-]+)(\?[A-Za-z0-9_.~%=&-]*)?$/.exec(redirectUrl)
  if (!m || !RETURN_PATHS.has(m[1]!)) return '/lander'
  return `/${m[1]}${m[2] ?? ''}`
}

/* Profile */

export const PROFILE_FIELDS = ['customer_name', 'email_id', 'address', 'city', 'pin_code'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type ProfileValues = Record<ProfileField, string>

const profileSchema = z.object({
  customer_name: customerNameField,
  email_id: emailField,
  address: addressField,
  city: cityField,
  pin_code: pinCodeField,
})

export const validateProfile = (values: ProfileValues) =>
  schemaErrors<ProfileField>(profileSchema, values, { fields: PROFILE_FIELDS })

// What account/update receives: sub plus the filled fields, and the e-mail always, so emptying
// it clears the saved address (the other fields are required and cannot be emptied).
export const profileUpdatePayload = (sub: string, values: ProfileValues) => {
  const payload: RouteBody<'POST account/update'> = { sub }
  for (const key of PROFILE_FIELDS) {
    const v = values[key].trim()
    if (v || key === 'email_id') payload[key] = v
  }
  return payload
}

/* Change password */

export const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const
export type PasswordField = (typeof PASSWORD_FIELDS)[number]
export type PasswordValues = Record<PasswordField, string>

export const NOT_MOBILE_MESSAGE = en.notMobile

export const validatePasswordChange = (
  values: PasswordValues,
  mobileNo?: string,
  m: AccountsMessages = en,
) => {
  const errors = schemaErrors<PasswordField>(
    z.object({
      current_password: z.string().min(1, m.currentRequired),
      new_password: newPasswordField,
      confirm_password: z.string().min(1, m.typeAgain),
    }),
    values,
    { fields: PASSWORD_FIELDS },
  )
  if (!errors.new_password && mobileNo && values.new_password === mobileNo) errors.new_password = m.notMobile
  if (!errors.confirm_password && values.confirm_password !== values.new_password)
    errors.confirm_password = m.newPasswordsDiffer
  return errors
}

/* Choose your password (after a one-time password) */

export const CHOOSE_FIELDS = ['new_password', 'confirm_password'] as const
export type ChooseField = (typeof CHOOSE_FIELDS)[number]
export type ChooseValues = Record<ChooseField, string>

export const validateChoosePassword = (values: ChooseValues, m: AccountsMessages = en) => {
  const errors = schemaErrors<ChooseField>(
    z.object({
      new_password: newPasswordField,
      confirm_password: z.string().min(1, m.typeAgain),
    }),
    values,
    { fields: CHOOSE_FIELDS },
  )
  if (!errors.confirm_password && values.confirm_password !== values.new_password)
    errors.confirm_password = m.passwordsDiffer
  return errors
}
