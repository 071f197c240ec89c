import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../worker/contract/catalogue'
import { auth, signupAndLogin } from '../helpers/accounts'
import { countDbRequests } from '../helpers/db-requests'
import { catalogueOf, post } from '../helpers/enquiry'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

// Each database request is a network round trip from the edge to the primary (about 30 ms from an
// Indian PoP): the buyer's calls make one each, counted at the libSQL client.

let t: TestApp
let db: ReturnType<typeof countDbRequests>
let products: Product[] = []

beforeAll(async () => {
  t = await createTestApp({
    overrides: {
      // A warm isolate: the catalogue and settings in memory are not re-checked during a call.
      config: { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 3_600_000 },
    },
  })
  db = countDbRequests(t.db)
  products = await catalogueOf(t)
  await t.json(`${API}/settings/public`)
  // The once-a-minute purge of ended rate-limit counters runs beside a request, never in its path;
  // set it off here so it is not counted against the calls below (the clock does not move).
  await t.request(`${API}/order/search`, post({ show_all: false, mobile_no: '9000000000' }))
  await t.purgeIdle()
})
afterAll(() => t.close())

const count = (run: () => Promise<Response>) => db.during(run)

describe('one database round trip per call', () => {
  it('tracking by mobile number counts the look-up and reads in one request', async () => {
    const { result, requests } = await count(() =>
      t.request(`${API}/order/search`, post({ show_all: false, mobile_no: '9876543210' })),
    )
    expect(result.status).toBe(200)
    expect(requests).toBe(1)
  })

  it("My Orders checks the session and reads the account's enquiries in one request", async () => {
    const login = await signupAndLogin(t, '9811122233')
    const { result, requests } = await count(() =>
      t.request(`${API}/order/search`, post({ sub: login.sub, show_all: true }, auth(login.token))),
    )
    expect(result.status).toBe(200)
    expect(requests).toBe(1)
  })
})
