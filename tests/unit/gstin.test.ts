import { describe, expect, it } from 'vitest'
import { GST_STATE_LIST } from '../../worker/contract/gst-state-list'
import { gstStatesOfPin } from '../../worker/contract/gst-states'
import { gstinCheckCharacter, gstinMatchesPin, isValidGstin } from '../../worker/contract/gstin'

// Published GSTINs whose check characters are right.
const PUBLISHED = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

describe('the GSTIN check character', () => {
  it('passes published GSTINs and refuses every other last character', () => {
    for (const gstin of PUBLISHED) {
      expect(isValidGstin(gstin), gstin).toBe(true)
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14])
      for (const c of ALPHABET.replace(gstin[14]!, ''))
        expect(isValidGstin(`${gstin.slice(0, 14)}${c}`), c).toBe(false)
    }
  })

  it('catches one mistyped character and two swapped ones', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true)
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false) // 9 typed as 8
    expect(isValidGstin('27AAPFU0399F1ZV')).toBe(false) // 93 swapped
    expect(isValidGstin('72AAPFU0939F1ZV')).toBe(false) // the State code swapped
  })

  it('made-up GSTINs pass only with their computed check character', () => {
    const first14 = '33ABCDE1234F1Z'
    expect(gstinCheckCharacter(first14)).toBe('7')
    expect(isValidGstin(`${first14}7`)).toBe(true)
    // The example the settings show has the shape but not the check character.
    expect(isValidGstin('33ABCDE1234F1Z5')).toBe(false)
  })

  it('refuses a State code that is none, and the wrong shape', () => {
    for (const state of ['00', '28', '39', '96']) {
      const first14 = `${state}AAPFU0939F1Z`
      expect(isValidGstin(`${first14}${gstinCheckCharacter(first14)}`), state).toBe(false)
    }
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false)
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false)
  })
})

describe('the State of a delivery PIN code', () => {
  it('knows the States by their postal circles, and the three-digit exceptions inside them', () => {
    const cases: [string, string[]][] = [
      ['626123', ['33']], // Sivakasi
      ['600001', ['33']], // Chennai
      ['560001', ['29']], // Bengaluru
      ['400001', ['27']], // Mumbai
      ['403001', ['30']], // Panaji, Goa, inside Maharashtra's 40
      ['110001', ['07']], // New Delhi
      ['500001', ['36', '37']], // Hyderabad
      ['520001', ['37']], // Vijayawada
      ['160017', ['04', '03']], // Chandigarh, with Mohali
      ['248001', ['05', '09']], // Dehradun, among Uttar Pradesh's 24
      ['737101', ['11']], // Gangtok, inside West Bengal's 73
      ['744101', ['35']], // Port Blair
      ['682555', ['32', '31']], // Lakshadweep, among Kochi's
      ['673310', ['32', '34']], // Mahe
      ['396230', ['24', '26', '25']], // Silvassa
      ['194101', ['38', '01']], // Leh
      ['799001', ['16']], // Agartala
      ['834001', ['20']], // Ranchi
      ['999001', []], // the Army Postal Service
    ]
    for (const [pin, states] of cases) expect(gstStatesOfPin(pin), pin).toEqual(states)
  })

  it('every State and Union Territory is the State of some PIN code', () => {
    const reached = new Set<string>()
    for (let prefix = 100; prefix <= 999; prefix++)
      for (const s of gstStatesOfPin(`${prefix}000`)) reached.add(s)
    const places = GST_STATE_LIST.map((s) => s.code).filter((code) => code !== '97' && code !== '99')
    expect(places.filter((code) => !reached.has(code))).toEqual([])
    expect([...reached].filter((code) => !GST_STATE_LIST.some((s) => s.code === code))).toEqual([])
  })

  it("a GSTIN matches the delivery PIN when its State is the PIN's, or either State of a shared prefix", () => {
    expect(gstinMatchesPin('27AAPFU0939F1ZV', '400001')).toBe(true)
    expect(gstinMatchesPin('27AAPFU0939F1ZV', '626123')).toBe(false)
    expect(gstinMatchesPin('29AAGCB7383J1Z4', '560001')).toBe(true)
    expect(gstinMatchesPin('33ABCDE1234F1Z7', '605001')).toBe(true)
    expect(gstinMatchesPin('34ABCDE1234F1Z7', '605001')).toBe(true)
    expect(gstinMatchesPin('34ABCDE1234F1Z7', '626123')).toBe(false)
    // Nobody can say which State an Army post office is in.
    expect(gstinMatchesPin('27AAPFU0939F1ZV', '999001')).toBe(true)
  })
})
