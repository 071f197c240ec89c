import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignupResult } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { accounts, orders, sessions } from '../../worker/db/schema'
import { auth, NEW_PASSWORD, signupAndLogin, signupBody } from '../helpers/accounts'
import { ADMIN, createAdmin } from '../helpers/admin'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ overrides: { clientAddress: (c) => c.req.header('x-test-client') ?? 'tests' } })
})
afterAll(() => t.close())

const placeAs = async (sub: string, token: string, mobile: string) => {
  const payload = enquiryFor(bigEnoughCart(await catalogueOf(t)), { sub, mobile_no: mobile })
  const placed = await t.json<{ data: SavedEnquiry }>(`${API}/order/save`, post(payload, auth(token)))
  expect(placed.status).toBe(201)
  return placed.body.data
}

describe('sign-up bot traps and limits', () => {
  it('a bot-trapped signup is answered like a real one and stores nothing', async () => {
    const before = (await t.db.select().from(accounts)).length
    const traps = [{ company_website: 'http://spam.example' }, { fill_ms: 400 }]
    for (const [i, trap] of traps.entries()) {
      const mobile = `984040000${i}`
      const r = await t.json<{ data: SignupResult }>(
        `${API}/account/save`,
        post({ ...signupBody(mobile), ...trap }),
      )
      expect(r.status).toBe(201)
      expect(r.body.data.message).toBe('Signup process done. Use your mobile number as Username & Password')
      expect(r.body.data.must_change_password).toBe(1)
      const used = await t.json<ErrorBody>(
        `${API}/account/set-password`,
        post({ new_password: NEW_PASSWORD }, auth(r.body.data.token)),
      )
      expect(used.status).toBe(401)
      const free = await t.json<{ data: { status: number } }>(
        `${API}/account/checkDuplicate`,
        post({ mobile_no: mobile }),
      )
      expect(free.body.data.status).toBe(1)
    }
    expect(await t.db.select().from(accounts)).toHaveLength(before)
    expect(await t.db.select().from(sessions)).toHaveLength(0)
    // A person who took their time is signed up.
    const real = await t.json(
      `${API}/account/save`,
      post({ ...signupBody('9840400009'), fill_ms: 45_000, company_website: '' }),
    )
    expect(real.status).toBe(201)
  })

  it('one number cannot be signed up again and again from many places', async () => {
    const tries = []
    for (let i = 0; i < 5; i++) {
      tries.push(
        (
          await t.json(
            `${API}/account/save`,
            post({ ...signupBody('9840400010'), customer_name: `Try ${i}` }, { 'x-test-client': `c${i}` }),
          )
        ).status,
      )
    }
    // The first succeeds, the next two find it taken, the rest are paused.
    expect(tries).toEqual([201, 409, 409, 429, 429])
  })
})

describe('download my data and delete my account', () => {
  it("export contains only the caller's data, as a download", async () => {
    const me = await signupAndLogin(t, '9840400020')
    const other = await signupAndLogin(t, '9840400021')
    const mine = await placeAs(me.sub, me.token, '9840400020')
    await placeAs(other.sub, other.token, '9840400021')
    const res = await t.request(`${API}/account/export`, { headers: auth(me.token) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
    const body = (await res.json()) as {
      data: {
        profile: { id: string; mobile_no: string }
        enquiries: { order_no: number; mobile_no: string; lines: unknown[] }[]
      }
    }
    expect(body.data.profile).toMatchObject({ id: me.sub, mobile_no: '9840400020' })
    expect(body.data.enquiries.map((e) => e.order_no)).toEqual([mine.order_no])
    expect(body.data.enquiries[0]!.lines.length).toBeGreaterThan(0)
    expect(JSON.stringify(body)).not.toContain('9840400021')
    expect(JSON.stringify(body)).not.toMatch(/password_hash|pbkdf2/)
    expect((await t.json(`${API}/account/export`)).status).toBe(401)
  })

  it('delete anonymises the enquiries, keeps them for the seller, and the old token stops working', async () => {
    const me = await signupAndLogin(t, '9840400030')
    const placed = await placeAs(me.sub, me.token, '9840400030')
    const wrong = await t.json<ErrorBody>(
      `${API}/account/delete`,
      post({ password: 'not-my-password' }, auth(me.token)),
    )
    expect(wrong.status).toBe(400)
    const done = await t.json(`${API}/account/delete`, post({ password: NEW_PASSWORD }, auth(me.token)))
    expect(done.status).toBe(200)
    expect(await t.db.select().from(accounts).where(eq(accounts.id, me.sub))).toHaveLength(0)
    const kept = (await t.db.select().from(orders).where(eq(orders.id, placed.order_id)))[0]!
    expect(kept).toMatchObject({
      customerName: 'Deleted account',
      mobileNo: '',
      emailId: null,
      address: '',
      city: '',
      pinCode: '',
      accountId: null,
    })
    expect(kept.netAmountPaise).toBeGreaterThan(0)
    expect((await t.json(`${API}/users/checkSession`, post({ access_token: me.token }))).status).toBe(401)
    // The number is free again for its owner.
    const free = await t.json<{ data: { status: number } }>(
      `${API}/account/checkDuplicate`,
      post({ mobile_no: '9840400030' }),
    )
    expect(free.body.data.status).toBe(1)
  })

  it("the seller's own account cannot be deleted this way", async () => {
    const token = await createAdmin(t)
    const r = await t.json<ErrorBody>(
      `${API}/account/delete`,
      post({ password: ADMIN.password }, auth(token)),
    )
    expect(r.status).toBe(403)
    expect(await t.db.select().from(accounts).where(eq(accounts.mobileNo, ADMIN.mobile))).toHaveLength(1)
  })
})
