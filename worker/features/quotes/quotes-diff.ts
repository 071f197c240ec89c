import type { QuoteDiff, QuoteLine, QuoteLineChange, QuoteVersion } from '../../contract/quotes'

// What the buyer sees changed between two versions. A line is the same product when its catalogue
// id matches; a line without one (a product since deleted) is matched by its code instead.
export const quoteDiff = (
  before: Pick<QuoteVersion, 'version' | 'lines' | 'figures'>,
  after: Pick<QuoteVersion, 'lines' | 'figures'>,
): QuoteDiff => {
  const unmatched = new Set(before.lines)
  const take = (line: QuoteLine): QuoteLine | undefined => {
    const byId =
      line.product_id === null
        ? undefined
        : [...unmatched].find((b) => b.product_id !== null && b.product_id === line.product_id)
    const found = byId ?? [...unmatched].find((b) => b.product_code === line.product_code)
    if (found) unmatched.delete(found)
    return found
  }

  const added: QuoteLine[] = []
  const changed: QuoteLineChange[] = []
  for (const line of after.lines) {
    const old = take(line)
    if (!old) {
      added.push(line)
      continue
    }
    if (old.qty !== line.qty || old.unit_price !== line.unit_price) {
      changed.push({
        product_id: line.product_id,
        product_code: line.product_code,
        product_name: line.product_name,
        tamil_name: line.tamil_name,
        before: { unit_price: old.unit_price, qty: old.qty, sub_total: old.sub_total },
        after: { unit_price: line.unit_price, qty: line.qty, sub_total: line.sub_total },
      })
    }
  }
  // The estimate the buyer saw had no GST: against it, the quote's value before GST.
  const fromEnquiry = before.version === 0
  return {
    from_version: before.version,
    added,
    removed: before.lines.filter((l) => unmatched.has(l)),
    changed,
    total_before: before.figures.total,
    total_after: after.figures.total,
    compared: fromEnquiry ? 'before_gst' : 'with_gst',
    compared_before: fromEnquiry ? before.figures.taxable : before.figures.total,
    compared_after: fromEnquiry ? after.figures.taxable : after.figures.total,
  }
}
