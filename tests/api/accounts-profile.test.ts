import { describe, expect, it } from 'vitest'
import type { LoginResult, Profile } from '../../worker/contract/accounts'
import type { ErrorBody } from '../../worker/contract/common'
import type { OrderRecord, SavedEnquiry } from '../../worker/contract/orders'
import { auth, NEW_PASSWORD, signupAndLogin as signupWithPassword } from '../helpers/accounts'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor, post } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

// A signed-in buyer's own profile, password and enquiries, and nobody else's.

const t = apiApp()
const signupAndLogin = (mobile: string) => signupWithPassword(t, mobile)

describe('profile: account/search/single/sub and account/update', () => {
  it("shows and changes only the signed-in buyer's own profile", async () => {
    const me = await signupAndLogin('9840055555')
    const other = await signupAndLogin('9840066666')
    const mine = await t.json<{ data: Profile }>(`${API}/account/search/single/sub/${me.sub}`, {
      headers: auth(me.token),
    })
    expect(mine.body.data).toMatchObject({
      customer_name: 'Meena Sundaram',
      mobile_no: '9840055555',
      pin_code: '627001',
    })

    const theirs = await t.json<ErrorBody>(`${API}/account/search/single/sub/${other.sub}`, {
      headers: auth(me.token),
    })
    expect(theirs.status).toBe(403)
    const anonymous = await t.json<ErrorBody>(`${API}/account/search/single/sub/${me.sub}`)
    expect(anonymous.status).toBe(401)

    const updated = await t.json<{ data: Profile }>(
      `${API}/account/update`,
      post({ sub: me.sub, city: 'Sivakasi', pin_code: '626123' }, auth(me.token)),
    )
    expect(updated.body.data).toMatchObject({
      city: 'Sivakasi',
      pin_code: '626123',
      customer_name: 'Meena Sundaram',
    })
    const hijack = await t.json<ErrorBody>(
      `${API}/account/update`,
      post({ sub: other.sub, city: 'X' }, auth(me.token)),
    )
    expect(hijack.status).toBe(403)
    const bad = await t.json<ErrorBody>(
      `${API}/account/update`,
      post({ sub: me.sub, pin_code: '12' }, auth(me.token)),
    )
    expect(bad.body.error.message).toBe('Invalid PIN Code')
  })
})

describe('account/change-password', () => {
  it('password change revokes every older token', async () => {
    const mobile = '9840077777'
    const first = await signupAndLogin(mobile)
    const second = (
      await t.json<{ data: LoginResult }>(
        `${API}/users/login`,
        post({ username: mobile, password: NEW_PASSWORD }),
      )
    ).body.data
    t.clock.advance(2000)
    const same = await t.json<ErrorBody>(
      `${API}/account/change-password`,
      post({ current_password: NEW_PASSWORD, new_password: mobile }, auth(first.token)),
    )
    expect(same.status).toBe(400)
    const changed = await t.json<{ data: LoginResult }>(
      `${API}/account/change-password`,
      post({ current_password: NEW_PASSWORD, new_password: 'pongal-2027-kolam' }, auth(first.token)),
    )
    expect((await t.json(`${API}/users/checkSession`, post({ access_token: second.token }))).status).toBe(401)
    expect(changed.status).toBe(200)
    expect(
      (await t.json(`${API}/account/search/single/sub/${first.sub}`, { headers: auth(first.token) })).status,
    ).toBe(401)
    expect(
      (
        await t.json(`${API}/account/search/single/sub/${first.sub}`, {
          headers: auth(changed.body.data.token),
        })
      ).status,
    ).toBe(200)
    expect(
      (await t.json(`${API}/users/login`, post({ username: mobile, password: NEW_PASSWORD }))).status,
    ).toBe(401)
    const login = await t.json<{ data: LoginResult }>(
      `${API}/users/login`,
      post({ username: mobile, password: 'pongal-2027-kolam' }),
    )
    expect(login.body.data.is_initial_password).toBe(0)
  })
})

describe('My Orders: order/search by sub', () => {
  it("lists the buyer's own enquiries placed while signed in, and refuses another sub", async () => {
    const me = await signupAndLogin('9840088888')
    const other = await signupAndLogin('9840099990')
    const catalogue = await catalogueOf(t)
    const payload = enquiryFor(bigEnoughCart(catalogue), { sub: me.sub, mobile_no: '9840088888' })
    const placed = await t.json<{ data: SavedEnquiry }>(`${API}/order/save`, post(payload, auth(me.token)))
    expect(placed.status).toBe(201)

    const forged = await t.json<ErrorBody>(
      `${API}/order/save`,
      post({ ...payload, sub: other.sub }, auth(me.token)),
    )
    expect(forged.status).toBe(403)
    const noToken = await t.json<ErrorBody>(`${API}/order/save`, post(payload))
    expect(noToken.status).toBe(403)

    const mine = await t.json<{ data: OrderRecord[] }>(
      `${API}/order/search`,
      post({ sub: me.sub, search_by_date: false, show_all: false }, auth(me.token)),
    )
    expect(mine.status).toBe(200)
    expect(mine.body.data.map((o) => o._id)).toEqual([placed.body.data.order_id])
    expect(mine.body.data[0]!.product_list.length).toBe(payload.product_list.length)
    expect(mine.body.data[0]!.order_status_label).toBe('Enquiry received')

    const theirs = await t.json<ErrorBody>(
      `${API}/order/search`,
      post({ sub: other.sub, search_by_date: false, show_all: false }, auth(me.token)),
    )
    expect(theirs.status).toBe(403)
    const anonymous = await t.json<ErrorBody>(`${API}/order/search`, post({ sub: me.sub, show_all: false }))
    expect(anonymous.status).toBe(401)
  })
})
