import { describe, expect, it } from 'vitest'
import {
  financialYear,
  HSN_FIREWORKS,
  invoiceNumber,
  isTamilNaduPin,
  taxSplit,
} from '../../worker/contract/gst'
import { quoteFigures } from '../../worker/contract/quote-figures'
import { storedSettingsSchema } from '../../worker/contract/settings'

describe('the tax split by the buyer PIN code', () => {
  // 18% on Rs 1,000: within Tamil Nadu in two halves, across a State border in one.
  const intra = { kind: 'intra', rate_bp: 1800, cgst: 9_000, sgst: 9_000, igst: 0, tax: 18_000 }
  const inter = { kind: 'inter', rate_bp: 1800, cgst: 0, sgst: 0, igst: 18_000, tax: 18_000 }

  it.each(['600001', '641001', '626123', '625001', '605101'])(
    'Tamil Nadu %s pays CGST and SGST in equal halves',
    (pin) => {
      expect(isTamilNaduPin(pin)).toBe(true)
      expect(taxSplit(100_000, 1800, pin)).toEqual(intra)
    },
  )

  it.each([
    ['Puducherry', '605001'],
    ['Karaikal', '609602'],
    ['Bengaluru', '560001'],
    ['New Delhi', '110001'],
    ['Thiruvananthapuram', '695001'],
  ])('%s (%s) pays IGST at the full rate', (_place, pin) => {
    expect(isTamilNaduPin(pin)).toBe(false)
    expect(taxSplit(100_000, 1800, pin)).toEqual(inter)
  })

  it('rounds each half to the paise on its own, so CGST always equals SGST', () => {
    // 9% of Rs 0.05 is 0.45 paise: each half rounds to 0, as printed.
    expect(taxSplit(5, 1800, '600001')).toMatchObject({ cgst: 0, sgst: 0, tax: 0 })
    // 9% of Rs 1.17 is 10.53 paise -> 11 each; IGST 18% of it is 21.06 -> 21.
    expect(taxSplit(117, 1800, '600001')).toMatchObject({ cgst: 11, sgst: 11, tax: 22 })
    expect(taxSplit(117, 1800, '560001')).toMatchObject({ igst: 21, tax: 21 })
    // Half a paisa goes up: 2.5% of 20 paise is 0.5.
    expect(taxSplit(20, 500, '600001')).toMatchObject({ cgst: 1, sgst: 1 })
  })

  it('charges nothing at a 0% rate, inside and outside the state', () => {
    expect(taxSplit(123_456, 0, '600001')).toMatchObject({ cgst: 0, sgst: 0, igst: 0, tax: 0 })
    expect(taxSplit(123_456, 0, '110001')).toMatchObject({ cgst: 0, sgst: 0, igst: 0, tax: 0 })
    expect(
      quoteFigures({
        lines: [{ unit: 33_333, qty: 3 }],
        freight: 0,
        packing: 0,
        discount: 0,
        gstRatePercent: 0,
        pin: '600001',
      }).total,
    ).toBe(99_999)
  })

  it('treats a malformed PIN as outside Tamil Nadu', () => {
    expect(isTamilNaduPin('60001')).toBe(false)
    expect(isTamilNaduPin('06000a')).toBe(false)
  })

  it('taxes freight and packing less the discount, and adds the tax to the total', () => {
    const f = quoteFigures({
      lines: [{ unit: 10_000, qty: 3 }],
      freight: 5_000,
      packing: 1_000,
      discount: 2_500,
      gstRatePercent: 18,
      pin: '626123',
    })
    expect(f).toMatchObject({ sub_total: 30_000, taxable: 33_500, cgst: 3_015, sgst: 3_015, total: 39_530 })
  })
})

describe('financial year at the India date', () => {
  it.each([
    ['2027-03-31T18:29:59.999Z', '2026-27'], // 23:59:59 on 31 March in India
    ['2027-03-31T18:30:00.000Z', '2027-28'], // midnight, 1 April in India, still 31 March in UTC
    ['2027-03-31T23:00:00.000Z', '2027-28'],
    ['2026-04-01T00:00:00.000Z', '2026-27'],
    ['2026-03-31T18:29:00.000Z', '2025-26'],
    ['2026-12-31T20:00:00.000Z', '2026-27'], // 1 January in India
    ['2099-06-01T00:00:00.000Z', '2099-00'],
  ])('%s is in %s', (iso, fy) => {
    expect(financialYear(Date.parse(iso))).toBe(fy)
  })
})

describe('invoice numbers', () => {
  it('are the prefix, the financial year and a four-digit number', () => {
    expect(invoiceNumber('SC', '2026-27', 1)).toBe('SC/2026-27/0001')
    expect(invoiceNumber('SC', '2026-27', 42)).toBe('SC/2026-27/0042')
    expect(invoiceNumber('AB1', '2027-28', 12_345)).toBe('AB1/2027-28/12345')
    // GST allows at most 16 characters: the longest prefix settings accept (3) fits.
    expect(invoiceNumber('AB1', '2027-28', 9_999)).toHaveLength(16)
    expect(storedSettingsSchema.shape.billing.shape.invoice_prefix.safeParse('AB12').success).toBe(false)
  })

  it('print HSN 3604 for fireworks', () => {
    expect(HSN_FIREWORKS).toBe('3604')
  })
})
