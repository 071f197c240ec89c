import { describe, expect, it } from 'vitest'
import { amountInWordsTamil } from '../../worker/lib/words-ta'

const rupees = (n: number) => amountInWordsTamil(n * 100)

describe('amount in words in Tamil', () => {
  it('fuses hundreds and thousands as a Tamil bill writes them', () => {
    expect(rupees(2500)).toBe('இரண்டாயிரத்து ஐந்நூறு ரூபாய் மட்டும்')
    expect(rupees(100)).toBe('நூறு ரூபாய் மட்டும்')
    expect(rupees(250)).toBe('இருநூற்று ஐம்பது ரூபாய் மட்டும்')
    expect(rupees(900)).toBe('தொள்ளாயிரம் ரூபாய் மட்டும்')
    expect(rupees(999)).toBe('தொள்ளாயிரத்து தொண்ணூற்று ஒன்பது ரூபாய் மட்டும்')
    expect(rupees(1000)).toBe('ஆயிரம் ரூபாய் மட்டும்')
    expect(rupees(3000)).toBe('மூவாயிரம் ரூபாய் மட்டும்')
    expect(rupees(5300)).toBe('ஐயாயிரத்து முந்நூறு ரூபாய் மட்டும்')
    expect(rupees(10_000)).toBe('பத்தாயிரம் ரூபாய் மட்டும்')
    expect(rupees(11_000)).toBe('பதினோராயிரம் ரூபாய் மட்டும்')
    expect(rupees(21_000)).toBe('இருபத்து ஓராயிரம் ரூபாய் மட்டும்')
    expect(rupees(99_999)).toBe('தொண்ணூற்று ஒன்பதாயிரத்து தொள்ளாயிரத்து தொண்ணூற்று ஒன்பது ரூபாய் மட்டும்')
  })

  it('writes one before a noun as ஒரு', () => {
    expect(rupees(1)).toBe('ஒரு ரூபாய் மட்டும்')
    expect(rupees(101)).toBe('நூற்று ஒரு ரூபாய் மட்டும்')
    expect(rupees(1_100_000)).toBe('பதினொரு லட்சம் ரூபாய் மட்டும்')
  })

  it('writes lakh figures with லட்சம், joined as லட்சத்து', () => {
    expect(rupees(100_000)).toBe('ஒரு லட்சம் ரூபாய் மட்டும்')
    expect(rupees(125_000)).toBe('ஒரு லட்சத்து இருபத்து ஐந்தாயிரம் ரூபாய் மட்டும்')
    expect(rupees(200_500)).toBe('இரண்டு லட்சத்து ஐந்நூறு ரூபாய் மட்டும்')
    expect(rupees(4_513_250)).toBe('நாற்பத்து ஐந்து லட்சத்து பதிமூன்றாயிரத்து இருநூற்று ஐம்பது ரூபாய் மட்டும்')
  })

  it('writes crore figures with கோடி, joined as கோடியே, up to nine digits', () => {
    expect(rupees(10_000_000)).toBe('ஒரு கோடி ரூபாய் மட்டும்')
    expect(rupees(10_000_001)).toBe('ஒரு கோடியே ஒரு ரூபாய் மட்டும்')
    expect(rupees(123_456_789)).toBe(
      'பன்னிரண்டு கோடியே முப்பத்து நான்கு லட்சத்து ஐம்பத்து ஆறாயிரத்து எழுநூற்று எண்பத்து ஒன்பது ரூபாய் மட்டும்',
    )
    expect(rupees(999_999_999)).toMatch(/^தொண்ணூற்று ஒன்பது கோடியே தொண்ணூற்று ஒன்பது லட்சத்து /)
    expect(rupees(1_000_000_000)).toBe('overflow')
  })

  it('adds paise after the rupees', () => {
    expect(amountInWordsTamil(250_050)).toBe('இரண்டாயிரத்து ஐந்நூறு ரூபாய் ஐம்பது பைசா மட்டும்')
    expect(amountInWordsTamil(12_345_678_950)).toBe(
      'பன்னிரண்டு கோடியே முப்பத்து நான்கு லட்சத்து ஐம்பத்து ஆறாயிரத்து எழுநூற்று எண்பத்து ஒன்பது ரூபாய் ஐம்பது பைசா மட்டும்',
    )
    expect(amountInWordsTamil(75)).toBe('எழுபத்து ஐந்து பைசா மட்டும்')
    expect(amountInWordsTamil(0)).toBe('பூஜ்ஜியம் ரூபாய் மட்டும்')
  })

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWordsTamil(10.5)).toThrow(RangeError)
    expect(() => amountInWordsTamil(-100)).toThrow(RangeError)
  })
})
