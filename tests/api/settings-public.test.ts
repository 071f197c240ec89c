import { describe, expect, it } from 'vitest'
import type { PublicSettings } from '../../worker/contract/settings-rules'
import { apiApp } from '../helpers/api-app'
import { API } from '../helpers/test-app'

// The seller's settings the shop's pages need, in one answer.

const t = apiApp()

describe('GET settings/public', () => {
  it('answers the minimum-order rule, GST, five referrers and contact numbers in one place', async () => {
    const { status, body } = await t.json<{ data: PublicSettings }>(`${API}/settings/public`)
    expect(status).toBe(200)
    expect(body.data.minimum_order.regions[0]).toMatchObject({
      name: 'Tamil Nadu and Puducherry',
      amount: 2500,
    })
    expect(body.data.minimum_order.other_regions_amount).toBe(5000)
    expect(body.data.minimum_order.lowest_amount).toBe(2500)
    expect(body.data.gst_rate_percent).toBe(18)
    expect(body.data.referrers).toHaveLength(5)
    expect(body.data.referrers[0]).toEqual({ name: 'Ramesh', phone: '9000000001' })
    expect(body.data.contact.whatsapp_phone).toMatch(/^\d+$/)
  })
})
