import { describe, expect, it } from 'vitest'
import {
  DUPLICATE_MOBILE_MESSAGE,
  duplicateCheckOutcome,
  emptySignup,
  profileUpdatePayload,
  redirectAfterSignIn,
  type SignupValues,
  signupPayload,
  validateLogin,
  validatePasswordChange,
  validateProfile,
  validateSignup,
} from '../../web/src/features/accounts/account-rules'

const good: SignupValues = {
  ...emptySignup(),
  customer_name: 'Murugan S',
  address: '12, Car Street',
  city: 'Sivakasi',
  district: 'Virudhunagar',
  pin_code: '626123',
  mobile_no: '9876543210',
  email_id: '',
  password: 'kuruvi-vedi-2026',
  confirm_password: 'kuruvi-vedi-2026',
}

describe('signup form validation', () => {
  it('accepts a complete form with no e-mail', () => {
    expect(validateSignup(good)).toEqual({})
  })

  it('says each required field is required when the form is empty', () => {
    expect(validateSignup(emptySignup())).toEqual({
      customer_name: 'Customer Name is required',
      address: 'Address is required',
      city: 'City is required',
      pin_code: 'PIN Code is required',
      mobile_no: 'Mobile Number is required',
      password: 'Password is required',
      confirm_password: 'Please type the password again',
    })
  })

  it('asks for a password of 8 or more characters, not the mobile number, typed twice alike', () => {
    expect(validateSignup({ ...good, password: 'short', confirm_password: 'short' }).password).toBe(
      'Use at least 8 characters',
    )
    expect(validateSignup({ ...good, password: '9876543210', confirm_password: '9876543210' }).password).toBe(
      'Choose a password other than your mobile number',
    )
    expect(validateSignup({ ...good, confirm_password: 'kuruvi-vedi-2027' }).confirm_password).toBe(
      'The two passwords do not match',
    )
  })

  it("treats spaces alone as missing ('Customer Name is required')", () => {
    expect(validateSignup({ ...good, customer_name: '   ' }).customer_name).toBe('Customer Name is required')
    expect(validateSignup({ ...good, address: ' \n ' }).address).toBe('Address is required')
    expect(validateSignup({ ...good, city: ' ' }).city).toBe('City is required')
  })

  it("says 'Invalid PIN Code' for 5 digits and for letters", () => {
    expect(validateSignup({ ...good, pin_code: '62612' }).pin_code).toBe('Invalid PIN Code')
    expect(validateSignup({ ...good, pin_code: '62612a' }).pin_code).toBe('Invalid PIN Code')
  })

  it("says 'Invalid Mobile Number' for 9 digits and for 11 digits", () => {
    expect(validateSignup({ ...good, mobile_no: '987654321' }).mobile_no).toBe('Invalid Mobile Number')
    expect(validateSignup({ ...good, mobile_no: '98765432101' }).mobile_no).toBe('Invalid Mobile Number')
  })

  it('limits the name to 100 characters and the address to 1000', () => {
    expect(validateSignup({ ...good, customer_name: 'a'.repeat(101) }).customer_name).toBe(
      'Must be at most 100 characters',
    )
    expect(validateSignup({ ...good, address: 'a'.repeat(1001) }).address).toBe(
      'Must be at most 1000 characters',
    )
  })

  it('refuses an e-mail over 50 characters and accepts one of 50', () => {
    const long = `${'a'.repeat(41)}@mail.com` // 50 characters
    expect(long).toHaveLength(50)
    expect(validateSignup({ ...good, email_id: long }).email_id).toBeUndefined()
    expect(validateSignup({ ...good, email_id: `a${long}` }).email_id).toBe(
      'E-mail must be at most 50 characters',
    )
  })

  it("says 'Invalid E-mail' for an address without @", () => {
    expect(validateSignup({ ...good, email_id: 'murugan.mail.com' }).email_id).toBe('Invalid E-mail')
  })

  it('sends trimmed values and leaves out the empty optional ones, and never the password', () => {
    expect(signupPayload({ ...good, customer_name: ' Murugan S ', district: '' })).toEqual({
      customer_name: 'Murugan S',
      address: '12, Car Street',
      city: 'Sivakasi',
      state: 'Tamil Nadu',
      pin_code: '626123',
      mobile_no: '9876543210',
    })
  })
})

describe('duplicate mobile check', () => {
  it('reads status 1 as free, any other status as taken, and no data as an error', () => {
    expect(duplicateCheckOutcome({ status: 1 })).toBe('free')
    expect(duplicateCheckOutcome({ status: 0 })).toBe('taken')
    expect(duplicateCheckOutcome([])).toBe('error')
    expect(duplicateCheckOutcome(undefined)).toBe('error')
    expect(DUPLICATE_MOBILE_MESSAGE).toBe(
      'This mobile number already exists, please use different mobile number to continue',
    )
  })
})

describe('login form validation', () => {
  it("says 'Username is required' for an empty username", () => {
    expect(validateLogin({ username: '', password: 'x' }).username).toBe('Username is required')
  })

  it("says 'Invalid Range of Username' for a username that is not 10 digits", () => {
    expect(validateLogin({ username: '98765', password: 'x' }).username).toBe('Invalid Range of Username')
    expect(validateLogin({ username: '98765432ab', password: 'x' }).username).toBe(
      'Invalid Range of Username',
    )
  })

  it("says 'Password is required' (not 'Username is required') for an empty password", () => {
    expect(validateLogin({ username: '9876543210', password: '' }).password).toBe('Password is required')
  })

  it('accepts a one-time password and a longer password of the buyer', () => {
    expect(validateLogin({ username: '9876543210', password: 'Kx7pQ2mZ9a' })).toEqual({})
    expect(validateLogin({ username: '9876543210', password: 'Kuruvi-Vedi 2025!' })).toEqual({})
  })
})

describe('where sign-in leads', () => {
  it("goes to /quick-checkout when redirect_url is 'signin'", () => {
    expect(redirectAfterSignIn('signin')).toBe('/quick-checkout')
  })

  it('goes to a known page of the site named by redirect_url', () => {
    expect(redirectAfterSignIn('my-orders')).toBe('/my-orders')
    expect(redirectAfterSignIn('profile')).toBe('/profile')
    expect(redirectAfterSignIn('/my-orders')).toBe('/my-orders')
    expect(redirectAfterSignIn('category?id=sparklers')).toBe('/category?id=sparklers')
  })

  it('sends the seller to the console, and a buyer never there by default', () => {
    expect(redirectAfterSignIn(null, ['admin'])).toBe('/admin')
    expect(redirectAfterSignIn('admin', ['admin'])).toBe('/admin')
    expect(redirectAfterSignIn(null, ['user'])).toBe('/lander')
    expect(redirectAfterSignIn('my-orders', ['admin'])).toBe('/my-orders')
  })

  it('goes to /lander for a full URL, another host or an unknown page', () => {
    expect(redirectAfterSignIn('https://evil.example')).toBe('/lander')
    expect(redirectAfterSignIn('//evil.example')).toBe('/lander')
    expect(redirectAfterSignIn('/\\evil.example')).toBe('/lander')
    expect(redirectAfterSignIn('javascript:alert(1)')).toBe('/lander')
    expect(redirectAfterSignIn('no-such-page')).toBe('/lander')
    expect(redirectAfterSignIn('my-orders#x')).toBe('/lander')
  })

  it('goes to /lander when there is no redirect_url', () => {
    expect(redirectAfterSignIn(null)).toBe('/lander')
    expect(redirectAfterSignIn(undefined)).toBe('/lander')
    expect(redirectAfterSignIn('')).toBe('/lander')
  })
})

describe('profile form', () => {
  const filled = {
    customer_name: 'Murugan S',
    email_id: '',
    address: '12, Car Street',
    city: 'Sivakasi',
    pin_code: '626123',
  }

  it('uses the signup messages for required fields', () => {
    expect(validateProfile({ customer_name: '', email_id: '', address: '', city: '', pin_code: '' })).toEqual(
      {
        customer_name: 'Customer Name is required',
        address: 'Address is required',
        city: 'City is required',
        pin_code: 'PIN Code is required',
      },
    )
  })

  it('sends the sub, the filled fields and the e-mail even when it was emptied', () => {
    expect(profileUpdatePayload('abc', filled)).toEqual({
      sub: 'abc',
      customer_name: 'Murugan S',
      email_id: '',
      address: '12, Car Street',
      city: 'Sivakasi',
      pin_code: '626123',
    })
  })
})

describe('change password form', () => {
  const ok = {
    current_password: '9876543210',
    new_password: 'sivakasi-2025',
    confirm_password: 'sivakasi-2025',
  }

  it('accepts a new password of 8 characters or more that is not the mobile number', () => {
    expect(validatePasswordChange(ok, '9876543210')).toEqual({})
  })

  it('refuses a short new password, the mobile number, and a confirmation that differs', () => {
    expect(
      validatePasswordChange({ ...ok, new_password: 'short', confirm_password: 'short' }).new_password,
    ).toBe('Use at least 8 characters')
    expect(
      validatePasswordChange(
        { ...ok, new_password: '9876543210', confirm_password: '9876543210' },
        '9876543210',
      ).new_password,
    ).toBe('Choose a password other than your mobile number')
    expect(validatePasswordChange({ ...ok, confirm_password: 'sivakasi-2024' }).confirm_password).toBe(
      'The two new passwords do not match',
    )
  })

  it('asks for the current password', () => {
    expect(validatePasswordChange({ ...ok, current_password: '' }).current_password).toBe(
      'Current password is required',
    )
  })
})
