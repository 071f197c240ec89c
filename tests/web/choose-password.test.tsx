import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ChoosePasswordPage from '../../web/src/app/routes/choose-password'
import { passwordStep } from '../../web/src/shared/password-step'
import { sessionStore } from '../../web/src/shared/session'
import { fakeApi, renderPage, resetBetweenTests } from './kit'

const renderStep = (url = '/choose-password?redirect_url=signin') =>
  renderPage(<ChoosePasswordPage />, { path: url })

const full = {
  token: 'full-token',
  sub: 'sub-1',
  is_address_added: 1,
  is_initial_password: 0,
  must_change_password: 0,
  roles: ['user'],
  expires_at: 1,
  device_token: 'dev-1',
}

resetBetweenTests()

describe('choose your password', () => {
  it('without a pending step the page is sign-in, keeping where to go next', async () => {
    fakeApi({})
    renderStep()
    expect((await screen.findByTestId('where')).textContent).toBe('/signin?redirect_url=signin')
  })

  it('shows a heading, and labelled new and confirm inputs', async () => {
    fakeApi({})
    passwordStep.start({ token: 'pw-scope', sub: 'sub-1' })
    renderStep()
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeTruthy()
    expect(screen.getByLabelText('New password')).toBeTruthy()
    expect(screen.getByLabelText('Confirm new password')).toBeTruthy()
  })

  it('refuses two different passwords without calling the server', async () => {
    const calls = fakeApi({})
    passwordStep.start({ token: 'pw-scope', sub: 'sub-1' })
    renderStep()
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'fireworks-2026' } })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'fireworks-2027' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }))
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it("puts the server's issue under the new password field", async () => {
    fakeApi({
      'account/set-password': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            issues: [{ path: 'new_password', message: 'Choose a password other than your mobile number' }],
          },
        },
      },
    })
    passwordStep.start({ token: 'pw-scope', sub: 'sub-1' })
    renderStep()
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: '9876543210' } })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: '9876543210' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' })))
    const message = await screen.findByText('Choose a password other than your mobile number')
    expect(screen.getByLabelText('New password').getAttribute('aria-describedby')).toContain(message.id)
    expect(sessionStore.get()).toBeNull()
  })

  it('sends the new password with the password-scope token, and only then signs the buyer in', async () => {
    const calls = fakeApi({ 'account/set-password': { body: { data: full } } })
    passwordStep.start({ token: 'pw-scope', sub: 'sub-1' })
    renderStep()
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'fireworks-2026' } })
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'fireworks-2026' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save password and sign in' })))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/quick-checkout'))
    expect(calls).toMatchObject([
      { path: 'account/set-password', body: { new_password: 'fireworks-2026' }, token: 'pw-scope' },
    ])
    expect(sessionStore.get()).toMatchObject({ token: 'full-token', sub: 'sub-1', roles: ['user'] })
    expect(localStorage.getItem('device_token')).toBe('dev-1')
    expect(passwordStep.get()).toBeNull()
  })
})
