import { describe, expect, it } from 'vitest'
import type { StoredSettings } from '../../worker/contract/settings'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import { apiApp } from '../helpers/api-app'
import { settingsOf } from '../helpers/enquiry'

// Settings are cached for an hour here: a change shows at once only because the write clears it.
const t = apiApp({ seller: true, catalogueCheckMs: 3_600_000 })

const current = async () => (await t.get<StoredSettings>('admin/settings')).body.data
const save = (body: unknown) => t.send<StoredSettings>('admin/settings', body, 'PUT')
const publicSettings = () => settingsOf(t)

describe('the Tamil announcement', () => {
  it('a new shop answers its Tamil default line beside the English one', async () => {
    expect(defaultSettings.announcement_ta).toMatch(/[\u0B80-\u0BFF]/)
    expect((await current()).announcement_ta).toBe(defaultSettings.announcement_ta)
    const pub = await publicSettings()
    expect(pub.announcement).toBe(defaultSettings.announcement)
    expect(pub.announcement_ta).toBe(defaultSettings.announcement_ta)
  })

  it('the seller saves a Tamil line; the console and settings/public answer it at once', async () => {
    const next = { ...(await current()), announcement_ta: '  தீபாவளி ஆர்டர்கள் 25 அக்டோபர் வரை  ' }
    const res = await save(next)
    expect(res.status).toBe(200)
    // Kept as written: the console trims before it sends.
    expect(res.body.data.announcement_ta).toBe('  தீபாவளி ஆர்டர்கள் 25 அக்டோபர் வரை  ')
    expect((await current()).announcement_ta).toBe(next.announcement_ta)
    expect((await publicSettings()).announcement_ta).toBe(next.announcement_ta)
    // The English line is untouched.
    expect((await publicSettings()).announcement).toBe(defaultSettings.announcement)
  })

  it('a Tamil line of 301 characters is refused on announcement_ta and changes nothing', async () => {
    const before = await current()
    const res = await save({ ...before, announcement_ta: 'அ'.repeat(301) })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_FAILED')
    expect(res.body.error.issues?.map((i) => i.path)).toEqual(['announcement_ta'])
    expect(await current()).toEqual(before)
    // 300 fits.
    expect((await save({ ...before, announcement_ta: 'அ'.repeat(300) })).status).toBe(200)
  })

  it('a Tamil line that is not text is a 400, never a 500', async () => {
    const before = await current()
    for (const bad of [42, null, ['a'], { ta: 'x' }]) {
      const res = await save({ ...before, announcement_ta: bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.error.code).toBe('VALIDATION_FAILED')
    }
    expect(await current()).toEqual(before)
  })

  it('a save without the Tamil line (a console from before it) stores it empty, so Tamil pages show the English line', async () => {
    const { announcement_ta: _, ...withoutTamil } = await current()
    const res = await save({ ...withoutTamil, announcement: 'Diwali orders close on 25 October' })
    expect(res.status).toBe(200)
    const pub = await publicSettings()
    expect(pub.announcement_ta).toBe('')
    expect(pub.announcement).toBe('Diwali orders close on 25 October')
  })
})
