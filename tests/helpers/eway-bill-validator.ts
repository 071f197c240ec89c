import { GST_RATES, gstinOk, invoiceNoOk, paiseOf, TOOL_STATES, transporterIdOk, UQC } from './gst-file-rules'

// Checks an e-way bill bulk-upload JSON against the portal's published field rules: required
// fields and their lengths, GSTINs (or URP for an unregistered buyer), PIN codes, State codes, the
// document date, the distance, and the sums: the items' taxable amounts add up to the total value
// to the paisa, and the invoice value is the total value plus taxes and other charges within the
// portal's tolerance of Rs 2. Answers the problems found, none when the file passes.

type Bill = Record<string, unknown>
type Item = Record<string, unknown>

const TOLERANCE_PAISE = 200

const text = (b: Bill, key: string, max: number, required = true): string[] => {
  const v = b[key]
  if (typeof v !== 'string') return [`${key} must be text`]
  if (required && v.trim() === '') return [`${key} is required`]
  return v.length > max ? [`${key} is longer than ${max} characters`] : []
}

const pin = (b: Bill, key: string) =>
  Number.isInteger(b[key]) && (b[key] as number) >= 100000 && (b[key] as number) <= 999999
    ? []
    : [`${key} must be a 6-digit PIN code`]

const state = (b: Bill, key: string) =>
  TOOL_STATES[String(b[key]).padStart(2, '0')] && Number.isInteger(b[key])
    ? []
    : [`${key} ${String(b[key])} is not a GST State code`]

const dayOk = (v: unknown) => {
  const m = typeof v === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v) : null
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])))
  return d.getUTCDate() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1
}

const money = (b: Bill, key: string) => (typeof b[key] === 'number' ? paiseOf(b[key] as number) : Number.NaN)

const partA = (b: Bill): string[] => [
  ...(b.supplyType === 'O' || b.supplyType === 'I' ? [] : ['supplyType must be O or I']),
  ...(Number.isInteger(b.subSupplyType) ? [] : ['subSupplyType must be a number']),
  ...(['INV', 'BIL', 'BOE', 'CHL', 'OTH'].includes(String(b.docType))
    ? []
    : ['docType is not one of the list']),
  ...(invoiceNoOk(String(b.docNo)) ? [] : ['docNo must be 1-16 letters, digits, / or -']),
  ...(dayOk(b.docDate) ? [] : ['docDate must be dd/mm/yyyy']),
  ...(gstinOk(String(b.fromGstin)) ? [] : ['fromGstin is not a valid GSTIN']),
  ...(b.userGstin === b.fromGstin ? [] : ['userGstin must be the supplier, fromGstin']),
  ...(b.toGstin === 'URP' || gstinOk(String(b.toGstin)) ? [] : ['toGstin must be a valid GSTIN or URP']),
  ...text(b, 'fromTrdName', 100),
  ...text(b, 'fromAddr1', 120),
  ...text(b, 'fromAddr2', 120, false),
  ...text(b, 'fromPlace', 50),
  ...text(b, 'toTrdName', 100),
  ...text(b, 'toAddr1', 120),
  ...text(b, 'toAddr2', 120, false),
  ...text(b, 'toPlace', 50),
  ...pin(b, 'fromPincode'),
  ...pin(b, 'toPincode'),
  ...state(b, 'fromStateCode'),
  ...state(b, 'actualFromStateCode'),
  ...state(b, 'toStateCode'),
  ...state(b, 'actualToStateCode'),
]

const partB = (b: Bill): string[] => [
  ...([1, 2, 3, 4].includes(b.transMode as number) ? [] : ['transMode must be 1 (road) to 4']),
  ...(Number.isInteger(b.transDistance) &&
  (b.transDistance as number) >= 1 &&
  (b.transDistance as number) <= 4000
    ? []
    : ['transDistance must be 1 to 4000 km']),
  ...(transporterIdOk(String(b.transporterId)) ? [] : ['transporterId must be a GSTIN or TRANSIN']),
  ...text(b, 'transporterName', 100, false),
  ...text(b, 'transDocNo', 15, false),
  ...(b.transDocNo === '' || dayOk(b.transDocDate)
    ? []
    : ['transDocDate must be dd/mm/yyyy with a transDocNo']),
  ...(b.vehicleType === 'R' || b.vehicleType === 'O' ? [] : ['vehicleType must be R or O']),
]

const itemProblems = (item: Item, intra: boolean): string[] => {
  const at = `item ${String(item.itemNo)}`
  const rates = ['cgstRate', 'sgstRate', 'igstRate'].map((k) => item[k] as number)
  return [
    ...(/^\d{4,8}$/.test(String(item.hsnCode)) ? [] : [`${at}: hsnCode must be 4 to 8 digits`]),
    ...(UQC.includes(String(item.qtyUnit)) ? [] : [`${at}: qtyUnit ${String(item.qtyUnit)} is not a UQC`]),
    ...((item.quantity as number) > 0 ? [] : [`${at}: quantity must be over 0`]),
    ...text(item, 'productName', 100),
    ...(rates.every((r) => GST_RATES.includes(r * (intra ? 2 : 1)) || r === 0)
      ? []
      : [`${at}: a rate is not a GST rate`]),
    ...(intra
      ? rates[2] === 0
        ? []
        : [`${at}: IGST within the State`]
      : rates[0] || rates[1]
        ? [`${at}: CGST/SGST across States`]
        : []),
  ]
}

const sums = (b: Bill, items: Item[]): string[] => {
  const problems: string[] = []
  const itemsTaxable = items.reduce((s, i) => s + paiseOf(i.taxableAmount as number), 0)
  if (itemsTaxable !== money(b, 'totalValue'))
    problems.push("the items' taxable amounts do not add up to totalValue")
  const keys = [
    'totalValue',
    'cgstValue',
    'sgstValue',
    'igstValue',
    'cessValue',
    'TotNonAdvolVal',
    'OthValue',
  ]
  const parts = keys.reduce((s, k) => s + money(b, k), 0)
  if (!(Math.abs(money(b, 'totInvValue') - parts) <= TOLERANCE_PAISE))
    problems.push('totInvValue is not totalValue plus taxes and other charges')
  return problems
}

export const validateEwayBill = (file: unknown): string[] => {
  const f = file as { version?: unknown; billLists?: unknown }
  if (typeof f?.version !== 'string' || !Array.isArray(f.billLists) || f.billLists.length === 0)
    return ['version and a non-empty billLists are required']
  const problems: string[] = []
  for (const b of f.billLists as Bill[]) {
    const items = Array.isArray(b.itemList) ? (b.itemList as Item[]) : []
    if (items.length === 0) problems.push('itemList is empty')
    const intra = b.fromStateCode === b.toStateCode && b.actualFromStateCode === b.actualToStateCode
    if (intra && money(b, 'igstValue') !== 0) problems.push('IGST within the State')
    if (!intra && (money(b, 'cgstValue') || money(b, 'sgstValue'))) problems.push('CGST/SGST across States')
    problems.push(
      ...partA(b),
      ...partB(b),
      ...items.flatMap((i) => itemProblems(i, intra)),
      ...sums(b, items),
    )
  }
  return problems
}
