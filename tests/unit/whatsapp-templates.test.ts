import { describe, expect, it } from 'vitest'
import { storedSettingsSchema } from '../../worker/contract/settings'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import {
  fillWhatsappTemplate,
  TRACK_LINE,
  unknownWhatsappTokens,
  WHATSAPP_MOMENTS,
  WHATSAPP_TOKENS,
  whatsappMomentLink,
  whatsappText,
  whatsappToBuyerHref,
} from '../../worker/contract/whatsapp'

const ORIGIN = 'https://crackers.example'
const facts = {
  name: 'Meena',
  enquiry: 'ENQ-00042',
  code: 'K7M4-P9QX',
  amount: 'Rs. 11,800',
  link: `${ORIGIN}/transport?id=abc`,
  transporter: 'KPN',
  branch: 'Madurai',
  lr: 'LR-778',
  parcels: 2,
  free_days: 3,
  track: 'https://track.example/?lr=LR-778',
}

describe('filling a WhatsApp draft', () => {
  it('puts every token in its place', () => {
    const draft = WHATSAPP_TOKENS.map((t) => `${t}={${t}}`).join(' ')
    expect(fillWhatsappTemplate(draft, facts)).toBe(
      `name=Meena enquiry=ENQ-00042 code=K7M4-P9QX amount=Rs. 11,800 link=${ORIGIN}/transport?id=abc transporter=KPN branch=Madurai lr=LR-778 parcels=2 free_days=3 track=https://track.example/?lr=LR-778`,
    )
  })

  it('fills the default drafts in both languages with no token left over', () => {
    for (const locale of ['en', 'ta'] as const) {
      for (const moment of WHATSAPP_MOMENTS) {
        const text = fillWhatsappTemplate(defaultSettings.whatsapp[locale][moment], facts)
        expect(text).not.toMatch(/[{}]/)
        expect(text).toContain('Meena')
        expect(text).toContain('ENQ-00042')
      }
    }
    // The quote, the buyer's first message from the shop, also hands them their access code.
    for (const locale of ['en', 'ta'] as const) {
      expect(fillWhatsappTemplate(defaultSettings.whatsapp[locale].quote_sent, facts)).toContain('K7M4-P9QX')
    }
    expect(fillWhatsappTemplate(defaultSettings.whatsapp.ta.arrived, facts)).toBe(
      `வணக்கம் Meena, ENQ-00042-க்கான உங்கள் பார்சல் KPN, Madurai அலுவலகம் வந்துவிட்டது. 3 நாட்களுக்குள் LR LR-778 உடன் பெற்றுக்கொள்ளுங்கள்: ${ORIGIN}/transport?id=abc`,
    )
  })

  it('a missing value becomes empty and the gap it leaves is tidied', () => {
    expect(
      fillWhatsappTemplate('Hi {name} ,  your LR is {lr}. Parcels: {parcels} , thanks', { name: 'Meena' }),
    ).toBe('Hi Meena, your LR is. Parcels, thanks')
    expect(fillWhatsappTemplate('  Hi {name}\n\n\n\nBye  ', { name: null })).toBe('Hi\n\nBye')
  })

  it('leaves a brace that is not a token as written', () => {
    expect(fillWhatsappTemplate('Offer {x} for {name}', facts)).toBe('Offer {x} for Meena')
  })

  it('a value cannot smuggle in another token', () => {
    expect(fillWhatsappTemplate('{name} {lr}', { name: '{lr}', lr: 'LR-1' })).toBe('{lr} LR-1')
  })
})

describe('the tracking link in a message', () => {
  const noTrack = { ...facts, track: '' }
  const dispatched = { moment: 'dispatched', locale: 'en' } as const

  it('the default Dispatched drafts end with the link on its own line, in both languages', () => {
    expect(whatsappText(defaultSettings.whatsapp.en.dispatched, facts, dispatched)).toBe(
      `Vanakkam Meena, your parcel for ENQ-00042 is dispatched by KPN to their Madurai office: 2 parcel(s), LR LR-778. Details: ${ORIGIN}/transport?id=abc\nTrack it on KPN's site: https://track.example/?lr=LR-778`,
    )
    expect(
      whatsappText(defaultSettings.whatsapp.ta.dispatched, facts, { moment: 'dispatched', locale: 'ta' }),
    ).toMatch(/\nKPN தளத்தில் பார்சலைக் கண்காணிக்க: https:\/\/track\.example\/\?lr=LR-778$/)
  })

  it('without a link the line holding {track} goes whole: no dangling words, the rest untouched', () => {
    for (const locale of ['en', 'ta'] as const) {
      const text = whatsappText(defaultSettings.whatsapp[locale].dispatched, noTrack, {
        ...dispatched,
        locale,
      })
      expect(text).not.toContain('\n')
      expect(text).not.toMatch(/கண்காணிக்க|Track it/)
      expect(text.endsWith(`${ORIGIN}/transport?id=abc`)).toBe(true)
    }
    expect(fillWhatsappTemplate('LR {lr}\nTrack: {track}\nThanks', { lr: 'LR-1', track: null })).toBe(
      'LR LR-1\nThanks',
    )
  })

  it("a seller's own Dispatched draft without {track} gets the link on a line of its own at the end", () => {
    const own = 'Sent {enquiry} by {transporter}, LR {lr}.'
    expect(whatsappText(own, facts, dispatched)).toBe(
      'Sent ENQ-00042 by KPN, LR LR-778.\nTrack it on the transporter’s site: https://track.example/?lr=LR-778',
    )
    expect(whatsappText(own, facts, { moment: 'dispatched', locale: 'ta' })).toBe(
      `Sent ENQ-00042 by KPN, LR LR-778.\n${TRACK_LINE.ta.replace('{track}', facts.track)}`,
    )
    // With no link it reads exactly as the seller wrote it.
    expect(whatsappText(own, noTrack, dispatched)).toBe('Sent ENQ-00042 by KPN, LR LR-778.')
    // Other moments are left as written; a draft that names {track} itself keeps it where it is.
    expect(whatsappText(own, facts, { moment: 'arrived', locale: 'en' })).toBe(
      'Sent ENQ-00042 by KPN, LR LR-778.',
    )
    expect(whatsappText('Track {track} now', facts, dispatched)).toBe(
      'Track https://track.example/?lr=LR-778 now',
    )
  })
})

describe('unknown tokens', () => {
  it('names each unknown token once', () => {
    expect(unknownWhatsappTokens('Hi {nmae}, {enquiry} {nmae} {Amount} {link}')).toEqual(['nmae', 'Amount'])
    expect(unknownWhatsappTokens(defaultSettings.whatsapp.en.dispatched)).toEqual([])
  })

  it('the settings refuse a draft with an unknown token, at its field', () => {
    const broken = structuredClone(defaultSettings)
    broken.whatsapp.en.arrived = 'Collect it at {branch_address}'
    const parsed = storedSettingsSchema.safeParse(broken)
    expect(parsed.success).toBe(false)
    const issue = parsed.error?.issues[0]
    expect(issue?.path).toEqual(['whatsapp', 'en', 'arrived'])
    expect(issue?.message).toContain('{branch_address}')
    expect(storedSettingsSchema.safeParse(defaultSettings).success).toBe(true)
  })
})

describe('the link of each moment', () => {
  const order = { id: 'Order_ID-1234567890', quoteToken: 'tok_123' }
  it('quote page, invoice and transport page, in the buyer language', () => {
    expect(whatsappMomentLink(ORIGIN, 'quote_sent', 'en', order)).toBe(`${ORIGIN}/quote?t=tok_123`)
    expect(whatsappMomentLink(ORIGIN, 'quote_sent', 'ta', order)).toBe(`${ORIGIN}/ta/quote?t=tok_123`)
    expect(whatsappMomentLink(ORIGIN, 'payment_received', 'ta', order)).toBe(
      `${ORIGIN}/ta/invoice?id=Order_ID-1234567890`,
    )
    expect(whatsappMomentLink(ORIGIN, 'dispatched', 'en', order)).toBe(
      `${ORIGIN}/transport?id=Order_ID-1234567890`,
    )
    expect(whatsappMomentLink(ORIGIN, 'arrived', 'ta', order)).toBe(
      `${ORIGIN}/ta/transport?id=Order_ID-1234567890`,
    )
    expect(whatsappMomentLink(ORIGIN, 'quote_sent', 'en', { ...order, quoteToken: null })).toBe('')
  })

  it('wa.me takes 91 and the last ten digits; the text is encoded whole', () => {
    const href = whatsappToBuyerHref('+91 98765-43210', 'வணக்கம் Meena & co: 50% off?')
    expect(href).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('வணக்கம் Meena & co: 50% off?')}`)
  })
})

describe('personal data', () => {
  it('no default draft asks for more than the name: no mobile, address or e-mail token exists', () => {
    expect([...WHATSAPP_TOKENS]).not.toContain('mobile')
    expect([...WHATSAPP_TOKENS]).not.toContain('address')
    for (const locale of ['en', 'ta'] as const)
      for (const moment of WHATSAPP_MOMENTS)
        expect(unknownWhatsappTokens(defaultSettings.whatsapp[locale][moment])).toEqual([])
    expect(unknownWhatsappTokens('{mobile} {address} {email}')).toEqual(['mobile', 'address', 'email'])
  })
})
