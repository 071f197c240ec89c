import { describe, expect, it } from 'vitest'
import { problemOf } from '../../web/src/features/checkout/checkout-rules'
import { seasonNotice } from '../../web/src/features/checkout/checkout-season'
import { ApiError } from '../../web/src/lib/api-client'
import type { PublicSettings } from '../../worker/contract/settings-rules'

// The season's rules as the checkout tells them: the server's refusals in Tamil, naming the lines
// or the last day, and the warning under the PIN code before sending.

const refusal = (code: 'GREEN_ONLY_AREA' | 'DELIVERY_NOT_AVAILABLE', details: Record<string, unknown>) =>
  new ApiError(code, 'server words', 422, [], details)

describe('the season refusals in Tamil', () => {
  it('names the lines that are not green, in Tamil, with a button to remove them', () => {
    const problem = problemOf(
      refusal('GREEN_ONLY_AREA', {
        area: 'Delhi NCR',
        product_ids: ['4', '9'],
        product_names_ta: ['குருவி வெடி', 'லட்சுமி வெடி'],
      }),
      undefined,
      'ta',
    )
    expect(problem).toMatchObject({ kind: 'remove-lines', productIds: ['4', '9'] })
    expect(problem.kind === 'remove-lines' && problem.message).toContain('குருவி வெடி, லட்சுமி வெடி')
    expect(problem.kind === 'remove-lines' && problem.message).toContain('டெல்லி NCR')
  })

  it('names the last day of the other-States cut-off as the shop writes dates', () => {
    const problem = problemOf(
      refusal('DELIVERY_NOT_AVAILABLE', { area: 'Other States', last_day: '2026-10-28' }),
      undefined,
      'ta',
    )
    expect(problem).toMatchObject({ kind: 'message', tone: 'warning' })
    expect(problem.kind === 'message' && problem.message).toContain('28/10/2026')
  })
})

describe('the warning under the PIN code', () => {
  const settings = (banned: PublicSettings['banned_areas'], lastDay = '') =>
    ({ banned_areas: banned, other_states_last_day: lastDay }) as PublicSettings & {
      other_states_last_day: string
    }
  const noon = (day: string) => Date.parse(`${day}T06:30:00Z`)

  it('stops the send only for an area banned always; a dated ban is told and sent', () => {
    const always = settings([{ name: 'Delhi NCR', pin_prefixes: ['110'] }])
    expect(seasonNotice(always, '110001', 'en', undefined, noon('2026-10-01'))).toMatchObject({
      blocks: true,
    })
    const dated = settings([
      { name: 'Delhi NCR', pin_prefixes: ['110'], from: '2026-10-22', to: '2026-10-31' },
    ])
    expect(seasonNotice(dated, '110001', 'en', undefined, noon('2026-10-21'))).toBeUndefined()
    expect(seasonNotice(dated, '110001', 'en', undefined, noon('2026-10-22'))).toMatchObject({
      blocks: false,
    })
  })

  it('tells a buyer outside Tamil Nadu of the cut-off from the day after the last day', () => {
    const s = settings([], '2026-10-28')
    expect(seasonNotice(s, '400001', 'en', undefined, noon('2026-10-28'))).toBeUndefined()
    expect(seasonNotice(s, '400001', 'en', undefined, noon('2026-10-29'))?.message).toContain('28/10/2026')
    expect(seasonNotice(s, '625001', 'en', undefined, noon('2026-10-29'))).toBeUndefined()
  })
})
