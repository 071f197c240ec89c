import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCESS_CODE_ALPHABET } from '../../worker/contract/access-code'
import type { OrderRecord } from '../../worker/contract/orders'
import { orders } from '../../worker/db/schema'
import { auth, loginAs, NEW_PASSWORD, oneTimeSignIn, signupAndLogin } from '../helpers/accounts'
import { ADMIN, createAdmin } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { claim, claimable, placeEnquiry } from '../helpers/privacy'
import { API } from '../helpers/test-app'

const t = apiApp()
const DAY_MS = 24 * 60 * 60_000

const myOrders = async (sub: string, token: string) =>
  (
    await t.json<{ data: OrderRecord[] }>(`${API}/order/search`, post({ sub, show_all: true }, auth(token)))
  ).body.data.map((o) => o._id)

const ownerOf = async (orderId: string) =>
  (await t.db.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.accountId

// Well-formed codes no enquiry in these tests has (each is random: a clash is one in 10¹¹).
const wrongCode = (i: number) => `ZZZZ-ZZZ${ACCESS_CODE_ALPHABET[i]}`

const expectNotFound = (r: { status: number; body: { error: { code: string } } }) => {
  expect(r.status).toBe(404)
  expect(r.body.error.code).toBe('NOT_FOUND')
}

describe('enquiries sent with the number while signed out', () => {
  it('the number alone adds nothing: whoever registered it sees only how many, and no details', async () => {
    const mobile = '9840500001'
    const first = await placeEnquiry(t, { mobile_no: mobile, address: '12, Car Street' })
    const second = await placeEnquiry(t, { mobile_no: mobile })
    const squatter = await signupAndLogin(t, mobile)

    const offered = await claimable(t, squatter.token)
    expect(offered.status).toBe(200)
    expect(offered.res.headers.get('cache-control')).toBe('private, no-store')
    expect(offered.body.data).toEqual({ count: 2 })

    expectNotFound(await claim(t, squatter.token, wrongCode(2)))
    const empty = await t.json<{ error: { code: string } }>(
      `${API}/account/claim-enquiries`,
      post({}, auth(squatter.token)),
    )
    expect(empty.status).toBe(400)
    expect(empty.body.error.code).toBe('VALIDATION_FAILED')
    expect(await myOrders(squatter.sub, squatter.token)).toEqual([])
    expect(await ownerOf(first.order_id)).toBeNull()
    expect(await ownerOf(second.order_id)).toBeNull()
  })

  it('the right access code adds exactly its enquiry, typed in any case and spacing', async () => {
    const mobile = '9840500002'
    const first = await placeEnquiry(t, { mobile_no: mobile })
    const second = await placeEnquiry(t, { mobile_no: mobile, address: '9, Temple Street' })
    const me = await signupAndLogin(t, mobile)
    const mine = await placeEnquiry(t, { mobile_no: mobile }, me)
    expect((await claimable(t, me.token)).body.data.count).toBe(2)

    const typed = first.access_code.toLowerCase().replace('-', ' ')
    const added = await claim(t, me.token, typed)
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.data).toEqual({ enquiry_number: first.enquiry_number })
    expect((await myOrders(me.sub, me.token)).sort()).toEqual([first.order_id, mine.order_id].sort())
    expect(await ownerOf(second.order_id)).toBeNull()
    expect((await claimable(t, me.token)).body.data.count).toBe(1)
    // Added once: the same code again finds nothing left to add.
    expectNotFound(await claim(t, me.token, first.access_code))

    expect((await claim(t, me.token, second.access_code)).body.data.enquiry_number).toBe(
      second.enquiry_number,
    )
    expect((await claimable(t, me.token)).body.data.count).toBe(0)
    const copy = await t.json<{ data: { enquiries: { address: string }[] } }>(`${API}/account/export`, {
      headers: auth(me.token),
    })
    expect(copy.body.data.enquiries.map((e) => e.address)).toContain('9, Temple Street')
  })

  it("another number's enquiry, or one sent signed in to another account, is never added, even with its code", async () => {
    const otherNumber = await placeEnquiry(t, { mobile_no: '9840500003' })
    // An enquiry sent signed in to one account, with another's number, stays that account's.
    const owner = await signupAndLogin(t, '9840500004')
    const signedIn = await placeEnquiry(t, { mobile_no: '9840500005' }, owner)
    const other = await signupAndLogin(t, '9840500005')
    expect((await claimable(t, other.token)).body.data.count).toBe(0)

    expectNotFound(await claim(t, other.token, otherNumber.access_code))
    expectNotFound(await claim(t, other.token, signedIn.access_code))
    expect(await ownerOf(otherNumber.order_id)).toBeNull()
    expect(await ownerOf(signedIn.order_id)).toBe(owner.sub)
  })

  it('ten wrong codes a day close the number to the right one too, even for an account made again', async () => {
    const mobile = '9840500006'
    const sent = await placeEnquiry(t, { mobile_no: mobile })
    const squatter = await signupAndLogin(t, mobile)
    for (let i = 0; i < 10; i++) expectNotFound(await claim(t, squatter.token, wrongCode(i)))
    const closed = await claim(t, squatter.token, wrongCode(10))
    expect(closed.status).toBe(429)
    expect(closed.body.error.code).toBe('RATE_LIMITED')
    // Closed to a right guess as well, so a refusal tells nothing about a code.
    expect((await claim(t, squatter.token, sent.access_code)).status).toBe(429)

    // Deleting the account and registering the number again does not start a fresh count.
    const gone = await t.json(`${API}/account/delete`, post({ password: NEW_PASSWORD }, auth(squatter.token)))
    expect(gone.status).toBe(200)
    const again = await signupAndLogin(t, mobile)
    expect((await claim(t, again.token, wrongCode(11))).status).toBe(429)
    expect(await ownerOf(sent.order_id)).toBeNull()

    // The next day the buyer's own code adds it.
    t.clock.advance(DAY_MS)
    const token = (await loginAs(t, mobile, NEW_PASSWORD)).body.data.token
    expect((await claim(t, token, sent.access_code)).body.data.enquiry_number).toBe(sent.enquiry_number)
  })

  it("are not offered to a one-time password's session, nor to nobody", async () => {
    const mobile = '9840500007'
    const sent = await placeEnquiry(t, { mobile_no: mobile })
    await createAdmin(t)
    const seller = (await loginAs(t, ADMIN.mobile, ADMIN.password)).body.data.token
    const { first } = await oneTimeSignIn(t, seller, mobile)
    for (const call of [claimable(t, first.token), claim(t, first.token, sent.access_code)]) {
      const r = await call
      expect(r.status).toBe(403)
      expect(r.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED')
    }
    expect((await t.json(`${API}/account/claim-enquiries`)).status).toBe(401)
    const anonymous = post({ access_code: sent.access_code })
    expect((await t.json(`${API}/account/claim-enquiries`, anonymous)).status).toBe(401)
    expect(await ownerOf(sent.order_id)).toBeNull()
  })
})
