import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isTamilNaduPin } from '../../worker/contract/gst'
import { DELIVERY_STATES, GST_STATE_LIST, gstState } from '../../worker/contract/gst-state-list'
import { pinMatchesState, stateOfPin, statesForPin } from '../../worker/contract/gst-states'
import { stateOfGstin } from '../../worker/contract/gstin'

const india = JSON.parse(readFileSync('worker/db/seed/india.json', 'utf8')) as {
  code: string
  name: string
}[]
const TAMIL = /^[\u0B80-\u0BFF ,]+$/

describe('the GST State list', () => {
  it('has each code once, two digits, and none that opens no GSTIN', () => {
    const codes = GST_STATE_LIST.map((s) => s.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code, code).toMatch(/^[0-9]{2}$/)
    expect(codes).toEqual([...codes].sort())
    expect(gstState('28')).toBeUndefined() // Andhra Pradesh before 2014
    expect(gstState('33')).toMatchObject({ en: 'Tamil Nadu', ta: 'தமிழ்நாடு', iso: 'TN' })
  })

  it('names every State in English and in Tamil script', () => {
    for (const s of GST_STATE_LIST) {
      expect(s.en, s.code).toMatch(/^[A-Z][A-Za-z ]+$/)
      expect(s.ta, s.code).toMatch(TAMIL)
    }
    expect(new Set(GST_STATE_LIST.map((s) => s.ta)).size).toBe(GST_STATE_LIST.length)
  })

  it("offers as delivery States exactly the shop's address list, by the same names", () => {
    const byIso = DELIVERY_STATES.map((s) => [s.iso, s.en]).sort()
    expect(byIso).toEqual(india.map((s) => [s.code, s.name]).sort())
    // Not places a buyer lives: the old Daman and Diu code, Other Territory, Centre Jurisdiction.
    expect(GST_STATE_LIST.filter((s) => !s.delivery).map((s) => s.code)).toEqual(['25', '97', '99'])
  })
})

describe('the State of a PIN code', () => {
  // [place, PIN, the State it is taken to be in, the others its prefix also allows]
  const KNOWN: [string, string, string, string[]][] = [
    ['Chennai', '600001', '33', []],
    ['Sivakasi', '626123', '33', []],
    ['Auroville, a Tamil Nadu village in Puducherry’s 605', '605101', '33', ['34']],
    ['Puducherry', '605001', '34', ['33']],
    ['Karaikal', '609602', '34', ['33']],
    ['Yanam', '533464', '34', ['37']],
    ['Mahe', '673310', '34', ['32']],
    ['Bengaluru', '560001', '29', []],
    ['Thiruvananthapuram', '695001', '32', []],
    ['Kochi', '682001', '32', ['31']],
    ['Kavaratti', '682555', '31', ['32']],
    ['Hyderabad', '500001', '36', ['37']],
    ['Vijayawada', '520001', '37', []],
    ['Mumbai', '400001', '27', []],
    ['Panaji', '403001', '30', []],
    ['Ahmedabad', '380001', '24', []],
    ['Valsad', '396001', '24', ['26', '25']],
    ['Silvassa', '396230', '26', ['24', '25']],
    ['Diu', '362520', '26', ['24', '25']],
    ['Delhi', '110001', '07', []],
    ['Gurugram', '122001', '06', []],
    ['Noida', '201301', '09', []],
    ['Lucknow', '226001', '09', []],
    ['Dehradun', '248001', '05', ['09']],
    ['Nainital', '263001', '05', ['09']],
    ['Jaipur', '302001', '08', []],
    ['Chandigarh', '160017', '04', ['03']],
    ['Ludhiana', '141001', '03', []],
    ['Shimla', '171001', '02', []],
    ['Srinagar', '190001', '01', []],
    ['Leh', '194101', '38', ['01']],
    ['Bhopal', '462001', '23', []],
    ['Raipur', '492001', '22', []],
    ['Kolkata', '700001', '19', []],
    ['Gangtok', '737101', '11', []],
    ['Port Blair', '744101', '35', []],
    ['Bhubaneswar', '751001', '21', []],
    ['Guwahati', '781001', '18', []],
    ['Itanagar', '791111', '12', []],
    ['Shillong', '793001', '17', []],
    ['Imphal', '795001', '14', []],
    ['Aizawl', '796001', '15', []],
    ['Kohima', '797001', '13', []],
    ['Agartala', '799001', '16', []],
    ['Patna', '800001', '10', []],
    ['Dhanbad', '826001', '20', ['10']],
    ['Ranchi', '834001', '20', []],
  ]

  it.each(KNOWN)('%s (%s) is taken to be in %s', (_place, pin, state, others) => {
    expect(stateOfPin(pin)).toBe(state)
    expect([...statesForPin(pin)].sort()).toEqual([state, ...others].sort())
  })

  it('accepts any State a shared prefix allows, and no other', () => {
    expect(pinMatchesState('605001', '34')).toBe(true)
    expect(pinMatchesState('605001', '33')).toBe(true)
    expect(pinMatchesState('605001', '29')).toBe(false)
    expect(pinMatchesState('600001', '33')).toBe(true)
    expect(pinMatchesState('600001', '34')).toBe(false)
    expect(pinMatchesState('560001', '33')).toBe(false)
    expect(pinMatchesState('110001', '06')).toBe(false)
  })

  it('knows no State for an Army post office, which accepts any; a malformed PIN matches none', () => {
    expect(statesForPin('999001')).toEqual([])
    expect(stateOfPin('999001')).toBeUndefined()
    expect(pinMatchesState('999001', '33')).toBe(true)
    for (const pin of ['60001', '0600001', '06000a', '6000011', ''])
      expect(pinMatchesState(pin, '33'), pin).toBe(false)
  })

  it('Tamil Nadu for the tax is the table’s Tamil Nadu', () => {
    for (const [place, pin, state] of KNOWN) expect(isTamilNaduPin(pin), place).toBe(state === '33')
  })
})

describe("a GSTIN's State", () => {
  it('is its first two digits, or none when they are no GST code', () => {
    expect(stateOfGstin('33ABCDE1234F1Z7')?.en).toBe('Tamil Nadu')
    expect(stateOfGstin('27AAPFU0939F1ZV')).toMatchObject({ code: '27', ta: 'மகாராஷ்டிரா' })
    expect(stateOfGstin('07AAPFU0939F1ZV')?.en).toBe('Delhi')
    expect(stateOfGstin('97AAPFU0939F1ZV')?.delivery).toBe(false)
    expect(stateOfGstin('28AAPFU0939F1ZV')).toBeUndefined()
    expect(stateOfGstin('')).toBeUndefined()
  })
})
