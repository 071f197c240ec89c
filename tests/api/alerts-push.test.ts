import { beforeAll, describe, expect, it } from 'vitest'
import type { AlertPayload, PushPublicKey } from '../../worker/contract/admin-alerts'
import type { ErrorBody } from '../../worker/contract/common'
import { auth, createBuyer, placeOrder } from '../helpers/admin'
import { alertsShop, alertsShopHere, MINUTE } from '../helpers/alerts'
import { post } from '../helpers/enquiry'
import { nextUtr, tellJson } from '../helpers/payments'
import { fakePhone, PUSH_ORIGIN, verifyVapid } from '../helpers/push-endpoint'
import { acceptedQuote } from '../helpers/quote-fixture'
import { askForChange } from '../helpers/quotes'
import { API } from '../helpers/test-app'

describe('a new enquiry reaches the seller’s phone', () => {
  const s = alertsShopHere()

  it('as a push signed with the shop’s VAPID key whose payload decrypts to the alert, without the buyer’s details', async () => {
    const phone = await s.subscribe('phone-1')
    const saved = await placeOrder(s.t)
    const [push, ...more] = s.pushesTo('phone-1')
    expect(more).toHaveLength(0)
    const { claims, k } = await verifyVapid(push!, s.vapid.publicKey)
    expect(k).toBe(s.vapid.publicKey)
    expect(claims).toMatchObject({ aud: PUSH_ORIGIN, sub: 'mailto:alerts@sivakasi.example' })
    const payload = phone.decrypt(push!) as AlertPayload
    expect(payload).toEqual({
      kind: 'new_enquiry',
      title: `New enquiry ${saved.enquiry_number}`,
      body: `${saved.enquiry_number} for ₹${saved.net_amount.toFixed(2)} (estimate). Call back within 24 hours.`,
      url: `/admin/order?id=${saved.order_id}`,
    })
    const text = JSON.stringify(payload)
    for (const personal of ['Karthik', '9876543210', 'Madurai', 'North Car', 'karthik@']) {
      expect(text).not.toContain(personal)
    }
    expect((await s.alertOf(`new_enquiry:${saved.order_id}`))?.sentAt).toBe(s.t.clock.now())
  })

  it('a push signed with another key does not verify: the check is real', async () => {
    const other = await alertsShop()
    try {
      const phone = await other.subscribe('phone-x')
      await placeOrder(other.t)
      const push = other.pushesTo('phone-x')[0]!
      expect(phone.decrypt(push)).toMatchObject({ kind: 'new_enquiry' })
      await expect(verifyVapid(push, s.vapid.publicKey)).rejects.toThrow()
      // Another phone's keys cannot read it either.
      expect(() => fakePhone('thief').decrypt(push)).toThrow()
    } finally {
      await other.close()
    }
  })
})

describe('the buyer’s other moves alert the seller too', () => {
  const s = alertsShopHere()
  let phone: ReturnType<typeof fakePhone>
  beforeAll(async () => {
    phone = await s.subscribe('phone-1')
  })

  it('a change request on a quote pushes "change requested" with the quote version', async () => {
    const q = await acceptedQuote(s.t, { accept: false })
    const before = s.pushesTo('phone-1').length
    const res = await askForChange(s.t, q.token, { version: 1, message: 'Add two more boxes of sparklers' })
    expect(res.status).toBe(200)
    const pushes = s.pushesTo('phone-1').slice(before)
    expect(pushes.map((p) => phone.decrypt(p))).toEqual([
      {
        kind: 'change_requested',
        title: `Change requested on ${q.enquiryNumber}`,
        body: 'The buyer asks for a change to quote v1. Send a new quote.',
        url: `/admin/order?id=${q.id}`,
      },
    ])
    expect(JSON.stringify(pushes.map((p) => phone.decrypt(p)))).not.toContain('sparklers')
  })

  it('a told payment pushes "payment to check" with the amount told', async () => {
    const q = await acceptedQuote(s.t)
    const before = s.pushesTo('phone-1').length
    const res = await tellJson(s.t, q.token, { reference: nextUtr(), amount: 1500 })
    expect(res.status).toBe(201)
    const pushes = s.pushesTo('phone-1').slice(before)
    expect(pushes.map((p) => phone.decrypt(p))).toEqual([
      {
        kind: 'payment_submitted',
        title: `Payment to check on ${q.enquiryNumber}`,
        body: '₹1500.00 told by the buyer. Check it against the bank.',
        url: `/admin/order?id=${q.id}`,
      },
    ])
  })

  it('a change request that was refused (a version never sent) writes and pushes nothing', async () => {
    const q = await acceptedQuote(s.t, { accept: false })
    const rows = (await s.alertRows()).length
    const before = s.pushesTo('phone-1').length
    const res = await askForChange(s.t, q.token, { version: 7, message: 'More please' })
    expect(res.status).toBe(400)
    expect((await s.alertRows()).length).toBe(rows)
    expect(s.pushesTo('phone-1').length).toBe(before)
  })
})

describe('when the push service refuses', () => {
  const s = alertsShopHere()

  it('a 410 Gone removes the subscription, and the alert still reaches the phone that remains', async () => {
    const kept = await s.subscribe('kept')
    await s.subscribe('gone')
    s.endpoint.statuses.set('/send/gone', 410)
    const saved = await placeOrder(s.t)
    expect(s.pushesTo('gone')).toHaveLength(1)
    expect((await s.phones()).map((p) => p.endpoint)).toEqual([`${PUSH_ORIGIN}/send/kept`])
    expect(kept.decrypt(s.pushesTo('kept').at(-1)!)).toMatchObject({
      url: `/admin/order?id=${saved.order_id}`,
    })
    expect((await s.alertOf(`new_enquiry:${saved.order_id}`))?.sentAt).not.toBeNull()
  })

  it('a 500 is tried again after 1 and 5 minutes, then the alert is dropped', async () => {
    s.endpoint.statuses.set('/send/kept', 500)
    const saved = await placeOrder(s.t)
    const key = `new_enquiry:${saved.order_id}`
    const start = s.t.clock.now()
    expect(s.pushesTo('kept').length).toBeGreaterThan(0)
    const count = () => s.pushesTo('kept').length
    const first = count()
    expect(await s.alertOf(key)).toMatchObject({ attempts: 1, nextAttemptAt: start + MINUTE, sentAt: null })

    s.t.clock.set(start + 30_000)
    await s.job()
    expect(count()).toBe(first)

    s.t.clock.set(start + MINUTE)
    await s.job()
    expect(count()).toBe(first + 1)
    expect(await s.alertOf(key)).toMatchObject({ attempts: 2, nextAttemptAt: start + 6 * MINUTE })

    s.t.clock.set(start + 6 * MINUTE)
    await s.job()
    expect(count()).toBe(first + 2)
    expect(await s.alertOf(key)).toMatchObject({ attempts: 3, droppedAt: start + 6 * MINUTE, sentAt: null })

    s.t.clock.set(start + 60 * MINUTE)
    await s.job()
    expect(count()).toBe(first + 2)
    // A failing phone is kept (it may come back); only a 404/410 removes it.
    expect((await s.phones())[0]).toMatchObject({ endpoint: `${PUSH_ORIGIN}/send/kept` })
    expect((await s.phones())[0]!.failures).toBeGreaterThanOrEqual(3)
  })
})

describe('quiet hours', () => {
  const s = alertsShopHere()

  it('an enquiry at 11 pm India time is pushed at 7 am, when the default quiet hours (22:00-07:00) end', async () => {
    const phone = await s.subscribe('phone-1')
    s.t.clock.set(Date.parse('2026-10-20T23:00:00+05:30'))
    const saved = await placeOrder(s.t)
    expect(s.pushesTo('phone-1')).toHaveLength(0)
    const morning = Date.parse('2026-10-21T07:00:00+05:30')
    expect((await s.alertOf(`new_enquiry:${saved.order_id}`))?.nextAttemptAt).toBe(morning)

    s.t.clock.set(morning - MINUTE)
    await s.job()
    expect(s.pushesTo('phone-1')).toHaveLength(0)

    s.t.clock.set(morning)
    await s.job()
    expect(s.pushesTo('phone-1').map((p) => phone.decrypt(p))).toEqual([
      expect.objectContaining({ kind: 'new_enquiry', url: `/admin/order?id=${saved.order_id}` }),
    ])
  })
})

describe('who may subscribe', () => {
  const s = alertsShopHere()
  const subscribe = (headers: Record<string, string>, body: unknown = fakePhone('x').subscription) =>
    s.t.json<ErrorBody>(`${API}/admin/push/subscribe`, post(body, headers))

  it('a stranger without a token is refused with 401 and nothing is stored', async () => {
    const res = await subscribe({})
    expect(res.status).toBe(401)
    expect(await s.phones()).toHaveLength(0)
  })

  it('a signed-in buyer is refused with 403: alerts of the shop’s enquiries are the seller’s alone', async () => {
    const buyer = await createBuyer(s.t, '9840000077')
    const res = await subscribe(auth(buyer))
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('FORBIDDEN')
    expect(await s.phones()).toHaveLength(0)
    const key = await s.t.json(`${API}/admin/push/public-key`, { headers: auth(buyer) })
    expect(key.status).toBe(403)
    const queue = await s.t.json(`${API}/admin/attention`, { headers: auth(buyer) })
    expect(queue.status).toBe(403)
  })

  it('an http endpoint or broken keys are a 400, never stored', async () => {
    const phone = fakePhone('y').subscription
    for (const body of [
      { ...phone, endpoint: 'http://push.example.test/send/y' },
      { ...phone, keys: { p256dh: 'not a key', auth: phone.keys.auth } },
      { endpoint: phone.endpoint },
    ]) {
      const res = await subscribe(auth(s.admin), body)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
    }
    expect(await s.phones()).toHaveLength(0)
  })

  it('the seller gets the public key, subscribes once per phone and can unsubscribe', async () => {
    const key = await s.t.json<{ data: PushPublicKey }>(`${API}/admin/push/public-key`, {
      headers: auth(s.admin),
    })
    expect(key.body.data.public_key).toBe(s.vapid.publicKey)
    const phone = fakePhone('same')
    expect((await subscribe(auth(s.admin), phone.subscription)).status).toBe(201)
    expect((await subscribe(auth(s.admin), phone.subscription)).status).toBe(201)
    expect(await s.phones()).toHaveLength(1)
    const off = await s.t.json(
      `${API}/admin/push/unsubscribe`,
      post({ endpoint: phone.subscription.endpoint }, auth(s.admin)),
    )
    expect(off.status).toBe(200)
    expect(await s.phones()).toHaveLength(0)
  })
})

describe('a server without VAPID keys', () => {
  const s = alertsShopHere({ keys: false })

  it('says so to the console, refuses subscriptions, and still keeps the alert for the queue', async () => {
    const key = await s.t.json<{ data: PushPublicKey }>(`${API}/admin/push/public-key`, {
      headers: auth(s.admin),
    })
    expect(key.body.data.public_key).toBeNull()
    const res = await s.t.json<ErrorBody>(
      `${API}/admin/push/subscribe`,
      post(fakePhone('z').subscription, auth(s.admin)),
    )
    expect(res.status).toBe(409)
    const saved = await placeOrder(s.t)
    expect(await s.alertOf(`new_enquiry:${saved.order_id}`)).toMatchObject({ sentAt: null, attempts: 0 })
    expect(s.endpoint.received).toHaveLength(0)
  })
})
