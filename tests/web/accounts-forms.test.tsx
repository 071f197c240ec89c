import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { SigninForm } from '../../web/src/features/accounts/signin-form'
import { SignupForm } from '../../web/src/features/accounts/signup-form'
import { passwordStep } from '../../web/src/shared/password-step'
import { sessionStore } from '../../web/src/shared/session'
import { fakeApi, renderPage, resetBetweenTests } from './kit'

const renderAt = (element: ReactNode) => renderPage(element, { path: '/form' })

resetBetweenTests()

describe('sign-in form', () => {
  it('shows the username and password messages under their fields on an empty submit', async () => {
    fakeApi({})
    renderAt(<SigninForm redirectUrl={null} signupLink="/signup" />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const username = screen.getByLabelText('Username (mobile number)')
    expect(await screen.findByText('Username is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()
    expect(username.getAttribute('aria-invalid')).toBe('true')
    expect(username.getAttribute('aria-describedby')).toContain('signin-username-error')
  })

  it('keeps only digits in the username, up to 10', () => {
    fakeApi({})
    renderAt(<SigninForm redirectUrl={null} signupLink="/signup" />)
    const username = screen.getByLabelText('Username (mobile number)') as HTMLInputElement
    fireEvent.change(username, { target: { value: '98765 43210 99' } })
    expect(username.value).toBe('9876543210')
  })

  it("signs in with one call (the login answer carries the roles), stores the session and goes to /quick-checkout for redirect_url 'signin'", async () => {
    const calls = fakeApi({
      'users/login': {
        body: {
          data: { token: 'tok', sub: 'sub-1', is_address_added: 1, is_initial_password: 0, roles: ['user'] },
        },
      },
    })
    renderAt(<SigninForm redirectUrl="signin" signupLink="/signup" />)
    fireEvent.change(screen.getByLabelText('Username (mobile number)'), { target: { value: '9876543210' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '9876543210' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })))
    expect((await screen.findByTestId('where')).textContent).toBe('/quick-checkout')
    expect(calls.map((c) => c.path)).toEqual(['users/login'])
    expect(localStorage.getItem('public_token')).toBe('tok')
    expect(localStorage.getItem('public_sub')).toBe('sub-1')
  })

  it('a sign-in with a one-time password stores no session and goes to choose-password, sending and keeping the device token', async () => {
    localStorage.setItem('device_token', 'dev-old')
    const calls = fakeApi({
      'users/login': {
        body: {
          data: {
            token: 'pw-scope',
            sub: 'sub-1',
            is_address_added: 1,
            is_initial_password: 1,
            must_change_password: 1,
            roles: ['user'],
            expires_at: 1,
            device_token: 'dev-new',
          },
        },
      },
    })
    renderAt(<SigninForm redirectUrl="profile" signupLink="/signup" />)
    fireEvent.change(screen.getByLabelText('Username (mobile number)'), { target: { value: '9876543210' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Ab3dE5gH' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })))
    expect((await screen.findByTestId('where')).textContent).toBe('/choose-password?redirect_url=profile')
    expect(calls.map((c) => c.path)).toEqual(['users/login'])
    expect(calls[0]?.body).toMatchObject({ device_token: 'dev-old' })
    expect(localStorage.getItem('device_token')).toBe('dev-new')
    expect(localStorage.getItem('public_token')).toBeNull()
    expect(passwordStep.get()).toMatchObject({ token: 'pw-scope', sub: 'sub-1' })
  })
})

describe('sign-up form', () => {
  const states = {
    body: { data: [{ _id: '31', state_code: 'TN', state_name: 'Tamil Nadu', kind: 'State' }] },
  }
  const districts = { body: { data: [{ _id: '1', state_id: '31', district_name: 'Virudhunagar' }] } }

  const fill = () => {
    fireEvent.change(screen.getByLabelText('Customer name'), { target: { value: 'Murugan S' } })
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'kuruvi-vedi-2026' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'kuruvi-vedi-2026' } })
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12, Car Street' } })
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Sivakasi' } })
    fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '626123' } })
  }

  it('shows every required message on an empty submit and sends nothing', async () => {
    const calls = fakeApi({ 'master/state/get': states, 'master/district/get/TN': districts })
    renderAt(<SignupForm signinLink="/signin" />)
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    for (const m of [
      'Customer Name is required',
      'Address is required',
      'City is required',
      'PIN Code is required',
      'Mobile Number is required',
      'Password is required',
      'Please type the password again',
    ])
      expect(await screen.findByText(m)).toBeTruthy()
    expect(calls.filter((c) => c.path.startsWith('account/'))).toEqual([])
  })

  it('tells the buyer when the mobile number is already registered', async () => {
    const calls = fakeApi({
      'master/state/get': states,
      'master/district/get/TN': districts,
      'account/checkDuplicate': { body: { data: { status: 0 } } },
    })
    renderAt(<SignupForm signinLink="/signin" />)
    fill()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This mobile number already exists, please use different mobile number to continue',
    )
    expect(calls.some((c) => c.path === 'account/save')).toBe(false)
  })

  it("says 'Error while processing' when the duplicate check answers no data", async () => {
    fakeApi({
      'master/state/get': states,
      'master/district/get/TN': districts,
      'account/checkDuplicate': { body: {} },
    })
    renderAt(<SignupForm signinLink="/signin" />)
    fill()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })))
    expect((await screen.findByRole('alert')).textContent).toBe('Error while processing')
  })

  it('registers with the chosen password and is signed in at once, keeping the device token', async () => {
    const calls = fakeApi({
      'master/state/get': states,
      'master/district/get/TN': districts,
      'account/checkDuplicate': { body: { data: { status: 1 } } },
      'account/save': {
        status: 201,
        body: {
          data: {
            sub: 's',
            message: 'Signup done',
            token: 'full-session',
            is_address_added: 1,
            is_initial_password: 0,
            must_change_password: 0,
            roles: ['user'],
            expires_at: 1,
            device_token: 'this-device',
          },
        },
      },
    })
    renderAt(<SignupForm signinLink="/signin?redirect_url=signin" redirectUrl="signin" />)
    fill()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Register' })))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/quick-checkout'))
    const { company_website, ...details } = (calls.find((c) => c.path === 'account/save')?.body ??
      {}) as Record<string, unknown>
    expect(details).toEqual({
      customer_name: 'Murugan S',
      mobile_no: '9876543210',
      password: 'kuruvi-vedi-2026',
      address: '12, Car Street',
      city: 'Sivakasi',
      pin_code: '626123',
      state: 'Tamil Nadu',
    })
    expect(company_website).toBe('')
    // The number check never sees the password.
    expect(JSON.stringify(calls.find((c) => c.path === 'account/checkDuplicate')?.body)).not.toContain(
      'kuruvi',
    )
    expect(sessionStore.get()).toMatchObject({ token: 'full-session', sub: 's', roles: ['user'] })
    expect(localStorage.getItem('device_token')).toBe('this-device')
    expect(passwordStep.get()).toBeNull()
  })
})
