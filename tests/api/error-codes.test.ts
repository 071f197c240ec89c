import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { ERROR_STATUS, isErrorCode } from '../../worker/contract/errors'
import { signupBody } from '../helpers/accounts'
import { auth, createBuyer } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

// The status of a refusal follows from its code, as the contract lists them, so the browser can
// rely on either. Each request here is refused by a different part of the server.

const t = apiApp()

describe('refusals', () => {
  it('answer every code with the status the contract gives it, in the one error body', async () => {
    const catalogue = await catalogueOf(t)
    const cart = enquiryFor(bigEnoughCart(catalogue))
    const cheap = catalogue.find((p) => p.is_sold_out === 0 && p.after_discount_price < 100)!
    await t.json(`${API}/account/save`, post(signupBody('9840012399')))
    const buyer = await createBuyer(t, '9840012398')
    const refusals: [string, RequestInit | undefined, string][] = [
      ['no/such/route', undefined, 'NOT_FOUND'],
      ['order/public/get/abc', undefined, 'INVALID_ID'],
      ['order/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }, ''],
      ['order/save', post({ customer_name: 'x'.repeat(100_000) }), 'PAYLOAD_TOO_LARGE'],
      ['order/save', post({ ...cart, sub_total: 1, net_amount: 1 }), 'PRICE_CHANGED'],
      ['order/save', post(enquiryFor([{ product: cheap, qty: 1 }])), 'MINIMUM_ORDER_NOT_MET'],
      ['order/save', post({ ...cart, reference_by: 'Nobody' }), 'VALIDATION_FAILED'],
      ['account/save', post(signupBody('9840012399')), 'MOBILE_TAKEN'],
      ['users/login', post({ username: '9840012399', password: 'wrong-password' }), 'LOGIN_FAILED'],
      ['admin/orders', undefined, 'UNAUTHENTICATED'],
      ['admin/orders', { headers: auth(buyer) }, 'FORBIDDEN'],
    ]
    for (const [path, init, expected] of refusals) {
      const { status, body } = await t.json<ErrorBody>(`${API}/${path}`, init)
      const code = body.error.code
      expect(isErrorCode(code), `${path}: ${code}`).toBe(true)
      if (expected) expect(code, path).toBe(expected)
      expect(status, `${path}: ${code}`).toBe(ERROR_STATUS[code as keyof typeof ERROR_STATUS])
      expect(body.error.requestId, path).toBeTruthy()
    }
  })
})
