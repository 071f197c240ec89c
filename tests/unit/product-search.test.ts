import { describe, expect, it } from 'vitest'
import { matchesSearch, searchTerms } from '../../web/src/features/catalogue/product-search'

const chakkar = {
  product_name: 'Ground Chakkar Big',
  tamil_name: 'தரைச் சக்கரம் (பெரியது)',
  product_code: 'GC01',
}
const sparkler = {
  product_name: '10 cm Electric Sparklers',
  tamil_name: '10 செ.மீ எலக்ட்ரிக் மத்தாப்பு',
  product_code: 'SP04',
}
const noTamil = { product_name: 'Twinkling Star', tamil_name: '', product_code: 'NV02' }

describe('product search', () => {
  it('search finds a product by its Tamil name', () => {
    expect(matchesSearch(chakkar, 'சக்கர')).toBe(true)
    expect(matchesSearch(sparkler, 'சக்கர')).toBe(false)
  })

  it('search finds a product by its English name, ignoring case', () => {
    expect(matchesSearch(chakkar, 'ground CHAKKAR')).toBe(true)
    expect(matchesSearch(sparkler, 'chakkar')).toBe(false)
  })

  it('search finds a product by its product code', () => {
    expect(matchesSearch(sparkler, 'sp04')).toBe(true)
    expect(matchesSearch(chakkar, 'GC01')).toBe(true)
    expect(matchesSearch(chakkar, 'SP04')).toBe(false)
  })

  it('search finds a Tamil name typed with a vowel sign in two parts (NFC on both sides)', () => {
    // கொ typed as க + ெ + ா, against a name stored with the single sign ொ, and the other way round.
    const stored = { ...noTamil, tamil_name: 'கொய்யா வெடி' }
    const typed = 'க\u0BC6\u0BBEய்யா'
    expect(typed).not.toBe('கொய்யா')
    expect(matchesSearch(stored, typed)).toBe(true)
    expect(matchesSearch({ ...noTamil, tamil_name: 'க\u0BC6\u0BBEய்யா வெடி' }, 'கொய்யா')).toBe(true)
  })

  it('search needs every word typed, from any of the names or the code', () => {
    expect(matchesSearch(chakkar, 'chakkar gc01')).toBe(true)
    expect(matchesSearch(chakkar, 'சக்கரம்   big')).toBe(true)
    expect(matchesSearch(chakkar, 'chakkar rocket')).toBe(false)
  })

  it('an empty or blank search keeps every product, and a product without a Tamil name is still found', () => {
    expect(matchesSearch(chakkar, '')).toBe(true)
    expect(matchesSearch(chakkar, '   ')).toBe(true)
    expect(searchTerms('  a   b ')).toEqual(['a', 'b'])
    expect(matchesSearch(noTamil, 'twinkling')).toBe(true)
    expect(matchesSearch(noTamil, 'சக்கர')).toBe(false)
  })
})
