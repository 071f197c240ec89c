import { describe, expect, it } from 'vitest'
import { HSN_FIREWORKS } from '../../worker/contract/gst'
import { apportion, hsnSummary } from '../../worker/contract/hsn-summary'
import { lineTotal, type Paise } from '../../worker/contract/money'
import { quoteFigures } from '../../worker/contract/quote-figures'
import { invoiceTotalsOf } from '../../worker/features/orders/invoice-figures'

// An invoice's lines and totals, computed by the shared rules as an issued invoice's are.
const invoiceOf = (
  goods: { hsn: string; unit: Paise; qty: number }[],
  opts: { pin?: string; freight?: Paise; packing?: Paise; discount?: Paise; rate?: number } = {},
) => {
  const f = quoteFigures({
    lines: goods,
    freight: opts.freight ?? 0,
    packing: opts.packing ?? 0,
    discount: opts.discount ?? 0,
    gstRatePercent: opts.rate ?? 18,
    pin: opts.pin ?? '625001',
  })
  const totals = invoiceTotalsOf(f)
  const lines = goods.map((g) => ({ hsn: g.hsn, taxable_value: lineTotal(g.unit, g.qty) }))
  return { lines, totals }
}

const addsUp = ({ lines, totals }: ReturnType<typeof invoiceOf>) => {
  const s = hsnSummary(lines, totals)
  const sum = (key: 'taxable_value' | 'cgst' | 'sgst' | 'igst' | 'tax') =>
    s.rows.reduce((t, r) => t + r[key], 0)
  expect(s.total).toEqual({
    taxable_value: totals.taxable,
    cgst: totals.cgst,
    sgst: totals.sgst,
    igst: totals.igst,
    tax: totals.tax,
  })
  for (const key of ['taxable_value', 'cgst', 'sgst', 'igst', 'tax'] as const)
    expect(sum(key)).toBe(s.total[key])
  for (const r of s.rows) expect(r.tax).toBe(r.cgst + r.sgst + r.igst)
  return s
}

describe('the HSN-wise summary of a tax invoice', () => {
  it('one HSN in Tamil Nadu: one row with the whole taxable value (freight and packing less discount) and CGST and SGST at half the rate', () => {
    const inv = invoiceOf(
      [
        { hsn: HSN_FIREWORKS, unit: 333_33, qty: 3 },
        { hsn: HSN_FIREWORKS, unit: 45_50, qty: 20 },
      ],
      { freight: 400_00, packing: 150_00, discount: 99_99 },
    )
    const s = addsUp(inv)
    expect(s.rows).toEqual([
      {
        hsn: '3604',
        taxable_value: 2360_00,
        cgst_rate_percent: 9,
        cgst: 212_40,
        sgst_rate_percent: 9,
        sgst: 212_40,
        igst_rate_percent: 0,
        igst: 0,
        tax: 424_80,
      },
    ])
  })

  it('outside Tamil Nadu: IGST at the full rate and no CGST or SGST', () => {
    const s = addsUp(invoiceOf([{ hsn: HSN_FIREWORKS, unit: 1000_00, qty: 1 }], { pin: '560001' }))
    expect(s.rows).toEqual([
      {
        hsn: '3604',
        taxable_value: 1000_00,
        cgst_rate_percent: 0,
        cgst: 0,
        sgst_rate_percent: 0,
        sgst: 0,
        igst_rate_percent: 18,
        igst: 180_00,
        tax: 180_00,
      },
    ])
  })

  it('two HSN codes: a row each in the order they first appear, lines of one code added, freight shared by value', () => {
    const inv = invoiceOf(
      [
        { hsn: '3604', unit: 100_00, qty: 3 },
        { hsn: '9503', unit: 100_00, qty: 1 },
        { hsn: '3604', unit: 100_00, qty: 3 },
      ],
      { pin: '110001', freight: 200_00 },
    )
    const s = addsUp(inv)
    expect(s.rows.map((r) => [r.hsn, r.taxable_value, r.igst])).toEqual([
      ['3604', 600_00 + 171_43, 138_86],
      ['9503', 100_00 + 28_57, 23_14],
    ])
  })

  it('shares the invoice tax so the rows add up to it to the paisa, however the paise fall', () => {
    // Three codes of ₹0.33 each at 18% within the State: CGST on ₹0.99 is 8.91 paise, 9 paise; a
    // row each taxed on its own would give 3 × 3 paise. The rows take 3, 3 and 3 paise of CGST.
    const three = invoiceOf([
      { hsn: 'A', unit: 33, qty: 1 },
      { hsn: 'B', unit: 33, qty: 1 },
      { hsn: 'C', unit: 33, qty: 1 },
    ])
    expect(three.totals.cgst).toBe(9)
    expect(addsUp(three).rows.map((r) => r.cgst)).toEqual([3, 3, 3])
    // Many odd invoices: every sum matches, and no row is more than a paisa from its exact share.
    let seed = 7
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647
      return seed % n
    }
    for (let k = 0; k < 300; k++) {
      const goods = Array.from({ length: 1 + next(6) }, () => ({
        hsn: ['3604', '3605', '9505'][next(3)]!,
        unit: 1 + next(500_00),
        qty: 1 + next(40),
      }))
      const inv = invoiceOf(goods, {
        pin: next(2) ? '625001' : '400001',
        freight: next(900_00),
        packing: next(300_00),
        discount: next(200_00),
        rate: [5, 12, 18, 28][next(4)]!,
      })
      const s = addsUp(inv)
      for (const r of s.rows) {
        const exact = (inv.totals.tax * r.taxable_value) / inv.totals.taxable
        expect(Math.abs(r.tax - exact)).toBeLessThanOrEqual(2)
      }
    }
  })
})

describe('apportion', () => {
  it('adds up exactly, gives the odd paise to the largest remainders, and shares a discount larger than the charges', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(apportion(10, [1, 2, 7])).toEqual([1, 2, 7])
    expect(apportion(5, [3, 3, 4])).toEqual([2, 1, 2])
    expect(apportion(-100, [1, 1, 1])).toEqual([-34, -33, -33])
    expect(apportion(7, [0, 0])).toEqual([7, 0])
  })

  it('stays exact where amount × value passes 2^53', () => {
    const shares = apportion(9_999_999_999, [9_999_999_999, 1])
    expect(shares).toEqual([9_999_999_998, 1])
  })
})
