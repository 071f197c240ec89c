import { act, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { validateChoosePassword, validatePasswordChange } from '../../web/src/features/accounts/account-rules'
import { accountsMessages } from '../../web/src/features/accounts/accounts.messages'
import { ChangePasswordForm } from '../../web/src/features/accounts/change-password-form'
import { SigninForm } from '../../web/src/features/accounts/signin-form'
import { SignupForm } from '../../web/src/features/accounts/signup-form'
import { fakeApi, renderPage, resetBetweenTests } from './kit'

// A form on a Tamil page: the router is the one a /ta/… page runs.
const renderInTamil = (element: ReactNode) => renderPage(element, { locale: 'ta', path: '/form' })

resetBetweenTests()

// The sign-in form as each page language shows it, and what it says when refused.
const signin = {
  en: {
    username: 'Username (mobile number)',
    password: 'Password',
    button: 'Sign in',
    rateLimited: 'Too many failed sign-in attempts. Please wait 15 minutes.',
    wrong: 'Invalid username or password',
  },
  ta: {
    username: 'பயனர் பெயர் (கைப்பேசி எண்)',
    password: 'கடவுச்சொல்',
    button: 'உள்நுழை',
    rateLimited: 'பலமுறை முயன்றுவிட்டீர்கள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.',
    wrong: 'பயனர் பெயர் அல்லது கடவுச்சொல் தவறு',
  },
} as const

const signIn = async (words: (typeof signin)['en' | 'ta'], password = 'x') => {
  fireEvent.change(screen.getByLabelText(words.username), { target: { value: '9876543210' } })
  fireEvent.change(screen.getByLabelText(words.password), { target: { value: password } })
  await act(async () => fireEvent.click(screen.getByRole('button', { name: words.button })))
}

describe.each(['en', 'ta'] as const)('a refused sign-in on a %s page', (locale) => {
  const words = signin[locale]
  const render = () =>
    renderPage(<SigninForm redirectUrl={null} signupLink="/signup" />, { locale, path: '/form' })

  it("says the rate limit in the page's language (the server's own words on an English page)", async () => {
    fakeApi({
      'users/login': {
        status: 429,
        body: {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many failed sign-in attempts. Please wait 15 minutes.',
          },
        },
      },
    })
    render()
    await signIn(words)
    expect((await screen.findByRole('alert')).textContent).toBe(words.rateLimited)
  })

  it('says a wrong password on a 401 and lets the buyer try again', async () => {
    fakeApi({
      'users/login': {
        status: 401,
        body: { error: { code: 'LOGIN_FAILED', message: 'Invalid username or password' } },
      },
    })
    render()
    await signIn(words, 'wrong-password')
    expect((await screen.findByRole('alert')).textContent).toBe(words.wrong)
    expect((screen.getByRole('button', { name: words.button }) as HTMLButtonElement).disabled).toBe(false)
    expect(localStorage.getItem('public_token')).toBeNull()
  })
})

describe('accounts in Tamil', () => {
  it("the sign-in form's labels and field messages are in Tamil on a Tamil page", async () => {
    fakeApi({})
    renderInTamil(<SigninForm redirectUrl={null} signupLink="/signup" />)
    fireEvent.click(screen.getByRole('button', { name: 'உள்நுழை' }))
    expect(await screen.findByText('பயனர் பெயர் தேவை')).toBeTruthy()
    expect(screen.getByText('கடவுச்சொல் தேவை')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'கணக்கைப் பதிவு செய்யுங்கள்' })).toBeTruthy()
  })

  it('a mobile number already registered is told in Tamil, under the field and above the button', async () => {
    fakeApi({ 'account/checkDuplicate': { body: { data: { status: 0 } } } })
    renderInTamil(<SignupForm signinLink="/signin" />)
    const set = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
    set('வாடிக்கையாளர் பெயர்', 'முருகன்')
    set('கைப்பேசி எண்', '9876543210')
    set('கடவுச்சொல்', 'kuruvi-vedi-2026')
    set('கடவுச்சொல்லை உறுதிசெய்யுங்கள்', 'kuruvi-vedi-2026')
    set('முகவரி', '12, தேரடி வீதி')
    set('ஊர்', 'சிவகாசி')
    set('அஞ்சல் குறியீடு (PIN)', '626123')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'பதிவு செய்' })))
    expect(await screen.findByText('இந்தக் கைப்பேசி எண் ஏற்கெனவே பதிவு செய்யப்பட்டுள்ளது')).toBeTruthy()
    expect(screen.getByText(accountsMessages.ta.duplicateMobile)).toBeTruthy()
  })

  it("the sign-up's password rules speak Tamil on a Tamil page", async () => {
    fakeApi({})
    renderInTamil(<SignupForm signinLink="/signin" />)
    const set = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
    set('கைப்பேசி எண்', '9876543210')
    set('கடவுச்சொல்', '9876543210')
    set('கடவுச்சொல்லை உறுதிசெய்யுங்கள்', 'another-one-2026')
    fireEvent.click(screen.getByRole('button', { name: 'பதிவு செய்' }))
    expect(await screen.findByText(accountsMessages.ta.notMobile)).toBeTruthy()
    expect(screen.getByText(accountsMessages.ta.passwordsDiffer)).toBeTruthy()
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('account/'))).toBe(false)
  })

  it('the state and district lists read in Tamil while the form keeps the English names it sends', async () => {
    fakeApi({
      'master/state/get': {
        body: {
          data: [
            { _id: '31', state_code: 'TN', state_name: 'Tamil Nadu', kind: 'State' },
            { _id: '17', state_code: 'KL', state_name: 'Kerala', kind: 'State' },
          ],
        },
      },
      'master/district/get/TN': {
        body: { data: [{ _id: '1', state_id: '31', district_name: 'Virudhunagar' }] },
      },
    })
    renderInTamil(<SignupForm signinLink="/signin" />)
    const district = (await screen.findByRole('option', { name: 'விருதுநகர்' })) as HTMLOptionElement
    expect(district.value).toBe('Virudhunagar')
    const state = screen.getByRole('option', { name: 'தமிழ்நாடு' }) as HTMLOptionElement
    expect(state.value).toBe('Tamil Nadu')
    expect(screen.getByRole('option', { name: 'கேரளா' })).toBeTruthy()
    expect(screen.queryByRole('option', { name: 'Kerala' })).toBeNull()
  })

  it("the change-password form's own rules speak Tamil on a Tamil page", async () => {
    fakeApi({})
    renderInTamil(<ChangePasswordForm mobileNo="9876543210" onAuthLost={() => {}} />)
    fireEvent.change(screen.getByLabelText('புதிய கடவுச்சொல்'), { target: { value: '9876543210' } })
    fireEvent.change(screen.getByLabelText('புதிய கடவுச்சொல்லை மீண்டும் உள்ளிடுங்கள்'), {
      target: { value: 'other-one' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'கடவுச்சொல்லை மாற்று' }))
    expect(await screen.findByText('தற்போதைய கடவுச்சொல் தேவை')).toBeTruthy()
    expect(screen.getByText('உங்கள் கைப்பேசி எண் அல்லாத வேறு கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்')).toBeTruthy()
    expect(screen.getByText('இரண்டு புதிய கடவுச்சொற்களும் பொருந்தவில்லை')).toBeTruthy()
  })

  it('the password rules take the Tamil messages and keep English by default', () => {
    const ta = accountsMessages.ta
    expect(validateChoosePassword({ new_password: 'sivakasi-2025', confirm_password: 'x' }, ta)).toEqual({
      confirm_password: 'இரண்டு கடவுச்சொற்களும் பொருந்தவில்லை',
    })
    expect(validateChoosePassword({ new_password: 'sivakasi-2025', confirm_password: '' })).toEqual({
      confirm_password: 'Please type the new password again',
    })
    expect(
      validatePasswordChange(
        { current_password: '', new_password: 'sivakasi-2025', confirm_password: 'sivakasi-2025' },
        undefined,
        ta,
      ),
    ).toEqual({ current_password: 'தற்போதைய கடவுச்சொல் தேவை' })
  })
})
