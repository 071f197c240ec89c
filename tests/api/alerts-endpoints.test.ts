import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { pushSubscriptions } from '../../worker/db/schema-dispatch'
import { auth, placeOrder } from '../helpers/admin'
import { alertsShopHere } from '../helpers/alerts'
import { post } from '../helpers/enquiry'
import { fakePhone } from '../helpers/push-endpoint'
import { API } from '../helpers/test-app'

// The server posts every alert to the endpoint a subscription names, so only the browsers' own
// push services may be named: never the server's loopback, a cloud metadata address or an
// intranet host.

const s = alertsShopHere()

const subscribe = (endpoint: string) =>
  s.t.json<ErrorBody>(
    `${API}/admin/push/subscribe`,
    post({ ...fakePhone('x').subscription, endpoint }, auth(s.admin)),
  )

describe("a phone's push endpoint", () => {
  it.each([
    'https://127.0.0.1/send/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/send/x',
    'https://localhost/send/x',
    'https://intranet.shop.local/send/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com:443/fcm/send/x',
    'https://user:pw@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com@169.254.169.254/x',
    'https://fcm.googleapis.com\\@169.254.169.254/x',
    'https://fcm.googleapis.com.evil.test/fcm/send/x',
    'https://fcm.googleapis.com./fcm/send/x',
    'https://evilpush.services.mozilla.com.evil.test/x',
    'https://push.apple.com/x',
    'https://notapush.apple.com/x',
    'https://notify.windows.com/x',
    'ftp://fcm.googleapis.com/x',
    'fcm.googleapis.com/fcm/send/x',
  ])('%s is refused with 400 and never stored', async (endpoint) => {
    const res = await subscribe(endpoint)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_FAILED')
    expect(await s.phones()).toHaveLength(0)
  })

  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
    'https://web.push.apple.com/QGx3dGVzdA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
  ])("%s, a browser's push service, is taken", async (endpoint) => {
    expect((await subscribe(endpoint)).status).toBe(201)
  })

  it('a subscription stored before the rule, naming another address, is never called and is forgotten', async () => {
    await s.t.db.delete(pushSubscriptions)
    await s.subscribe('old')
    await s.t.db.update(pushSubscriptions).set({ endpoint: 'https://127.0.0.1/send/old' })
    await placeOrder(s.t)
    await s.t.settled()
    expect(s.endpoint.received).toHaveLength(0)
    expect(await s.phones()).toHaveLength(0)
  })
})
