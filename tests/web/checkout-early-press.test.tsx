import { fireEvent, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { billingRulesReady } from '../../web/src/features/checkout/billing-rules-loader'
import { checkoutApi, checkoutSetup, renderCheckout } from './checkout-page-helpers'

// The checkout's field checks load just after the page (their own chunk). A press that comes
// first waits for them and is checked like any other: nothing goes to the server unchecked. Its own
// file, so the checks are not loaded yet by an earlier test.

checkoutSetup()

it('checks the fields of a press made before the field checks have loaded, and sends nothing', async () => {
  const calls = checkoutApi()
  renderCheckout()
  const place = screen.getByRole('button', { name: 'Place enquiry' })
  expect(billingRulesReady()).toBe(false)
  fireEvent.click(place)
  expect(await screen.findByText('Please confirm that you are 18 or older')).toBeTruthy()
  expect(screen.getByRole('checkbox', { name: 'I am 18 or older' }).getAttribute('aria-invalid')).toBe('true')
  // Never asked to confirm: the fields stopped the press.
  expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull()
  expect(calls.some((c) => c.path === 'order/save')).toBe(false)
})
