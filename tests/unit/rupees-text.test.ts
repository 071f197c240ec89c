import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountOf as sellerAmountOf } from '../../web/src/console/kit/issues'
import { toDispatchInput } from '../../web/src/console/orders/dispatch-rules'
import { amountOf as quoteAmountOf } from '../../web/src/console/quotes/quote-rules'
import { paymentAmount } from '../../worker/contract/payments'
import { parseRupees } from '../../worker/contract/rupees-text'

// Rupees typed as text are plain decimal: digits (grouped with commas or not), at most one dot
// and two decimals. Everything else Number() would make a number of is no amount.
const PLAIN = /^(\d+|\d{1,3}(,\d{2,3})+)(\.\d{1,2})?$/

const HOSTILE = [
  '0x10',
  '0X1F',
  '0b101',
  '0o17',
  '1e3',
  '1E2',
  '2.5e1',
  '+5',
  '-5',
  '- 5',
  'Infinity',
  '-Infinity',
  'NaN',
  '1 000',
  '10 .50',
  '1_000',
  '.5',
  '5.',
  '1.234',
  '1..2',
  '1.2.3',
  ',100',
  '100,',
  '1,0,0',
  '١٢٣',
  '１２３',
  '12\u00a034',
  '',
  ' ',
  '₹',
]

const paiseOf = fc.integer({ min: 0, max: 100_000_000_000 })
// The same figure as people write it: with or without decimals, Indian or Western grouping.
const written = (paise: number, style: number) => {
  const whole = Math.floor(paise / 100)
  const fraction = String(paise % 100).padStart(2, '0')
  const grouped =
    style === 1 ? whole.toLocaleString('en-IN') : style === 2 ? whole.toLocaleString('en-US') : String(whole)
  return paise % 100 === 0 && style !== 3 ? grouped : `${grouped}.${fraction}`
}

describe('rupees as text', () => {
  it('takes every plain decimal figure to the exact paise', () => {
    fc.assert(
      fc.property(paiseOf, fc.integer({ min: 0, max: 3 }), (paise, style) => {
        expect(parseRupees(written(paise, style))).toBe(paise)
        expect(parseRupees(`  ${written(paise, style)} `)).toBe(paise)
      }),
    )
  })

  it.each(HOSTILE)('refuses %j', (text) => {
    expect(parseRupees(text)).toBeNaN()
    expect(paymentAmount.safeParse(text).success).toBe(false)
    expect(quoteAmountOf(text.trim() === '' ? 'x' : text)).toBeNaN()
    expect(sellerAmountOf(text)).toBeNaN()
  })

  it('takes nothing that is not plain decimal text, whatever the characters', () => {
    const chars = fc.constantFrom(...'0123456789.,+-eExXbBoO _ \u00a0IiNnfty١１'.split(''))
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: chars, maxLength: 12 }), fc.string({ maxLength: 12 })),
        (text) => {
          const plain = PLAIN.test(text.trim())
          expect(Number.isNaN(parseRupees(text))).toBe(!plain)
          if (paymentAmount.safeParse(text).success) expect(plain).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('a payment amount of "0x10" is no ₹16, and three decimals are not rounded away', () => {
    expect(paymentAmount.safeParse('0x10').success).toBe(false)
    expect(paymentAmount.safeParse('100.505').success).toBe(false)
    expect(paymentAmount.safeParse('2,500.50')).toEqual({ success: true, data: 2500.5 })
  })

  it("the seller's freight and parcels are read as decimal text", () => {
    const base = {
      transporter_id: 't',
      branch_id: 'b',
      parcels: '2',
      freight_mode: 'to_pay',
      freight: '450.50',
      freight_reason: '',
      lr_number: 'LR1',
    }
    expect(toDispatchInput(base)).toMatchObject({ parcels: 2, freight: 450.5 })
    expect(toDispatchInput({ ...base, freight: '0x10', parcels: '0x2' })).toMatchObject({
      parcels: Number.NaN,
      freight: Number.NaN,
    })
  })
})
