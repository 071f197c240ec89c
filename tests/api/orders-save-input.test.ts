import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import type { OrderRecord } from '../../worker/contract/orders'
import { bigEnoughCart, enquiryFor, post } from '../helpers/enquiry'
import { ordersTestApp } from '../helpers/orders-app'
import { API } from '../helpers/test-app'

// Bad input to order/save gets a clear 400-range answer naming the field, never a 500.

const ctx = ordersTestApp()
const { save, orderCount } = ctx

describe('POST order/save', () => {
  it('refuses an empty cart with "No products found"', async () => {
    const { status, body } = await save(enquiryFor([]))
    expect(status).toBe(400)
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.message).toBe('No products found')
  })

  it('answers each invalid field with its own message, naming the field', async () => {
    const base = enquiryFor(bigEnoughCart(ctx.catalogue))
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customer_name: '  ' }, 'customer_name', 'Customer Name is required'],
      [{ customer_name: undefined }, 'customer_name', 'Customer Name is required'],
      [{ address: '' }, 'address', 'Address is required'],
      [{ city: '' }, 'city', 'City is required'],
      [{ pin_code: '' }, 'pin_code', 'PIN Code is required'],
      [{ pin_code: '62500' }, 'pin_code', 'Invalid PIN Code'],
      [{ pin_code: '62500a' }, 'pin_code', 'Invalid PIN Code'],
      [{ mobile_no: '' }, 'mobile_no', 'Mobile Number is required'],
      [{ mobile_no: '98765' }, 'mobile_no', 'Invalid Mobile Number'],
      [{ mobile_no: '98765432101' }, 'mobile_no', 'Invalid Mobile Number'],
      [{ email_id: 'not-an-email' }, 'email_id', 'Invalid E-mail'],
      [{ reference_by: '' }, 'reference_by', 'Please choose a reference person'],
      [{ reference_by: 'Somebody - 9999999999' }, 'reference_by', 'Please choose a reference person'],
      [{ customer_name: 'x'.repeat(101) }, 'customer_name', 'Must be at most 100 characters'],
      [{ address: 'x'.repeat(1001) }, 'address', 'Must be at most 1000 characters'],
      [{ customer_name: 'Bad\u0000Name' }, 'customer_name', 'Contains characters that are not allowed'],
    ]
    for (const [change, path, message] of cases) {
      const { status, body } = await save({ ...base, ...change })
      expect(status, JSON.stringify(change)).toBe(400)
      expect(body.error.message).toBe(message)
      expect(body.error.issues?.[0]?.path ?? 'reference_by').toBe(path)
    }
  })

  it('refuses quantities that are not whole numbers from 1 to 9999', async () => {
    const base = enquiryFor(bigEnoughCart(ctx.catalogue))
    for (const qty of [0, -1, 1.5, 10000, '3']) {
      const body = { ...base, product_list: base.product_list.map((l, i) => (i === 0 ? { ...l, qty } : l)) }
      const r = await save(body)
      expect(r.status, String(qty)).toBe(400)
      expect(r.body.error.code).toBe('VALIDATION_FAILED')
    }
    const dup = { ...base, product_list: [base.product_list[0]!, base.product_list[0]!] }
    expect((await save(dup)).body.error.message).toBe('Each product may appear only once')
  })

  it('keeps Tamil names and SQL-looking text exactly as typed', async () => {
    const name = "முருகன் O'Brien'); DROP TABLE orders;--"
    const address = 'கதவு எண் 5,\nதெற்கு ரத வீதி; SELECT * FROM accounts'
    const { status, body } = await save(
      enquiryFor(bigEnoughCart(ctx.catalogue), { customer_name: name, address }),
    )
    expect(status).toBe(201)
    const print = await ctx.t.json<{ data: OrderRecord }>(
      `${API}/order/public/print/get/${body.data.order_id}`,
    )
    expect(print.body.data.customer_name).toBe(name)
    expect(print.body.data.address).toBe(address)
    expect(await orderCount()).toBeGreaterThan(0)
  })

  it('answers malformed and oversized bodies with a 4xx JSON error', async () => {
    const malformed = await ctx.t.json<ErrorBody>(`${API}/order/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"customer_name": ',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.code).toBeTruthy()
    const notObject = await save([1, 2, 3])
    expect(notObject.status).toBe(400)
    const huge = await ctx.t.json<ErrorBody>(
      `${API}/order/save`,
      post({ customer_name: 'x'.repeat(100_000) }),
    )
    expect(huge.status).toBe(413)
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE')
  })
})
