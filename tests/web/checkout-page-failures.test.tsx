import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import { checkoutApi, checkoutSetup, confirmYes, fill, renderCheckout } from './checkout-page-helpers'

checkoutSetup()

describe('quick checkout page when the shop says no', () => {
  it('updates the cart from a PRICE_CHANGED answer and asks to place again', async () => {
    checkoutApi({
      'order/save': {
        status: 409,
        body: {
          error: {
            code: 'PRICE_CHANGED',
            message: 'Prices have changed since you filled your cart.',
            details: {
              product_list: [
                {
                  product_id: '1',
                  product_code: 'C1',
                  product_name: 'x',
                  price: 600,
                  qty: 2,
                  sub_total: 1200,
                  is_sold_out: 0,
                },
                {
                  product_id: '2',
                  product_code: 'C2',
                  product_name: 'y',
                  price: 2000,
                  qty: 1,
                  sub_total: 2000,
                  is_sold_out: 0,
                },
              ],
              sub_total: 3200,
              net_amount: 3200,
            },
          },
        },
      },
    })
    renderCheckout()
    await fill()
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await confirmYes()
    expect(await screen.findByText('Prices have changed since you filled your cart.')).toBeTruthy()
    expect(cartStore.get().map((l) => l.sub_total)).toEqual([1200, 2000])
    expect(screen.getByRole('button', { name: 'Place enquiry' })).toBeTruthy()
    // Back to the editable mode: the fieldset that disables the whole form in processing is open again.
    expect(screen.getByLabelText('Customer name').closest('fieldset')?.disabled).toBe(false)
  })

  it('keeps cart and form when the shop cannot be reached, and retries with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const calls = checkoutApi({ 'order/save': 'offline' })
    renderCheckout()
    await fill()
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await confirmYes()
    const processing = await screen.findByRole('button', { name: 'Placing enquiry…' })
    expect(processing.closest('fieldset')?.disabled).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    expect(
      await screen.findByText(
        'We could not reach the shop. Your cart and details are kept; please try again.',
        {
          selector: 'p',
        },
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Madurai')
    expect(cartStore.get()).toHaveLength(2)
    const keys = new Set(
      calls.filter((c) => c.path === 'order/save').map((c) => c.headers['Idempotency-Key']),
    )
    expect(calls.filter((c) => c.path === 'order/save').length).toBeGreaterThan(1)
    expect(keys.size).toBe(1)
  })

  it('still offers referrers and sends the enquiry when settings/public cannot be loaded', async () => {
    const calls = checkoutApi({
      'settings/public': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'We cannot reach our records just now.' } },
      },
      'order/save': { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again.' } } },
    })
    renderCheckout()
    // The shop's default referrers stand in for the seller's until the settings load.
    await fill()
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await confirmYes()
    await waitFor(() => expect(calls.filter((c) => c.path === 'order/save')).toHaveLength(1))
    expect(calls.find((c) => c.path === 'order/save')!.body).toMatchObject({
      reference_by: 'Ramesh - 9000000001',
    })
    expect(cartStore.get()).toHaveLength(2)
  })
})
