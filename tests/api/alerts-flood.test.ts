import { beforeAll, describe, expect, it } from 'vitest'
import type { AlertPayload } from '../../worker/contract/admin-alerts'
import { MAX_CHANGE_REQUESTS_PER_VERSION } from '../../worker/contract/quotes'
import { type AlertsShop, alertsShopHere } from '../helpers/alerts'
import { acceptedQuote } from '../helpers/quote-fixture'
import { askForChange } from '../helpers/quotes'

// A quote link is the buyer's to share; whoever holds it may ask for changes. Each request is kept
// for the seller to read (up to a share per version), but the seller's phone is woken once per
// quote version, not per message.

const s = alertsShopHere()
let phone: Awaited<ReturnType<AlertsShop['subscribe']>>
beforeAll(async () => {
  phone = await s.subscribe('phone-1')
})

describe('a flood of change requests', () => {
  it("30 change requests on one quote version, from 30 addresses, wake the seller's phone once", async () => {
    const q = await acceptedQuote(s.t, { accept: false })
    const before = s.pushesTo('phone-1').length
    const statuses = []
    for (let i = 0; i < 30; i++) {
      const res = await askForChange(
        s.t,
        q.token,
        { version: 1, message: `Change ${i}` },
        `203.0.113.${i + 1}`,
      )
      statuses.push(res.body.error?.code ?? res.status)
    }
    // The version's share is taken; the rest are refused, never kept as if heard.
    const share = MAX_CHANGE_REQUESTS_PER_VERSION
    expect(statuses).toEqual([...Array(share).fill(200), ...Array(30 - share).fill('CHANGE_REQUESTS_FULL')])
    const pushes = s.pushesTo('phone-1').slice(before)
    expect(pushes.map((p) => (phone.decrypt(p) as AlertPayload).kind)).toEqual(['change_requested'])
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
