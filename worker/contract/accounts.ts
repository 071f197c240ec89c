import { z } from 'zod'
import {
  addressField,
  cityField,
  customerNameField,
  emailField,
  mobileField,
  newPasswordField,
  optionalPlace,
  passwordField,
  pinCodeField,
} from './fields'

// Spec §5 signup.
export const signupSchema = z.object({
  customer_name: customerNameField,
  address: addressField,
  city: cityField,
  district: optionalPlace,
  state: optionalPlace,
  pin_code: pinCodeField,
  mobile_no: mobileField,
  email_id: emailField,
})
export type SignupInput = z.input<typeof signupSchema>

export const checkDuplicateSchema = z.object({ mobile_no: mobileField }).passthrough()

// Spec §5 login: the username is the 10-digit mobile number.
export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .regex(/^[0-9]{10}$/, 'Invalid Range of Username'),
  password: passwordField,
})

export const checkSessionSchema = z.object({ access_token: z.string().min(1).max(4096) })

// Spec §7 account/update: only the filled fields change.
export const profileUpdateSchema = z.object({
  sub: z.string().min(1).max(64),
  customer_name: customerNameField.optional(),
  address: addressField.optional(),
  city: cityField.optional(),
  pin_code: pinCodeField.optional(),
  district: optionalPlace,
  state: optionalPlace,
  email_id: emailField,
})

export const changePasswordSchema = z.object({
  current_password: passwordField,
  new_password: newPasswordField,
})

export const subParam = z.object({ sub: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, 'Invalid account id') })

export interface LoginResult {
  token: string
  sub: string
  is_address_added: 0 | 1
  // The first password is the mobile number: the site suggests changing it.
  is_initial_password: 0 | 1
  roles: string[]
}

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
