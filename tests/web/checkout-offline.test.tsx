import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orderPublicQuery } from '../../web/src/features/checkout/checkout.queries'
import { readOutbox } from '../../web/src/features/checkout/enquiry-outbox'
import { startOutboxSender } from '../../web/src/features/checkout/outbox-sender'
import { queryClient } from '../../web/src/lib/query-client'
import { cartStore } from '../../web/src/shared/cart/cart-store'
import {
  checkoutApi,
  checkoutSetup,
  confirmYes,
  fill,
  renderCheckout,
  savedEnquiry,
} from './checkout-page-helpers'

checkoutSetup()

const savedReply = { status: 201, body: { data: savedEnquiry(7, 'abcdefghijklmnopqrstuv') } }

const setOnline = (online: boolean) => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online)

const WAITING = 'Waiting to send: we will send your enquiry when you are back online.'

// The buyer fills the form and places the enquiry with no connection.
const placeOffline = async () => {
  const calls = checkoutApi({ 'order/save': savedReply })
  renderCheckout()
  await fill()
  setOnline(false)
  fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
  await confirmYes()
  return calls
}

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
  vi.restoreAllMocks()
  queryClient.clear()
})

describe('placing an enquiry without a connection', () => {
  it('sends nothing, keeps the cart and form, and says it is waiting to send', async () => {
    const calls = await placeOffline()
    expect(await screen.findByText(WAITING)).toBeTruthy()
    expect(calls.some((c) => c.path === 'order/save')).toBe(false)
    expect(cartStore.get()).toHaveLength(2)
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Madurai')
    expect(screen.getByRole('button', { name: 'Place enquiry' })).toBeTruthy()
    expect(readOutbox()?.payload).toMatchObject({ customer_name: 'Kavitha', sub_total: 3000 })
  })

  it('says so in Tamil', async () => {
    checkoutApi({ 'order/save': savedReply })
    renderCheckout('ta')
    const set = (id: string, value: string) =>
      fireEvent.change(document.getElementById(id)!, { target: { value } })
    set('billing-customer_name', 'Kavitha')
    set('billing-address', '12 Car Street')
    set('billing-city', 'Madurai')
    set('billing-pin_code', '625001')
    set('billing-mobile_no', '9876543210')
    fireEvent.click(await screen.findByRole('checkbox', { name: /Ramesh/ }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'எனக்கு 18 வயது அல்லது அதற்கு மேல் ஆகிறது' }))
    setOnline(false)
    fireEvent.click(document.querySelector<HTMLButtonElement>('.checkout-submit')!)
    fireEvent.click(await screen.findByRole('button', { name: 'ஆம்' }))
    expect(await screen.findByText(/அனுப்பக் காத்திருக்கிறது/)).toBeTruthy()
  })

  it('goes out once, with the same key, when the connection returns, and opens the thank-you page', async () => {
    const calls = await placeOffline()
    await screen.findByText(WAITING)
    // A second press while still offline is the same attempt.
    fireEvent.click(screen.getByRole('button', { name: 'Place enquiry' }))
    await confirmYes()
    const key = readOutbox()!.key

    const navigate = vi.fn()
    stop = startOutboxSender({ locale: 'en', navigate })
    expect(calls.some((c) => c.path === 'order/save')).toBe(false)
    setOnline(true)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout-response?id=abcdefghijklmnopqrstuv'))
    const saves = calls.filter((c) => c.path === 'order/save')
    expect(saves).toHaveLength(1)
    expect(saves[0]!.headers['Idempotency-Key']).toBe(key)
    expect(readOutbox()).toBeNull()
    expect(cartStore.get()).toHaveLength(0)
    expect(screen.queryByText(WAITING)).toBeNull()
    // The thank-you page it opens reads the answer kept here: the number and the access code.
    expect(queryClient.getQueryData(orderPublicQuery('abcdefghijklmnopqrstuv').queryKey)).toMatchObject({
      enquiry_number: 'ENQ-00007',
      access_code: 'K7M4-P9QX',
    })
  })

  it('leaves a cart the buyer changed after placing offline', async () => {
    await placeOffline()
    await screen.findByText(WAITING)
    cartStore.replace(cartStore.get().slice(0, 1))
    const navigate = vi.fn()
    setOnline(true)
    stop = startOutboxSender({ locale: 'en', navigate })
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(cartStore.get()).toHaveLength(1)
  })
})
