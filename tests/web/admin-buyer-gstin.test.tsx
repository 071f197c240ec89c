import { gstinCheckCharacter } from '@contract/gstin'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { detail, fakeApi, ORDER_ID, openEnquiryPage, resetConsoleBetweenTests } from './admin-pages-kit'

resetConsoleBetweenTests()

// The console's enquiry page names the delivery State and records the buyer's GSTIN; one from
// another State is sent only with the seller's tick.

const gstinIn = (state: string) => `${state}AAPFU0939F1Z${gstinCheckCharacter(`${state}AAPFU0939F1Z`)}`
const karnataka = detail({ pin_code: '560001', city: 'Bengaluru', state_code: '29', state_name: 'Karnataka' })

describe("the buyer's State and GSTIN on the enquiry page", () => {
  it('shows the State, and asks the seller to confirm a GSTIN from another State before sending it', async () => {
    const calls = fakeApi({
      [`GET admin/orders/${ORDER_ID}`]: { body: { data: karnataka } },
      [`POST admin/orders/${ORDER_ID}/gstin`]: { body: { data: karnataka } },
    })
    openEnquiryPage()
    await screen.findByRole('heading', { name: 'ENQ-00042' })
    expect(screen.getByText('Karnataka, Code 29')).toBeTruthy()
    const field = screen.getByLabelText(/Buyer's GSTIN/)
    fireEvent.change(field, { target: { value: gstinIn('29') } })
    expect(screen.queryByRole('checkbox', { name: /I have checked it/ })).toBeNull()
    fireEvent.change(field, { target: { value: gstinIn('27').toLowerCase() } })
    const tick = await screen.findByRole('checkbox', { name: /registered in Maharashtra \(27\)/ })
    fireEvent.click(tick)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save GSTIN' })))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      buyer_gstin: gstinIn('27').toLowerCase(),
      other_state_confirmed: true,
    })
  })
})
