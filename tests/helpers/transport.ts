import { expect } from 'vitest'
import type { DispatchInput } from '../../worker/contract/admin-transport'
import { adminPost } from './admin'
import { API, type TestApp } from './test-app'

// A dispatch to a branch of the demo transporter the default settings carry.
export const DISPATCH: DispatchInput = {
  transporter_id: 'sivakasi-roadways',
  branch_id: 'chennai',
  parcels: 3,
  freight_mode: 'to_pay',
  freight: 450,
  lr_number: 'LR-70021',
}

export const dispatch = (t: TestApp, token: string, id: string, body: unknown = DISPATCH) =>
  t.json(`${API}/admin/orders/${id}/dispatch`, adminPost(token, body))

// Confirmed by phone, paid, packed and dispatched with the transport details.
export const toDispatched = async (t: TestApp, token: string, id: string, body: unknown = DISPATCH) => {
  for (const to of ['CONFIRMED', 'PAYMENT_RECEIVED', 'PACKED']) {
    expect((await t.json(`${API}/admin/orders/${id}/status`, adminPost(token, { to }))).status).toBe(200)
  }
  expect((await dispatch(t, token, id, body)).status).toBe(200)
}
