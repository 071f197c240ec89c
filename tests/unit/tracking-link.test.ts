import { describe, expect, it } from 'vitest'
import { storedSettingsSchema } from '../../worker/contract/settings'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import {
  parcelTrackingHref,
  TRACKING_URL_MAX,
  trackingHref,
  trackingUrlProblem,
} from '../../worker/contract/tracking-link'

const withTrackingUrl = (tracking_url: unknown) => {
  const s = structuredClone(defaultSettings) as { transport: { transporters: Record<string, unknown>[] } }
  const first = s.transport.transporters[0]
  if (first) first.tracking_url = tracking_url
  return storedSettingsSchema.safeParse(s)
}

describe("a transporter's tracking address", () => {
  it('takes an https address with {lr}, or nothing', () => {
    for (const url of [
      '',
      'https://track.example/?lr={lr}',
      'https://www.example.in/tracking/{lr}/status',
      'HTTPS://Example.com/t?no={lr}&type=lr',
    ]) {
      expect(trackingUrlProblem(url), url).toBeUndefined()
    }
  })

  it('refuses http, a missing {lr}, spaces, other braces and a missing site, with a message saying why', () => {
    expect(trackingUrlProblem('http://track.example/?lr={lr}')).toBe(
      'The tracking address must start with https://',
    )
    expect(trackingUrlProblem('track.example/?lr={lr}')).toContain('https://')
    expect(trackingUrlProblem('javascript:alert(1)//{lr}')).toContain('https://')
    expect(trackingUrlProblem('https://track.example/')).toContain('Put {lr} where the LR number goes')
    expect(trackingUrlProblem('https://track.example/?lr={LR}')).toContain('{lr}')
    expect(trackingUrlProblem('https://track.example/?lr={lr}&d={date}')).toContain('braces')
    expect(trackingUrlProblem('https://track .example/?lr={lr}')).toContain('space')
    expect(trackingUrlProblem('https://"><script>/{lr}')).toBeDefined()
    expect(trackingUrlProblem('https://localhost/{lr}')).toContain('site’s name')
  })

  it('the settings keep it optional, trim it, and refuse a wrong one at its field', () => {
    const saved = withTrackingUrl('  https://track.example/?lr={lr} ')
    expect(saved.success && saved.data.transport.transporters[0]?.tracking_url).toBe(
      'https://track.example/?lr={lr}',
    )
    // Settings saved before it existed read as no address.
    const before = withTrackingUrl(undefined)
    expect(before.success && before.data.transport.transporters[0]?.tracking_url).toBe('')

    const wrong = withTrackingUrl('http://track.example/?lr={lr}')
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0]?.path).toEqual(['transport', 'transporters', 0, 'tracking_url'])
    expect(wrong.error?.issues[0]?.message).toBe('The tracking address must start with https://')

    const long = withTrackingUrl(`https://track.example/?lr={lr}&x=${'a'.repeat(TRACKING_URL_MAX)}`)
    expect(long.error?.issues[0]?.message).toBe(
      `The tracking address can be at most ${TRACKING_URL_MAX} characters`,
    )
  })
})

describe('the link of one parcel', () => {
  it('puts the LR number in, encoded, wherever {lr} stands', () => {
    expect(trackingHref('https://track.example/?lr={lr}', 'LR-778')).toBe('https://track.example/?lr=LR-778')
    expect(trackingHref('https://track.example/lr/{lr}?again={lr}', ' 12/34 A&B#5 ')).toBe(
      'https://track.example/lr/12%2F34%20A%26B%235?again=12%2F34%20A%26B%235',
    )
    expect(trackingHref('https://track.example/?lr={lr}', 'எல்ஆர்1')).toBe(
      `https://track.example/?lr=${encodeURIComponent('எல்ஆர்1')}`,
    )
  })

  it('is empty without an LR number or without an address', () => {
    expect(trackingHref('https://track.example/?lr={lr}', '')).toBe('')
    expect(trackingHref('https://track.example/?lr={lr}', '   ')).toBe('')
    expect(trackingHref('https://track.example/?lr={lr}', null)).toBe('')
    expect(trackingHref('', 'LR-778')).toBe('')
    // An address that slipped past the settings is not followed.
    expect(trackingHref('http://track.example/?lr={lr}', 'LR-778')).toBe('')
  })

  it("uses the address of the parcel's transporter as the settings hold it today, by id", () => {
    const transport = {
      transporters: [
        { id: 'kpn', tracking_url: 'https://kpn.example/t/{lr}' },
        { id: 'abt', tracking_url: '' },
      ],
    }
    expect(parcelTrackingHref(transport, { transporterId: 'kpn', lrNumber: 'LR 9' })).toBe(
      'https://kpn.example/t/LR%209',
    )
    expect(parcelTrackingHref(transport, { transporterId: 'abt', lrNumber: 'LR 9' })).toBe('')
    // A transporter removed from the settings since: no link.
    expect(parcelTrackingHref(transport, { transporterId: 'gone', lrNumber: 'LR 9' })).toBe('')
  })
})
