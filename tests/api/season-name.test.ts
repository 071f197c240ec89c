import { describe, expect, it } from 'vitest'
import type { StoredSettings } from '../../worker/contract/settings'
import { publicDefaultSettings } from '../../worker/contract/settings-defaults-public'
import { apiApp } from '../helpers/api-app'
import { settingsOf } from '../helpers/enquiry'

// The season the price list is named for comes from the seller's settings: the menus, the page's
// heading and its title, drawn on the server, follow a change at once and write no other year.
const t = apiApp({ seller: true, pages: true, catalogueCheckMs: 3_600_000 })

const current = async () => (await t.get<StoredSettings>('admin/settings')).body.data
const save = (body: unknown) => t.send<StoredSettings>('admin/settings', body, 'PUT')
const html = async (path: string) => {
  const res = await t.request(path)
  expect(res.status).toBe(200)
  return res.text()
}
const titleOf = (page: string) => page.match(/<title>([^<]*)<\/title>/)?.[1]
// Each place a page draws the price list's name: the header's menu, the phone menu, and on the
// price list its heading and breadcrumb.
const namings = (page: string, name: string) => page.split(`>${name}<`).length - 1

describe("the season's name from settings", () => {
  it('a new shop names the price list for the default season, in English and Tamil', async () => {
    const pub = await settingsOf(t)
    expect(pub.season_name).toBe(publicDefaultSettings.season_name)
    expect(pub.season_name_ta).toBe(publicDefaultSettings.season_name_ta)
    const page = await html('/price-list')
    expect(titleOf(page)).toMatch(new RegExp(`^Price List · ${publicDefaultSettings.season_name} \\|`))
    expect(page).not.toContain('2024')
  })

  it('the seller renames the season: the menus, the heading and the title of each language follow', async () => {
    const res = await save({ ...(await current()), season_name: 'Pongal 2027', season_name_ta: 'பொங்கல் 2027' })
    expect(res.status).toBe(200)
    expect((await settingsOf(t)).season_name).toBe('Pongal 2027')

    const english = await html('/price-list')
    expect(titleOf(english)).toMatch(/^Price List · Pongal 2027 \|/)
    expect(namings(english, 'Price List · Pongal 2027')).toBe(4)
    expect(english).not.toContain(publicDefaultSettings.season_name)
    // Every page's menus carry it, not the price list's alone.
    expect(namings(await html('/order-now'), 'Price List · Pongal 2027')).toBe(2)

    const tamil = await html('/ta/price-list')
    expect(titleOf(tamil)).toMatch(/^விலைப்பட்டியல் · பொங்கல் 2027 \|/)
    expect(namings(tamil, 'விலைப்பட்டியல் · பொங்கல் 2027')).toBe(4)
  })

  it('an empty season leaves the plain name; an empty Tamil one shows Tamil pages the English name', async () => {
    await save({ ...(await current()), season_name: 'Diwali 2027', season_name_ta: '' })
    expect(namings(await html('/ta/price-list'), 'விலைப்பட்டியல் · Diwali 2027')).toBe(4)
    await save({ ...(await current()), season_name: '', season_name_ta: '' })
    const page = await html('/price-list')
    expect(titleOf(page)).toMatch(/^Price List \|/)
    expect(namings(page, 'Price List')).toBeGreaterThanOrEqual(4)
  })

  it('a save without the season (a console from before it) keeps the stored one', async () => {
    await save({ ...(await current()), season_name: 'Pongal 2027', season_name_ta: 'பொங்கல் 2027' })
    const { season_name: _, season_name_ta: __, ...older } = await current()
    expect((await save(older)).status).toBe(200)
    expect((await settingsOf(t)).season_name).toBe('Pongal 2027')
    expect((await current()).season_name_ta).toBe('பொங்கல் 2027')
  })

  it('a season name longer than 40 characters is refused and changes nothing', async () => {
    const before = await current()
    const res = await save({ ...before, season_name: 'x'.repeat(41) })
    expect(res.status).toBe(400)
    expect(
      (res.body as unknown as { error: { issues?: { path: string }[] } }).error.issues?.map((i) => i.path),
    ).toEqual(['season_name'])
    expect(await current()).toEqual(before)
  })
})
