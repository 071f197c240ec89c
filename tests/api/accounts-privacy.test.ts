import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SignupResult } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import type { SavedEnquiry } from '../../worker/contract/orders'
import { accounts, orders, sessions } from '../../worker/db/schema'
import { ACCOUNT_LIMITS } from '../../worker/features/accounts/accounts.routes'
import { auth, NEW_PASSWORD, signupAndLogin, signupBody } from '../helpers/accounts'
import { ADMIN, createAdmin } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { DELETED_CONTACT } from '../helpers/privacy'
import { API } from '../helpers/test-app'

const t = apiApp()

const placeAs = async (sub: string, token: string, mobile: string) => {
  const payload = enquiryFor(bigEnoughCart(await catalogueOf(t)), { sub, mobile_no: mobile })
  const placed = await t.json<{ data: SavedEnquiry }>(`${API}/order/save`, post(payload, auth(token)))
  expect(placed.status).toBe(201)
  return placed.body.data
}

describe('sign-up bot trap and limits', () => {
  it('a signup that fills the hidden field is answered like a real one and stores nothing', async () => {
    const before = (await t.db.select().from(accounts)).length
    const traps = [{ company_website: 'http://spam.example' }]
    for (const [i, trap] of traps.entries()) {
      const mobile = `984040000${i}`
      const r = await t.json<{ data: SignupResult }>(
        `${API}/account/save`,
        post({ ...signupBody(mobile), ...trap }),
      )
      expect(r.status).toBe(201)
      expect(r.body.data.message).toBe('Signup process done. You are signed in.')
      expect(r.body.data.must_change_password).toBe(0)
      const used = await t.json<ErrorBody>(`${API}/account/export`, { headers: auth(r.body.data.token) })
      expect(used.status).toBe(401)
      const free = await t.json<{ data: { status: number } }>(
        `${API}/account/checkDuplicate`,
        post({ mobile_no: mobile }),
      )
      expect(free.body.data.status).toBe(1)
    }
    expect(await t.db.select().from(accounts)).toHaveLength(before)
    expect(await t.db.select().from(sessions)).toHaveLength(0)
  })

  it('a signup sent at once (autofilled, or from an older page that sends fill_ms) is stored', async () => {
    const mobile = '9840400009'
    const r = await t.json<{ data: SignupResult }>(
      `${API}/account/save`,
      post({ ...signupBody(mobile), fill_ms: 0, company_website: '' }),
    )
    expect(r.status).toBe(201)
    expect(await t.db.select().from(accounts).where(eq(accounts.mobileNo, mobile))).toHaveLength(1)
    // The answer is a real session: the buyer is signed in.
    const own = await t.json(`${API}/account/export`, { headers: auth(r.body.data.token) })
    expect(own.status).toBe(200)
  })

  it('a trapped signup is counted per address and per number, and refused as a real one is', async () => {
    const trap = { company_website: 'http://spam.example' }
    const send = (body: Record<string, unknown>, client: string) =>
      t.json<ErrorBody>(`${API}/account/save`, post(body, { 'x-test-client': client }))
    const errorOf = (r: { body: ErrorBody }) => ({ code: r.body.error.code, message: r.body.error.message })

    // Three decoys for one number use up its hour: a real signup for it is refused, as is a decoy.
    const mobile = '9840400008'
    for (let i = 0; i < ACCOUNT_LIMITS.signupPerMobile.limit; i++) {
      expect((await send({ ...signupBody(mobile), ...trap }, `trap-m${i}`)).status).toBe(201)
    }
    const real = await send(signupBody(mobile), 'trap-m8')
    const decoy = await send({ ...signupBody(mobile), ...trap }, 'trap-m9')
    expect([real.status, decoy.status]).toEqual([429, 429])
    expect(errorOf(decoy)).toEqual(errorOf(real))

    // Ten decoys from one address use up its hour the same way.
    for (let i = 0; i < ACCOUNT_LIMITS.signupPerClient.limit; i++) {
      expect(
        (await send({ ...signupBody(`98404001${String(i).padStart(2, '0')}`), ...trap }, 'trap-c')).status,
      ).toBe(201)
    }
    const fromClient = [
      await send(signupBody('9840400120'), 'trap-c'),
      await send({ ...signupBody('9840400121'), ...trap }, 'trap-c'),
    ]
    expect(fromClient.map((r) => r.status)).toEqual([429, 429])
    expect(errorOf(fromClient[1]!)).toEqual(errorOf(fromClient[0]!))
    expect(errorOf(fromClient[0]!).code).toBe('RATE_LIMITED')
    expect(await t.db.select().from(accounts).where(eq(accounts.mobileNo, mobile))).toHaveLength(0)
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
    expect(kept).toMatchObject(DELETED_CONTACT)
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
