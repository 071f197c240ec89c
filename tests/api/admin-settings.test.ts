import { describe, expect, it } from 'vitest'
import type { StoredSettings } from '../../worker/contract/settings'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { apiApp } from '../helpers/api-app'
import { settingsOf } from '../helpers/enquiry'

// Settings are cached for an hour here: a change shows at once only because the write clears it.
const t = apiApp({ seller: true, catalogueCheckMs: 3_600_000 })

const current = () => t.get<StoredSettings>('admin/settings')
const save = (body: unknown) => t.send<StoredSettings>('admin/settings', body, 'PUT')
const publicSettings = () => settingsOf(t)

describe('admin/settings', () => {
  it('GET answers the stored settings in paise', async () => {
    const res = await current()
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual(defaultSettings)
  })

  it('PUT stores every key; settings/public shows the new minimum order at once', async () => {
    expect((await publicSettings()).minimum_order.lowest_amount).toBe(2500)
    const next: StoredSettings = structuredClone((await current()).body.data)
    next.minimum_order.regions[0]!.minimum_paise = 300_000
    next.minimum_order.other_regions_minimum_paise = 600_000
    next.announcement = 'Diwali orders close on 25 October'
    const res = await save(next)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual(next)
    expect((await current()).body.data).toEqual(next)
    const pub = await publicSettings()
    expect(pub.minimum_order.regions[0]!.amount).toBe(3000)
    expect(pub.minimum_order.other_regions_amount).toBe(6000)
    expect(pub.minimum_order.lowest_amount).toBe(3000)
    expect(pub.announcement).toBe('Diwali orders close on 25 October')
  })

  it('PUT refuses settings that do not fit and changes nothing', async () => {
    const before = (await current()).body.data
    const broken = { ...structuredClone(before), referrers: [] }
    const res = await save(broken)
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_FAILED')
    expect(res.body.error.issues?.[0]?.path).toBe('referrers')
    expect((await save({ ...before, gst_rate_percent: 'eighteen' })).status).toBe(400)
    expect((await current()).body.data).toEqual(before)
  })
})
