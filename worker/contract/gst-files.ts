import * as z from 'zod'

// The files the seller hands on: the month's GSTR-1 sheets for the accountant and the e-way bill
// of a large consignment for the lorry (docs/behaviour.md, "Files for the accountant and the lorry").
//
// GET  admin/exports/gstr1?month=yyyy-mm     -> application/zip (b2b.csv, b2cl.csv, b2cs.csv, hsn.csv)
// GET  admin/orders/{id}/eway-bill.json      -> the e-way bill portal's bulk-upload JSON
//      ?transporter_id=&branch_id=&lr_number= (the dispatch form's choices before dispatch; after
//      it, the dispatch record's)
// POST admin/orders/{id}/eway-bill           ewayBillDoneSchema -> AdminOrderDetail

export const gstr1Query = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as yyyy-mm, e.g. 2026-10'),
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
