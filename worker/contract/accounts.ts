import * as z from 'zod'
import { accessCodeField } from './access-code'
import {
  addressField,
  cityField,
  clearableEmailField,
  customerNameField,
  emailField,
  formGuardFields,
  mobileField,
  newPasswordField,
  optionalPlace,
  passwordField,
  pinCodeField,
} from './fields'

// Register Account (account/save).
export const signupSchema = z.object({
  customer_name: customerNameField,
  address: addressField,
  city: cityField,
  district: optionalPlace,
  state: optionalPlace,
  pin_code: pinCodeField,
  mobile_no: mobileField,
  email_id: emailField,
  // Chosen here, so no account ever opens on a password others may know (see docs/behaviour.md).
  password: newPasswordField,
  ...formGuardFields,
})
export type SignupInput = z.input<typeof signupSchema>

export const checkDuplicateSchema = z.object({ mobile_no: mobileField }).passthrough()

// Login: the username is the 10-digit mobile number.
export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .regex(/^[0-9]{10}$/, 'Invalid Range of Username'),
  password: passwordField,
  // Proof that this browser signed in to this account before: it is spared the global per-number
  // limit, so strangers failing on the number elsewhere cannot lock the owner out.
  device_token: z.string().max(4096).optional(),
})

export const checkSessionSchema = z.object({ access_token: z.string().min(1).max(4096) })

// account/update: only the fields sent change; an empty e-mail clears the saved one.
export const profileUpdateSchema = z.object({
  sub: z.string().min(1).max(64),
  customer_name: customerNameField.optional(),
  address: addressField.optional(),
  city: cityField.optional(),
  pin_code: pinCodeField.optional(),
  district: optionalPlace,
  state: optionalPlace,
  email_id: clearableEmailField,
})

export const changePasswordSchema = z.object({
  current_password: passwordField,
  new_password: newPasswordField,
})

// After a sign-in with a one-time password, the only thing the token may do.
export const setPasswordSchema = z.object({ new_password: newPasswordField })

// Deleting an account asks for the password again, so an unattended phone cannot do it.
export const deleteAccountSchema = z.object({ password: passwordField })

// POST account/claim-enquiries: the access code of one enquiry sent signed out with the account's number.
export const claimEnquirySchema = z.object({ access_code: accessCodeField })

export const subParam = z.object({ sub: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, 'Invalid account id') })

export interface LoginResult {
  token: string
  sub: string
  is_address_added: 0 | 1
  // Signed in with a one-time password from the seller.
  is_initial_password: 0 | 1
  // 1: the token may only call account/set-password; every other call answers
  // 403 PASSWORD_CHANGE_REQUIRED until a new password is chosen.
  must_change_password: 0 | 1
  roles: string[]
  // When this token stops working (ms since epoch) unless renewed. Calls made in the second half
  // of its life answer with a fresh token in the X-Auth-Token response header.
  expires_at: number
  // Kept by the browser across sign-outs and sent with the next login (see loginSchema).
  device_token: string
}

// Sign-up answers with a session, as a sign-in does: the buyer chose the password in the form.
export interface SignupResult extends LoginResult {
  message: string
}

// The seller's view of a buyer, to find one and reset a forgotten password.
export interface AdminAccount {
  sub: string
  customer_name: string
  mobile_no: string
  city: string
  role: 'user' | 'admin'
  created_at: string
  must_change_password: 0 | 1
}

// The console's account search: a mobile number or its first digits; none lists the newest.
export const adminAccountListQuery = z.object({
  mobile_no: z
    .string()
    .trim()
    .regex(/^[0-9]{1,10}$/, 'Type digits of a mobile number')
    .optional(),
})

export interface PasswordReset {
  // Shown once to the seller, who tells it to the buyer by phone; it must be changed at first use.
  one_time_password: string
  expires_at: string
}

export { RENEWED_TOKEN_HEADER } from './api-base'

export interface Profile {
  sub: string
  customer_name: string
  mobile_no: string
  email_id: string | null
  address: string
  city: string
  pin_code: string
  district: string | null
  state: string | null
}

// GET account/claim-enquiries: how many enquiries were sent with the account's number while signed
// out, and nothing more about them (a number proves nothing: anyone may register one). Each is
// added with its own access code (POST, claimEnquirySchema -> ClaimedEnquiry), which only the
// buyer who sent it was given. Both need a full session: one opened with the password the buyer
// chose, not a first or one-time password.
export interface ClaimableEnquiries {
  count: number
}

export interface ClaimedEnquiry {
  enquiry_number: string
}
