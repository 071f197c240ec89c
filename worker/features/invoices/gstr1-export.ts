import { and, asc, gte, lt } from 'drizzle-orm'
import { Zip, ZipPassThrough } from 'fflate'
import type { IssuedInvoiceFigures } from '../../contract/invoices'
import type { Db } from '../../db/client'
import { invoices } from '../../db/schema-quotes'
import { indiaMidnight } from '../../lib/time'
import { gstr1Sheets, type IssuedInvoice } from './gstr1-sheets'

// The India month's first instant and the next month's, in UTC milliseconds.
const monthRange = (month: string): [number, number] => {
  const [y = 0, m = 0] = month.split('-').map(Number)
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  return [indiaMidnight(`${month}-01`), indiaMidnight(`${next}-01`)]
}

// Every invoice issued in the month (India time), in number order. An invoice whose order was
// cancelled after it stays: it was issued, and the credit note that undoes it is the accountant's.
export const monthInvoices = async (db: Db, month: string): Promise<IssuedInvoice[]> => {
  const [from, to] = monthRange(month)
  const rows = await db
    .select({ invoiceNo: invoices.invoiceNo, figures: invoices.figures })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.fy), asc(invoices.seq))
  return rows.map((r) => ({ invoiceNo: r.invoiceNo, figures: JSON.parse(r.figures) as IssuedInvoiceFigures }))
}

// The sheets in one ZIP file, stored without compression: a month's sheets are a few kilobytes,
// and fflate's stored entries leave its deflate code (2 KB gzipped) out of the worker.
export const gstr1Zip = async (db: Db, month: string): Promise<Uint8Array> => {
  const sheets = gstr1Sheets(await monthInvoices(db, month))
  const parts: Uint8Array[] = []
  // Stored entries are written as they are pushed, so every part is here once end() returns.
  const zip = new Zip((error, part) => {
    if (error) throw error
    parts.push(part)
  })
  const encoder = new TextEncoder()
  for (const [name, csv] of Object.entries(sheets)) {
    const file = new ZipPassThrough(name)
    zip.add(file)
    file.push(encoder.encode(csv), true)
  }
  zip.end()
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
