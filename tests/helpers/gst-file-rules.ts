// The published rules the GST files are checked against, written out here apart from the shop's
// code, so a mistake in the code is not also a mistake in its check: the GST State list as the
// Returns Offline Tool names States, the tax rates, the unit quantity codes, GSTIN's shape and
// check character, and the small readers the two validators share.

// Code and name as the offline tool's place-of-supply list spells them ("33-Tamil Nadu").
export const TOOL_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
}

// GST rates in percent a return accepts.
export const GST_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40]

// Unit quantity codes of the GST list (the ones a shop's goods can be counted in).
export const UQC = [
  'BAG',
  'BOX',
  'BTL',
  'BUN',
  'CTN',
  'DOZ',
  'KGS',
  'NOS',
  'OTH',
  'PAC',
  'PCS',
  'PRS',
  'SET',
  'UNT',
]

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

// 15 characters, a known State first, the check character last (GSTN's mod-36 rule).
export const gstinOk = (id: string, pattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/) => {
  if (!pattern.test(id) || !TOOL_STATES[id.slice(0, 2)]) return false
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const p = CHARS.indexOf(id[i] ?? '') * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(p / 36) + (p % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36] === id[14]
}

// A transporter's id: a GSTIN, or a TRANSIN (same length, State and check character).
export const transporterIdOk = (id: string) => gstinOk(id, /^[0-9]{2}[0-9A-Z]{13}$/)

// Invoice numbers: at most 16 letters, digits, '/' and '-'.
export const invoiceNoOk = (no: string) => /^[A-Za-z0-9/-]{1,16}$/.test(no)

// Money as written in a file, in paise; NaN when it is not rupees with at most two decimals.
export const paiseOf = (cell: string | number): number => {
  const text = String(cell)
  return /^-?\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN
}

// Tax on a taxable value at a rate, half up to the paisa; within the State CGST and SGST are each
// half the rate, rounded on their own.
export const taxOf = (taxablePaise: number, ratePercent: number, intra: boolean) => {
  const part = (bp: number) => Math.round((taxablePaise * bp) / 10_000)
  const bp = Math.round(ratePercent * 100)
  return intra ? 2 * part(bp / 2) : part(bp)
}

export const posCellOk = (cell: string) => {
  const m = /^(\d{2})-(.+)$/.exec(cell)
  return m !== null && TOOL_STATES[m[1] ?? ''] === m[2]
}
