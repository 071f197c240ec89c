import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { memoryWriteLimit } from '../../worker/lib/write-limit'
import { signupBody } from '../helpers/accounts'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

// The flood limit as the Node shop runs it (in memory), with a small figure: the write over it is
// refused with 429 before anything reaches the database, and the buyer is told to wait a minute.

const LIMIT = 3
const t = apiApp({ seller: true, overrides: { writeLimit: memoryWriteLimit(LIMIT) } })

const BUYER = '198.51.100.7'
const count = async (sql: string) => Number((await t.db.$client.execute(sql)).rows[0]!.n)
// Everything a public write could leave behind: enquiries, accounts, and the database's own counters.
const written = async () => ({
  orders: await count('SELECT count(*) AS n FROM orders'),
  accounts: await count('SELECT count(*) AS n FROM accounts'),
  counted: await count('SELECT coalesce(sum(count), 0) AS n FROM rate_limits'),
})

let sent = 0
const enquire = async (client: string) => {
  const products = await catalogueOf(t)
  const body = enquiryFor(bigEnoughCart(products), { mobile_no: `98765${String(++sent).padStart(5, '0')}` })
  const res = await t.request(`${API}/order/save`, post(body, { 'x-test-client': client }))
  return res
}

describe('the flood limit in front of public writes (Node, in memory)', () => {
  it('refuses the write over the limit within a minute with 429 and Retry-After, before any database write', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await enquire(BUYER)).status).toBe(201)
    const before = await written()
    const refused = await enquire(BUYER)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('60')
    expect(((await refused.json()) as ErrorBody).error.code).toBe('RATE_LIMITED')
    const signup = await t.request(
      `${API}/account/save`,
      post(signupBody('9876599999'), { 'x-test-client': BUYER }),
    )
    expect(signup.status).toBe(429)
    expect(await written()).toEqual(before)
  })

  it('counts each client on its own, and a minute later the same client writes again', async () => {
    expect((await enquire('198.51.100.8')).status).toBe(201)
    expect((await enquire(BUYER)).status).toBe(429)
    t.clock.advance(60_000)
    expect((await enquire(BUYER)).status).toBe(201)
  })

  it("counts no reads, and leaves the seller's console to its own checks", async () => {
    const client = '198.51.100.9'
    for (let i = 0; i < LIMIT + 2; i++) {
      const read = await t.request(`${API}/product/quickorder`, { headers: { 'x-test-client': client } })
      expect(read.status).toBe(200)
    }
    // The seller signed in from the default address; console writes from it are never counted.
    for (let i = 0; i < LIMIT + 2; i++) expect((await t.send('admin/settings', {}, 'PUT')).status).toBe(400)
    expect((await enquire(client)).status).toBe(201)
  })
})
