import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import { errorBodySchema } from '../../worker/contract/common'
import { auth, createAdmin, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { revision, sendQuote, tokenOf } from '../helpers/quotes'
import { API } from '../helpers/test-app'

// Hostile bodies and paths to the quote calls, from a buyer's side and from the seller's: none
// may answer 5xx, and every refusal is in the one error shape. Seeded, so a failure replays.
const t = apiApp()
let admin: string
let orderId: string
let token: string
let product: Product

beforeAll(async () => {
  admin = await createAdmin(t)
  product = (await catalogueOf(t)).find((p) => p.after_discount_price > 0)!
  orderId = (await placeOrder(t)).order_id
  const sent = await sendQuote(t, admin, orderId, revision([{ product, qty: 1 }]))
  token = tokenOf(sent.body.data)
})

const expectSound = async (res: Response, what: string) => {
  expect(res.status, what).toBeLessThan(500)
  if (res.status >= 400) {
    const text = await res.text()
    const parsed = errorBodySchema.safeParse(JSON.parse(text))
    expect(parsed.success, `${what}: ${text.slice(0, 300)}`).toBe(true)
  } else await res.arrayBuffer()
}

const value = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    -1,
    0,
    1,
    2,
    1e308,
    Number.MAX_SAFE_INTEGER,
    '1',
    '',
    '2026-02-30',
    '9999-12-31',
    '__proto__',
  ),
)
const line = fc.record(
  { product_id: fc.oneof(value, fc.constantFrom('1', '2', '3')), qty: value, unit_price: value },
  { requiredKeys: [] },
)
const body = fc.oneof(
  fc.anything(),
  fc.record(
    {
      based_on_version: value,
      version: value,
      message: value,
      buyer_gstin: value,
      lines: fc.oneof(value, fc.array(line, { maxLength: 4 })),
      freight: value,
      packing: value,
      discount: value,
      note: value,
      valid_until: value,
    },
    { requiredKeys: [] },
  ),
)

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request(`${API}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-test-client': `fuzz-${Math.random()}`, ...headers },
    body: JSON.stringify(payload) ?? 'null',
  })

describe('hostile input to the quote calls', () => {
  it('random bodies to accept and change never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('accept', 'change'), body, async (action, payload) => {
        await expectSound(
          await post(`quote/public/${token}/${action}`, payload),
          `${action} ${JSON.stringify(payload)}`,
        )
      }),
      { numRuns: 100, seed: 15 },
    )
  })

  it('random tokens in the path are 404, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 80 }), async (s) => {
        const segment = encodeURIComponent(s) || 'x'
        const res = await t.request(`${API}/quote/public/${segment}`)
        await expectSound(res, segment)
      }),
      { numRuns: 100, seed: 15 },
    )
  })

  it('random revisions from the seller never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        await expectSound(
          await post(`admin/orders/${orderId}/quote`, payload, auth(admin)),
          JSON.stringify(payload),
        )
      }),
      { numRuns: 100, seed: 15 },
    )
  })
})
