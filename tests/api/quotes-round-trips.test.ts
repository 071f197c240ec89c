import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import { createAdmin, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { countDbRequests } from '../helpers/db-requests'
import { catalogueOf, post } from '../helpers/enquiry'
import { revision, sendQuote, tokenOf } from '../helpers/quotes'
import { API } from '../helpers/test-app'

// The buyer's quote calls cross the network to the database on the edge: each answer costs one
// request, the acceptance two (it reads what it decides from, then writes guarded by it).
const t = apiApp({
  overrides: {
    config: { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 3_600_000 },
  },
})
let db: ReturnType<typeof countDbRequests>
let token: string

beforeAll(async () => {
  const admin = await createAdmin(t)
  const catalogue: Product[] = (await catalogueOf(t)).filter((p) => p.after_discount_price > 0)
  const placed = await placeOrder(t, { catalogue })
  const sent = await sendQuote(t, admin, placed.order_id, revision([{ product: catalogue[0]!, qty: 2 }]))
  token = tokenOf(sent.body.data)
  db = countDbRequests(t.db)
  // Settings in memory, and the once-a-minute purge of rate-limit counters set off, outside the counts.
  await t.request(`${API}/quote/public/${token}/change`, post({ version: 1, message: 'warm up' }))
  await t.purgeIdle()
})

const measure = async (path: string, init?: RequestInit) => {
  const { result, requests } = await db.during(() => t.respond(`${API}/${path}`, init))
  await Promise.allSettled(result.background)
  return { status: result.res.status, requests }
}

describe('database round trips of the buyer’s quote calls', () => {
  it('opening a quote is one request', async () => {
    expect(await measure(`quote/public/${token}`)).toEqual({ status: 200, requests: 1 })
  })

  it('asking for a change is one request', async () => {
    expect(
      await measure(`quote/public/${token}/change`, post({ version: 1, message: 'More rockets' })),
    ).toEqual({
      status: 200,
      requests: 1,
    })
  })

  it('an unknown link costs one request and writes nothing', async () => {
    expect(
      await measure(`quote/public/${'Z'.repeat(32)}/change`, post({ version: 1, message: 'x' })),
    ).toEqual({
      status: 404,
      requests: 1,
    })
  })

  it('accepting is two requests, and accepting again one', async () => {
    expect(await measure(`quote/public/${token}/accept`, post({ version: 1 }))).toEqual({
      status: 200,
      requests: 2,
    })
    expect(await measure(`quote/public/${token}/accept`, post({ version: 1 }))).toEqual({
      status: 200,
      requests: 1,
    })
  })
})
