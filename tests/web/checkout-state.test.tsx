import { DELIVERY_STATES } from '@contract/gst-state-list'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  checkoutApi,
  checkoutSetup,
  confirmYes,
  fill,
  renderCheckout,
  savedEnquiry,
} from './checkout-page-helpers'

// The checkout's delivery State: a labelled select in the page's language, preselected from the PIN
// code, offering only the States the PIN can be in; and the 18+ box the server insists on.

checkoutSetup()

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].filter((o) => o.value !== '').map((o) => o.textContent)

describe('the State on the checkout', () => {
  it('in English, offers every State until the PIN is whole, then the PIN’s State, chosen', async () => {
    checkoutApi()
    renderCheckout()
    const select = await screen.findByLabelText('State')
    expect(optionTexts(select)).toEqual(DELIVERY_STATES.map((s) => s.en))
    fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: '560001' } })
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('29'))
    expect(optionTexts(select)).toEqual(['Karnataka'])
  })

  it('on a Tamil page, names the States in Tamil; a shared PIN prefix offers both its States', async () => {
    checkoutApi()
    renderCheckout('ta')
    const select = await screen.findByLabelText('மாநிலம்')
    expect(optionTexts(select)).toEqual(DELIVERY_STATES.map((s) => s.ta))
    expect(optionTexts(select)).toContain('கர்நாடகா')
    // 605001 is Puducherry town, inside Tamil Nadu's 605.
    fireEvent.change(screen.getByLabelText('அஞ்சல் குறியீடு (PIN)'), { target: { value: '605001' } })
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('34'))
    expect(optionTexts(select)).toEqual(['தமிழ்நாடு', 'புதுச்சேரி'])
    fireEvent.change(select, { target: { value: '33' } })
    expect((select as HTMLSelectElement).value).toBe('33')
  })

  it('sends nothing until the 18+ box is ticked, then sends the State and the confirmation', async () => {
    const calls = checkoutApi({ 'order/save': { status: 201, body: { data: savedEnquiry(3) } } })
    renderCheckout()
    await fill()
    const adult = screen.getByRole('checkbox', { name: 'I am 18 or older' })
    fireEvent.click(adult) // unticked again
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    expect(await screen.findByText('Please confirm that you are 18 or older')).toBeTruthy()
    expect(adult.getAttribute('aria-invalid')).toBe('true')
    expect(calls.some((c) => c.path === 'order/save')).toBe(false)
    fireEvent.click(adult)
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await confirmYes()
    await waitFor(() => expect(calls.some((c) => c.path === 'order/save')).toBe(true))
    expect(calls.find((c) => c.path === 'order/save')!.body).toMatchObject({
      pin_code: '625001',
      state_code: '33',
      adult_confirmed: true,
    })
  })
})
