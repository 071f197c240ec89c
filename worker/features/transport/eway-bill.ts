import { placeOfSupplyCode, summaryOf, uqcOf } from '../../contract/admin-gst-files'
import { type IssuedInvoiceFigures, SELLER_STATE_CODE } from '../../contract/invoices'
import { type Paise, toRupees } from '../../contract/money'
import type { Branch, Transporter } from '../../contract/settings-dispatch'

// The e-way bill portal's bulk upload (JSON) for one consignment: Part A from the tax invoice as it
// was issued, Part B from the transporter (its GSTIN or TRANSIN), the branch's distance and the LR.
// The seller uploads it on the portal (e-Waybill, Generate Bulk), which answers the 12-digit
// e-way bill number the seller types back into the console.

export const EWAY_BILL_VERSION = '1.0.0621'

export interface EwayTransport {
  transporter: Transporter
  branch: Branch
  lrNumber: string
  // The LR's day (India, yyyy-mm-dd); empty before dispatch.
  lrDay: string
}

export interface EwaySeller {
  gstin: string
  legalName: string
  address: string
}

// "dd/mm/yyyy" from "yyyy-mm-dd".
const portalDate = (day: string) => (day ? day.split('-').reverse().join('/') : '')

const cut = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max)

// The shop's PIN code is the last six-digit number of its address in Settings.
export const pinOfAddress = (address: string): string | undefined =>
  [...address.matchAll(/\b[1-9]\d{5}\b/g)].at(-1)?.[0]

// The shop's town: the last part of its address (between commas) with no digits that is not a
// district or the State, "Sivakasi" in "…, Sivakasi, Virudhunagar District, Tamil Nadu 626123".
export const placeOfAddress = (address: string): string => {
  const parts = address.split(/[,\n]/).map((p) => p.trim())
  const towns = parts.filter((p) => p && !/\d/.test(p) && !/district|tamil nadu/i.test(p))
  return towns.at(-1) ?? 'Sivakasi'
}

const rupees = (paise: Paise) => toRupees(paise)

// One item per HSN code, from the invoice's HSN summary: its taxable values (freight, packing and
// the discount shared out, as on the invoice) add up to the bill's taxable value to the paisa.
const itemList = (f: IssuedInvoiceFigures) =>
  summaryOf(f).rows.map((row, i) => {
    const lines = f.lines.filter((l) => l.hsn === row.hsn)
    const units = new Set(lines.map((l) => uqcOf(l.per)))
    const uqc = units.size === 1 ? ([...units][0] ?? 'OTH-OTHERS') : 'OTH-OTHERS'
    return {
      itemNo: i + 1,
      productName: row.hsn === '3604' ? 'Fireworks' : `HSN ${row.hsn}`,
      productDesc: cut(lines.map((l) => l.product_name).join(', '), 100),
      hsnCode: Number(row.hsn),
      quantity: lines.reduce((sum, l) => sum + l.qty, 0),
      qtyUnit: uqc.split('-')[0] ?? 'OTH',
      taxableAmount: rupees(row.taxable_value),
      sgstRate: row.sgst_rate_percent,
      cgstRate: row.cgst_rate_percent,
      igstRate: row.igst_rate_percent,
      cessRate: 0,
      cessNonAdvol: 0,
    }
  })

const partA = (invoiceNo: string, f: IssuedInvoiceFigures, seller: EwaySeller) => {
  const pos = Number(placeOfSupplyCode(f))
  // A registered buyer is billed in its GSTIN's State; the goods go to the delivery State.
  const billedState = f.buyer.gstin ? Number(f.buyer.gstin.slice(0, 2)) : pos
  return {
    userGstin: seller.gstin,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: 'INV',
    docNo: invoiceNo,
    docDate: portalDate(f.issue_date),
    transType: 1,
    fromGstin: seller.gstin,
    fromTrdName: cut(seller.legalName, 100),
    fromAddr1: cut(seller.address, 120),
    fromAddr2: '',
    fromPlace: cut(placeOfAddress(seller.address), 50),
    fromPincode: Number(pinOfAddress(seller.address) ?? 0),
    fromStateCode: Number(SELLER_STATE_CODE),
    actualFromStateCode: Number(SELLER_STATE_CODE),
    toGstin: f.buyer.gstin ?? 'URP',
    toTrdName: cut(f.buyer.name, 100),
    toAddr1: cut(f.buyer.address, 120),
    toAddr2: '',
    toPlace: cut(f.buyer.city, 50),
    toPincode: Number(f.buyer.pin),
    toStateCode: billedState,
    actualToStateCode: pos,
    // Freight and packing are in the taxable value (a composite supply), so nothing is "other".
    totalValue: rupees(f.totals.taxable),
    cgstValue: rupees(f.totals.cgst),
    sgstValue: rupees(f.totals.sgst),
    igstValue: rupees(f.totals.igst),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: 0,
    totInvValue: rupees(f.totals.total),
  }
}

export const ewayBillFile = (
  invoiceNo: string,
  f: IssuedInvoiceFigures,
  seller: EwaySeller,
  transport: EwayTransport,
) => {
  const items = itemList(f)
  return {
    version: EWAY_BILL_VERSION,
    billLists: [
      {
        ...partA(invoiceNo, f, seller),
        // Part B: by road, the transporter's id and the branch's distance; the vehicle is the
        // transporter's to add on the portal.
        transMode: 1,
        transDistance: transport.branch.distance_km,
        transporterId: transport.transporter.gstin,
        transporterName: cut(transport.transporter.name, 100),
        transDocNo: cut(transport.lrNumber, 15),
        transDocDate: portalDate(transport.lrDay),
        vehicleNo: '',
        vehicleType: 'R',
        mainHsnCode: items[0]?.hsnCode ?? 0,
        itemList: items,
      },
    ],
  }
}
export type EwayBillFile = ReturnType<typeof ewayBillFile>
