import * as z from 'zod'
import { gstState } from './gst-state-list'
import { stateOfPin } from './gst-states'
import { stateOfGstin } from './gstin'
import { hsnSummary } from './hsn-summary'
import { type IssuedInvoiceFigures, SELLER_STATE_CODE } from './invoices'

// The files the seller hands on: the month's GSTR-1 sheets for the accountant and the e-way bill
// of a large consignment for the lorry (docs/behaviour.md, "Files for the accountant and the lorry").
//
// GET  admin/exports/gstr1?month=yyyy-mm     -> application/zip (b2b.csv, b2cl.csv, b2cs.csv, hsn(b2b).csv,
//                                               hsn(b2c).csv)
// GET  admin/orders/{id}/eway-bill.json      -> the e-way bill portal's bulk-upload JSON
//      ?transporter_id=&branch_id=&lr_number= (the dispatch form's choices before dispatch; after
//      it, the dispatch record's)
// GET  admin/orders/{id}/eway-bill           -> EwayBillStatus
// POST admin/orders/{id}/eway-bill           ewayBillDoneSchema -> EwayBillStatus

export const gstr1Query = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as yyyy-mm, e.g. 2026-10'),
})

// An e-way bill is needed when the consignment's value, GST included, is over Rs 50,000 (Rule 138).
export const EWAY_BILL_OVER_PAISE = 50_000_00

export const ewayBillQuery = z.object({
  transporter_id: z.string().trim().max(40).optional(),
  branch_id: z.string().trim().max(40).optional(),
  lr_number: z.string().trim().max(15, 'The LR number can be at most 15 characters').optional(),
})

// The portal's e-way bill number: 12 digits.
export const ewayBillDoneSchema = z.object({
  eway_bill_no: z
    .string()
    .trim()
    .regex(/^\d{12}$/, 'The e-way bill number has 12 digits'),
})
export type EwayBillDone = z.infer<typeof ewayBillDoneSchema>

// GET/POST admin/orders/{id}/eway-bill: what the console shows about an enquiry's e-way bill.
export interface EwayBillStatus {
  // The invoice's value, GST included, is over Rs 50,000.
  needed: boolean
  invoice_no: string | null
  invoice_total: number | null // rupees
  eway_bill_no: string | null
  eway_bill_at: string | null // dd/MM/yyyy hh:mm AM/PM, India time
}

// The unit quantity code of the GST list for a product's unit ("1 Box (10 Pcs)" is counted in
// boxes), as GSTR-1's HSN summary writes it; the e-way bill takes the code before the dash.
// Lines of one HSN code in different units are added up as OTH-OTHERS.
export const uqcOf = (per: string): string => {
  if (/box/i.test(per)) return 'BOX-BOX'
  if (/pkt|packet|pack/i.test(per)) return 'PAC-PACKS'
  if (/\bpcs?\b|piece/i.test(per)) return 'PCS-PIECES'
  return 'OTH-OTHERS'
}

// The place of supply's GST code. Invoices carry it; one issued before the State was asked for
// says 'Other state' with no code (or only a registered buyer's): the GSTIN's State, else the PIN's.
// A PIN of no State (an Army post office) is out of every State: 97, Other Territory.
export const placeOfSupplyCode = (f: IssuedInvoiceFigures): string => {
  const kept = f.place_of_supply.state_code
  if (kept && gstState(kept)) return kept
  if (f.place_of_supply.state === 'Tamil Nadu') return SELLER_STATE_CODE
  const gstin = f.buyer.gstin ? stateOfGstin(f.buyer.gstin)?.code : undefined
  return gstin ?? stateOfPin(f.buyer.pin) ?? '97'
}

// The HSN summary an invoice was issued with; one issued before summaries were kept gets it now,
// from its own lines and totals, by the same rule.
export const summaryOf = (f: IssuedInvoiceFigures) => f.hsn_summary ?? hsnSummary(f.lines, f.totals)
