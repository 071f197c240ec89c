import { describe, expect, it } from 'vitest'
import type { OrderRecord } from '../../worker/contract/orders'
import { auth, loginAs, oneTimeSignIn, signupAndLogin } from '../helpers/accounts'
import { ADMIN, createAdmin } from '../helpers/admin'
import { post } from '../helpers/enquiry'
import { claim, claimable, placeEnquiry } from '../helpers/privacy'
import { API, testAppPerFile } from '../helpers/test-app'

const ctx = testAppPerFile()

const myOrders = async (sub: string, token: string) =>
  (
    await ctx.t.json<{ data: OrderRecord[] }>(
      `${API}/order/search`,
      post({ sub, show_all: true }, auth(token)),
    )
  ).body.data.map((o) => o._id)

describe('enquiries sent with the number while signed out', () => {
  it("are offered to a session opened with the chosen password, and become the account's when added", async () => {
    const { t } = ctx
    const mobile = '9840500001'
    const first = await placeEnquiry(t, { mobile_no: mobile })
    const second = await placeEnquiry(t, { mobile_no: mobile, address: '9, Temple Street' })
    const otherNumber = await placeEnquiry(t, { mobile_no: '9840500002' })
    const me = await signupAndLogin(t, mobile)
    const mine = await placeEnquiry(t, { mobile_no: mobile }, me)

    const offered = await claimable(t, me.token)
    expect(offered.status).toBe(200)
    expect(offered.res.headers.get('cache-control')).toBe('private, no-store')
    expect(offered.body.data.count).toBe(2)
    expect(offered.body.data.enquiries.map((e) => e.enquiry_number)).toEqual([
      first.enquiry_number,
      second.enquiry_number,
    ])
    expect(await myOrders(me.sub, me.token)).toEqual([mine.order_id])

    const added = await claim(t, me.token)
    expect(added.body.data).toEqual({
      claimed: 2,
      enquiry_numbers: [first.enquiry_number, second.enquiry_number],
    })
    expect((await myOrders(me.sub, me.token)).sort()).toEqual(
      [first.order_id, second.order_id, mine.order_id].sort(),
    )
    expect(JSON.stringify(await myOrders(me.sub, me.token))).not.toContain(otherNumber.order_id)
    expect((await claimable(t, me.token)).body.data).toEqual({ count: 0, enquiries: [] })
    // Added once: a second press adds nothing, and the export now carries them.
    expect((await claim(t, me.token)).body.data.claimed).toBe(0)
    const copy = await t.json<{ data: { enquiries: { address: string }[] } }>(`${API}/account/export`, {
      headers: auth(me.token),
    })
    expect(copy.body.data.enquiries.map((e) => e.address)).toContain('9, Temple Street')
  })

  it("are not offered to a one-time password's session, nor to nobody", async () => {
    const { t } = ctx
    const mobile = '9840500003'
    await placeEnquiry(t, { mobile_no: mobile })
    await createAdmin(t)
    const seller = (await loginAs(t, ADMIN.mobile, ADMIN.password)).body.data.token
    const { first } = await oneTimeSignIn(t, seller, mobile)
    for (const call of [claimable(t, first.token), claim(t, first.token)]) {
      const r = await call
      expect(r.status).toBe(403)
      expect(r.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED')
    }
    expect((await t.json(`${API}/account/claim-enquiries`)).status).toBe(401)
    expect((await t.json(`${API}/account/claim-enquiries`, post({}))).status).toBe(401)
  })

  it("another account's enquiries with the same number are never offered", async () => {
    const { t } = ctx
    // An enquiry sent signed in to one account, with another number, stays that account's.
    const owner = await signupAndLogin(t, '9840500004')
    await placeEnquiry(t, { mobile_no: '9840500005' }, owner)
    const other = await signupAndLogin(t, '9840500005')
    expect((await claimable(t, other.token)).body.data.count).toBe(0)
    expect((await claim(t, other.token)).body.data.claimed).toBe(0)
  })
})
