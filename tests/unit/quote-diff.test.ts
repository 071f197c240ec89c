import { describe, expect, it } from 'vitest'
import type { QuoteFigures, QuoteLine } from '../../worker/contract/quotes'
import { quoteDiff } from '../../worker/features/quotes/quotes-diff'

const line = (id: string | null, code: string, unit_price: number, qty: number, line_no = 1): QuoteLine => ({
  line_no,
  product_id: id,
  product_code: code,
  product_name: `Product ${code}`,
  tamil_name: '',
  per: 'Box',
  unit_price,
  qty,
  sub_total: Math.round(unit_price * qty * 100) / 100,
})

const figures = (total: number, taxable = total) => ({ total, taxable }) as QuoteFigures
const version = (v: number, lines: QuoteLine[], total: number, taxable = total) => ({
  version: v,
  lines,
  figures: figures(total, taxable),
})

describe('the difference between two quote versions', () => {
  it('lists lines added, removed and changed, and both totals', () => {
    const before = version(1, [line('1', 'A', 10, 2), line('2', 'B', 20, 1), line('3', 'C', 5, 10)], 200)
    const after = version(2, [line('1', 'A', 10, 2), line('2', 'B', 18, 3), line('4', 'D', 7, 1)], 250)
    const diff = quoteDiff(before, after)
    expect(diff.from_version).toBe(1)
    expect(diff.added.map((l) => l.product_code)).toEqual(['D'])
    expect(diff.removed.map((l) => l.product_code)).toEqual(['C'])
    expect(diff.changed).toEqual([
      expect.objectContaining({
        product_code: 'B',
        before: { unit_price: 20, qty: 1, sub_total: 20 },
        after: { unit_price: 18, qty: 3, sub_total: 54 },
      }),
    ])
    expect([diff.total_before, diff.total_after]).toEqual([200, 250])
  })

  it('a price change alone and a quantity change alone both count as changed', () => {
    const diff = quoteDiff(
      version(0, [line('1', 'A', 10, 2), line('2', 'B', 5, 1)], 25),
      version(1, [line('1', 'A', 12, 2), line('2', 'B', 5, 4)], 44),
    )
    expect(diff.changed.map((c) => c.product_code)).toEqual(['A', 'B'])
    expect(diff.added).toEqual([])
    expect(diff.removed).toEqual([])
  })

  it('matches by product id even when the catalogue code was renamed', () => {
    const diff = quoteDiff(
      version(1, [line('7', 'OLD', 10, 1)], 10),
      version(2, [line('7', 'NEW', 10, 1)], 10),
    )
    expect(diff).toMatchObject({ added: [], removed: [], changed: [] })
  })

  it('falls back to the product code for a line whose product was deleted', () => {
    const diff = quoteDiff(version(0, [line(null, 'X', 10, 1)], 10), version(1, [line('9', 'X', 10, 5)], 50))
    expect(diff.added).toEqual([])
    expect(diff.changed.map((c) => [c.before.qty, c.after.qty])).toEqual([[1, 5]])
  })

  it('two different products sharing no id or code never match', () => {
    const diff = quoteDiff(version(1, [line('1', 'A', 10, 1)], 10), version(2, [line('2', 'B', 10, 1)], 10))
    expect(diff.added.map((l) => l.product_code)).toEqual(['B'])
    expect(diff.removed.map((l) => l.product_code)).toEqual(['A'])
  })

  it('an unchanged quote has an empty difference', () => {
    const lines = [line('1', 'A', 10, 1), line('2', 'B', 3, 3, 2)]
    expect(quoteDiff(version(1, lines, 19), version(2, lines, 19))).toEqual({
      from_version: 1,
      added: [],
      removed: [],
      changed: [],
      total_before: 19,
      total_after: 19,
      compared: 'with_gst',
      compared_before: 19,
      compared_after: 19,
    })
  })

  it('from the enquiry compares the figures before GST, as the estimate had none', () => {
    // The enquiry: Rs 200 of lines (Rs 236 with GST); the quote: Rs 250 before GST, Rs 295 with it.
    const diff = quoteDiff(
      version(0, [line('1', 'A', 100, 2)], 236, 200),
      version(1, [line('1', 'A', 125, 2)], 295, 250),
    )
    expect(diff).toMatchObject({ compared: 'before_gst', compared_before: 200, compared_after: 250 })
  })

  it('between two quotes compares their totals with GST', () => {
    const diff = quoteDiff(
      version(1, [line('1', 'A', 100, 2)], 236, 200),
      version(2, [line('1', 'A', 125, 2)], 295, 250),
    )
    expect(diff).toMatchObject({ compared: 'with_gst', compared_before: 236, compared_after: 295 })
  })
})
