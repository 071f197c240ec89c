import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { districtNameTa, stateNameTa } from '../../web/src/features/accounts/place-names-ta'
import { landingTa } from '../../web/src/features/catalogue/landing-ta'
import { checkoutMessages } from '../../web/src/features/checkout/checkout.messages'
import { messagesIn } from '../../web/src/lib/i18n'

const india = JSON.parse(readFileSync('worker/db/seed/india.json', 'utf8')) as {
  code: string
  name: string
  districts: string[]
}[]

describe("the signup lists' Tamil names", () => {
  it('every state and union territory the shop knows has its Tamil name', () => {
    const missing = india.map((s) => s.name).filter((n) => stateNameTa(n) === n)
    expect(missing).toEqual([])
  })

  it("every Tamil Nadu district has its Tamil name; other states' districts show as they come", () => {
    const tamilNadu = india.find((s) => s.code === 'TN')!
    expect(tamilNadu.districts.filter((d) => districtNameTa(d) === d)).toEqual([])
    expect(districtNameTa('Ernakulam')).toBe('Ernakulam')
  })
})

describe("the shop's regions on Tamil pages", () => {
  it('the minimum order names its region in Tamil; a region the seller renamed shows as typed', () => {
    expect(landingTa.minimumForRegion('2,500', 'Tamil Nadu and Puducherry')).toBe('தமிழ்நாடு, புதுச்சேரி ₹2,500')
    expect(landingTa.minimumForRegion('3,000', 'Kongu belt')).toBe('Kongu belt ₹3,000')
  })

  it('a banned area is named in Tamil in the refusal, and kept in English on English pages', () => {
    expect(messagesIn(checkoutMessages, 'ta').banned('Delhi NCR', '110001')).toContain(
      'டெல்லி NCR (PIN 110001)',
    )
    expect(messagesIn(checkoutMessages, 'en').banned('Delhi NCR', '110001')).toContain(
      'Delhi NCR (PIN code 110001)',
    )
  })
})
