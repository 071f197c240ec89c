import { beforeAll, describe, expect, it } from 'vitest'
import type { Product, ProductDetail } from '../../worker/contract/catalogue'
import type { StoredSettings } from '../../worker/contract/settings'
import { indiaMidnight } from '../../worker/lib/time'
import { bigEnoughCart, enquiryFor } from '../helpers/enquiry'
import { ordersTestApp } from '../helpers/orders-app'
import { API } from '../helpers/test-app'

// The season's rules on the India day the enquiry arrives (the app's clock): a banned area with
// dates, a green-only area named by its State, and the last day for enquiries from other States,
// each refusing on its first and last day and accepting the day before and the day after.

const ctx = ordersTestApp({ seller: true })
const { t, save } = ctx

const RULES: Pick<StoredSettings, 'banned_areas' | 'other_states_last_day'> = {
  banned_areas: [
    { name: 'Thiruvananthapuram', pin_prefixes: ['695'], from: '2026-10-22', to: '2026-10-31' },
    {
      name: 'Karnataka',
      pin_prefixes: [],
      states: ['29'],
      kind: 'green_only',
      from: '2026-11-01',
      to: '2026-11-10',
    },
  ],
  other_states_last_day: '2026-11-20',
}

// Midday of an India day: far from midnight, so the day cannot slip either way.
const onDay = (day: string) => t.clock.set(indiaMidnight(day) + 12 * 3_600_000)

const byCode = (code: string) => ctx.catalogue.find((p) => p.product_code === code)!
// The demo's certified green gift boxes, above the other States' Rs. 5,000 minimum.
const greenCart = () => [
  { product: byCode('GB03'), qty: 3 },
  { product: byCode('GB04'), qty: 2 },
]
const withOthers = (others: Product[]) => [...greenCart(), ...others.map((product) => ({ product, qty: 1 }))]

beforeAll(async () => {
  const current = (await t.get<StoredSettings>('admin/settings')).body.data
  expect((await t.send('admin/settings', { ...current, ...RULES }, 'PUT')).status).toBe(200)
})

describe('a banned area with dates', () => {
  const order = () => save(enquiryFor(bigEnoughCart(ctx.catalogue, 5500), { pin_code: '695001' }))
  it.each([
    ['the day before', '2026-10-21', 201],
    ['its first day', '2026-10-22', 422],
    ['its last day', '2026-10-31', 422],
    ['the day after', '2026-11-01', 201],
  ])('%s (%s) answers %i', async (_, day, status) => {
    onDay(day)
    const res = await order()
    expect(res.status).toBe(status)
    if (status === 422) {
      expect(res.body.error.code).toBe('DELIVERY_NOT_AVAILABLE')
      expect(res.body.error.details).toMatchObject({ area: 'Thiruvananthapuram', to: '2026-10-31' })
    }
  })
})

describe('a green-only area named by its State (Karnataka, from the PIN code)', () => {
  const others = () => [byCode('OS01'), byCode('BM01')]
  const mixed = () => save(enquiryFor(withOthers(others()), { pin_code: '560001' }))

  it.each([
    ['the day before', '2026-10-31', 201],
    ['its first day', '2026-11-01', 422],
    ['its last day', '2026-11-10', 422],
    ['the day after', '2026-11-11', 201],
  ])('%s (%s) a cart with other crackers answers %i', async (_, day, status) => {
    onDay(day)
    const res = await mixed()
    expect(res.status).toBe(status)
    if (status === 422) {
      expect(res.body.error.code).toBe('GREEN_ONLY_AREA')
      expect(res.body.error.details).toMatchObject({
        area: 'Karnataka',
        product_codes: ['OS01', 'BM01'],
        product_ids: others().map((p) => p._id),
      })
      expect(res.body.error.message).toContain(others()[0]!.product_name)
    }
  })

  it('accepts an all-green cart on its first and last day', async () => {
    for (const day of ['2026-11-01', '2026-11-10']) {
      onDay(day)
      expect((await save(enquiryFor(greenCart(), { pin_code: '560001' }))).status).toBe(201)
    }
  })
})

describe('the last day for enquiries from other States', () => {
  const from = (pin: string) => save(enquiryFor(bigEnoughCart(ctx.catalogue, 5500), { pin_code: pin }))

  it('takes an enquiry from Mumbai on the last day, refuses it the day after', async () => {
    onDay('2026-11-20')
    expect((await from('400001')).status).toBe(201)
    onDay('2026-11-21')
    const refused = await from('400001')
    expect(refused.status).toBe(422)
    expect(refused.body.error.code).toBe('DELIVERY_NOT_AVAILABLE')
    expect(refused.body.error.details).toEqual({ area: 'Other States', last_day: '2026-11-20' })
  })

  it('still takes an enquiry from Tamil Nadu the day after', async () => {
    onDay('2026-11-21')
    expect((await from('625001')).status).toBe(201)
  })
})

describe('green crackers in the catalogue', () => {
  it('marks the demo green products, with the certificate on the product page', async () => {
    expect(byCode('GB03').is_green).toBe(1)
    expect(byCode('OS01').is_green).toBe(0)
    const page = await t.json<{ data: ProductDetail }>(`${API}/product/get/${byCode('GB03')._id}`)
    expect(page.body.data).toMatchObject({ is_green: 1, green_certificate: 'NEERI-GC-2026-0303 (demo)' })
  })
})
