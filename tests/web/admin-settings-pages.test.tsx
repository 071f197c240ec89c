import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { fakeApi, renderAt, resetConsoleBetweenTests, signIn } from './admin-pages-kit'

resetConsoleBetweenTests()

describe('settings', () => {
  it('saves rupees as paise with PUT', async () => {
    const calls = fakeApi({
      'GET admin/settings': { body: { data: defaultSettings } },
      'PUT admin/settings': (c) => ({ body: { data: c.body } }),
    })
    signIn(['admin'])
    renderAt('/admin/settings')
    const amount = await screen.findByLabelText('Minimum (₹)')
    expect((amount as HTMLInputElement).value).toBe('2500')
    fireEvent.change(amount, { target: { value: '3000' } })
    fireEvent.change(
      screen.getByLabelText('PIN prefixes', { selector: '#settings-regions-0-pin_prefixes' }),
      {
        target: { value: '60, 61' },
      },
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const sent = calls.find((c) => c.method === 'PUT')?.body as typeof defaultSettings
    expect(sent.minimum_order.regions[0]).toEqual({
      name: 'Tamil Nadu and Puducherry',
      pin_prefixes: ['60', '61'],
      minimum_paise: 300000,
    })
    expect(sent.referrers).toEqual(defaultSettings.referrers)
  })

  it('saves the Tamil announcement beside the English one, trimmed', async () => {
    const calls = fakeApi({
      'GET admin/settings': { body: { data: defaultSettings } },
      'PUT admin/settings': (c) => ({ body: { data: c.body } }),
    })
    signIn(['admin'])
    renderAt('/admin/settings')
    const tamil = (await screen.findByLabelText('Announcement (Tamil)')) as HTMLTextAreaElement
    expect(tamil.value).toBe(defaultSettings.announcement_ta)
    fireEvent.change(tamil, { target: { value: '  தீபாவளி ஆர்டர்கள் 25 அக்டோபர் வரை ' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const sent = calls.find((c) => c.method === 'PUT')?.body as typeof defaultSettings
    expect(sent.announcement_ta).toBe('தீபாவளி ஆர்டர்கள் 25 அக்டோபர் வரை')
    expect(sent.announcement).toBe(defaultSettings.announcement)
  })

  it('names the season the price list carries, in English and Tamil, trimmed', async () => {
    const calls = fakeApi({
      'GET admin/settings': { body: { data: defaultSettings } },
      'PUT admin/settings': (c) => ({ body: { data: c.body } }),
    })
    signIn(['admin'])
    renderAt('/admin/settings')
    const english = (await screen.findByLabelText('Season name')) as HTMLInputElement
    expect(english.value).toBe(defaultSettings.season_name)
    fireEvent.change(english, { target: { value: ' Pongal 2027 ' } })
    fireEvent.change(screen.getByLabelText('Season name (Tamil)'), { target: { value: 'பொங்கல் 2027' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const sent = calls.find((c) => c.method === 'PUT')?.body as typeof defaultSettings
    expect([sent.season_name, sent.season_name_ta]).toEqual(['Pongal 2027', 'பொங்கல் 2027'])
  })

  it('says that quotes and tax invoices add GST, and that the bank details show on the quote page too', async () => {
    fakeApi({ 'GET admin/settings': { body: { data: defaultSettings } } })
    signIn(['admin'])
    renderAt('/admin/settings')
    const rate = await screen.findByLabelText('GST rate (%)')
    const hint = document.getElementById(rate.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
    expect(hint?.textContent).toMatch(/quote and the tax invoice add it/)
    expect(screen.getByText(/Shown on the buyer’s quote page and on the Payment options page/)).toBeTruthy()
  })

  it('shows a message under a wrong field and does not save', async () => {
    const calls = fakeApi({ 'GET admin/settings': { body: { data: defaultSettings } } })
    signIn(['admin'])
    renderAt('/admin/settings')
    fireEvent.change(
      await screen.findByLabelText('Phone (10 digits)', { selector: '#settings-referrers-0-phone' }),
      {
        target: { value: '12345' },
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Phone must be 10 digits')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
  })
})

describe('buyers page', () => {
  const buyer = {
    sub: 'AbCdEfGhIjKlMnOpQr',
    customer_name: 'Meena K',
    mobile_no: '9876501234',
    city: 'Salem',
    role: 'user',
    created_at: '2026-10-01T05:00:00.000Z',
    must_change_password: 0,
  }

  it('finds a buyer by mobile number, resets after a confirm, and shows the one-time password once', async () => {
    signIn(['admin'])
    const calls = fakeApi({
      'GET admin/accounts': { body: { data: [buyer] } },
      [`POST admin/accounts/${buyer.sub}/reset-password`]: {
        body: { data: { one_time_password: 'Xy7-kP2-qR9', expires_at: '2026-10-02T05:00:00.000Z' } },
      },
    })
    renderAt('/admin/buyers')
    expect(await screen.findByRole('link', { name: 'Buyers' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765 01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('heading', { name: 'Meena K' })).toBeTruthy()
    expect(calls.some((c) => c.path === 'admin/accounts?mobile_no=9876501')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))
    // Nothing is reset until the seller says yes.
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    // The confirm dialog lives in the site frame; answer it through its host.
    const { ConfirmHost } = await import('../../web/src/ui/confirm')
    render(<ConfirmHost />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })))
    expect(await screen.findByText('Xy7-kP2-qR9')).toBeTruthy()
    expect(screen.getByText(/you will be asked to choose your own. It expires in 24 hours/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy password' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `admin/accounts/${buyer.sub}/reset-password`,
    ])
  })
})
