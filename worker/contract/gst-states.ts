// India's States and Union Territories by their GST code (the first two digits of a GSTIN), and
// the States a delivery PIN code may lie in, by its first digits (the postal circles). The names
// in both languages are in gst-state-list.ts, kept out of this file so the buyer's first load,
// which asks whether a PIN is in Tamil Nadu, does not carry every State's Tamil name.

// [first digits of a PIN code, the GST codes it may be in, the likeliest first]. A three-digit
// prefix is more exact than the two-digit one it sits in. Where one prefix covers two States, either
// is accepted: Chandigarh shares 160 with Mohali (Punjab); Uttarakhand shares 24 and 26 with Uttar
// Pradesh (its hills are 246, 248, 249 and 263); Diu, Daman and Silvassa (362, 396) sit among
// Gujarat's; Telangana's 50 reaches the Khammam villages that moved to Andhra Pradesh; Puducherry's
// four districts sit in Tamil Nadu's 605, 607, 609, Andhra Pradesh's 533 (Yanam) and Kerala's 673
// (Mahe); Lakshadweep in Kerala's 682; Jharkhand shares 81 and 82 with Bihar (its own are mostly
// 814-816, 822 and 825-829); Ladakh's 194 was Jammu and Kashmir's. 90 to 99 are the Army Postal
// Service: no State.
const PIN_PREFIXES: readonly (readonly [string, string])[] = [
  ['11', '07'],
  ['12-13', '06'],
  ['14-16', '03'],
  ['160', '04 03'],
  ['17', '02'],
  ['18-19', '01'],
  ['194', '38 01'],
  ['20-28', '09'],
  ['24', '09 05'],
  ['246', '05 09'],
  ['248-249', '05 09'],
  ['26', '09 05'],
  ['263', '05 09'],
  ['30-34', '08'],
  ['36-39', '24'],
  ['362', '24 26 25'],
  ['396', '24 26 25'],
  ['40-44', '27'],
  ['403', '30'],
  ['45-48', '23'],
  ['49', '22'],
  ['50', '36 37'],
  ['51-53', '37'],
  ['533', '37 34'],
  ['56-59', '29'],
  ['60-64', '33'],
  ['605', '33 34'],
  ['607', '33 34'],
  ['609', '33 34'],
  ['67-69', '32'],
  ['673', '32 34'],
  ['682', '32 31'],
  ['70-74', '19'],
  ['737', '11'],
  ['744', '35'],
  ['75-77', '21'],
  ['78', '18'],
  ['790-792', '12'],
  ['793-794', '17'],
  ['795', '14'],
  ['796', '15'],
  ['797-798', '13'],
  ['799', '16'],
  ['80', '10'],
  ['81-82', '10 20'],
  ['814-816', '20 10'],
  ['822', '20 10'],
  ['825-829', '20 10'],
  ['83', '20'],
  ['84-85', '10'],
]

// Each prefix written out ('12-13' is 12 and 13), to its codes.
const BY_PREFIX: ReadonlyMap<string, readonly string[]> = new Map(
  PIN_PREFIXES.flatMap(([range, codes]) => {
    const [from = '', to = from] = range.split('-')
    const prefixes = Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) =>
      String(Number(from) + i).padStart(from.length, '0'),
    )
    return prefixes.map((p) => [p, codes.split(' ')] as const)
  }),
)

const PIN_PATTERN = /^[1-9][0-9]{5}$/

// The GST codes of the States a PIN code may be in, the likeliest first; none for a malformed PIN
// or one whose first digits name no State (90 to 99, the Army Postal Service).
export const statesForPin = (pin: string): readonly string[] =>
  PIN_PATTERN.test(pin) ? (BY_PREFIX.get(pin.slice(0, 3)) ?? BY_PREFIX.get(pin.slice(0, 2)) ?? []) : []

// The name the GSTIN check was written with; the same function.
export const gstStatesOfPin = statesForPin

// Post offices of a shared prefix whose State is known exactly: [first PIN, last PIN, GST code].
// Puducherry's and Karaikal's post offices inside Tamil Nadu's 605, 607 and 609 (a PIN shared with
// Tamil Nadu villages, such as Auroville's 605101, stays Tamil Nadu's), Yanam in Andhra Pradesh's
// 533, Mahe in Kerala's 673, the islands of Lakshadweep among Kochi's 682, the towns of Dadra and
// Nagar Haveli and Daman and Diu among Gujarat's 362 and 396.
const EXACT_PINS: readonly (readonly [number, number, string])[] = [
  [605001, 605014, '34'], // Puducherry town
  [605102, 605102, '34'], // Bahour
  [605104, 605104, '34'], // Kalapet
  [605106, 605107, '34'], // Villianur, Mannadipet
  [605110, 605110, '34'], // Thirubuvanai
  [607402, 607403, '34'], // Kirumampakkam, Karikalampakkam
  [609601, 609609, '34'], // Karaikal
  [533464, 533464, '34'], // Yanam
  [673310, 673310, '34'], // Mahe
  [682551, 682559, '31'], // Lakshadweep's islands
  [396210, 396210, '26'], // Daman
  [396220, 396220, '26'], // Moti Daman
  [396230, 396230, '26'], // Silvassa
  [362520, 362520, '26'], // Diu
]

// The one State a PIN code is taken to be in when nobody said which: the exact post office if it is
// listed, otherwise the likeliest State of its prefix. Undefined when no State is known.
export const stateOfPin = (pin: string): string | undefined => {
  const states = statesForPin(pin)
  const n = Number(pin)
  const exact = EXACT_PINS.find(([from, to, code]) => n >= from && n <= to && states.includes(code))
  return exact?.[2] ?? states[0]
}

// Whether a buyer's State (a GST code) can be the State of their PIN code: any State of a shared
// prefix is accepted. A PIN whose first digits name no State (an Army post office) accepts any.
export const pinMatchesState = (pin: string, code: string): boolean => {
  if (!PIN_PATTERN.test(pin)) return false
  const states = statesForPin(pin)
  return states.length === 0 || states.includes(code)
}

// The State an enquiry is delivered to, by its GST code: the one the buyer chose at the checkout,
// else (an enquiry stored before the checkout asked) the State its PIN code is taken to be in.
// Undefined for a PIN whose first digits name no State.
export const deliveryStateCode = (pin: string, stateCode?: string | null): string | undefined =>
  stateCode || stateOfPin(pin)
