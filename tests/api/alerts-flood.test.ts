import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AlertPayload } from '../../worker/contract/admin-alerts'
import { type AlertsShop, alertsShop } from '../helpers/alerts'
import { acceptedQuote } from '../helpers/quote-fixture'
import { askForChange } from '../helpers/quotes'

// A quote link is the buyer's to share; whoever holds it may ask for changes. Each request is kept
// for the seller to read, but the seller's phone is woken once per quote version, not per message.

let s: AlertsShop
let phone: Awaited<ReturnType<AlertsShop['subscribe']>>
beforeAll(async () => {
  s = await alertsShop()
  phone = await s.subscribe('phone-1')
})
afterAll(() => s.close())

describe('a flood of change requests', () => {
  it("30 change requests on one quote version, from 30 addresses, wake the seller's phone once", async () => {
    const q = await acceptedQuote(s.t, { accept: false })
    const before = s.pushesTo('phone-1').length
    for (let i = 0; i < 30; i++) {
      const res = await askForChange(
        s.t,
        q.token,
        { version: 1, message: `Change ${i}` },
        `203.0.113.${i + 1}`,
      )
      expect(res.status).toBe(200)
    }
    const pushes = s.pushesTo('phone-1').slice(before)
    expect(pushes.map((p) => (phone.decrypt(p) as AlertPayload).kind)).toEqual(['change_requested'])
    // Every message is still there for the seller to read.
    const last = await askForChange(s.t, q.token, { version: 1, message: 'Last one' }, '203.0.113.99')
    expect(last.body.data.responses.filter((r) => r.kind === 'change_requested')).toHaveLength(31)
  })

  it('a change request on another enquiry still wakes the phone', async () => {
    const a = await acceptedQuote(s.t, { accept: false })
    const b = await acceptedQuote(s.t, { accept: false })
    const before = s.pushesTo('phone-1').length
    await askForChange(s.t, a.token, { version: 1, message: 'More sparklers' }, '203.0.113.200')
    await askForChange(s.t, b.token, { version: 1, message: 'Fewer rockets' }, '203.0.113.201')
    expect(s.pushesTo('phone-1').length - before).toBe(2)
  })
})
