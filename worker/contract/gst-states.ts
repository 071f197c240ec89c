// India's States and Union Territories by their GST code (the first two digits of a GSTIN), and
// the State a delivery PIN code lies in, by its first digits (the postal circles).

export const GST_STATES: Readonly<Record<string, string>> = {
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
  // Daman and Diu's own code until it merged with Dadra and Nagar Haveli (26) in 2020.
  '25': 'Daman and Diu',
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
  // Not places: registrations outside India's territory, and the Centre's own.
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
}

// [first digits of a PIN code, the GST codes it may be in]. A three-digit prefix is more exact than
// the two-digit one it sits in. Where one prefix covers two States, either is accepted: Chandigarh
// shares 160 with Mohali (Punjab); Uttarakhand shares 24 and 26 with Uttar Pradesh; Diu, Daman and
// Silvassa (362, 396) sit among Gujarat's; Telangana's 50 reaches the Khammam villages that moved to
// Andhra Pradesh; Puducherry's four districts sit in Tamil Nadu's 605, 607, 609, Andhra Pradesh's
// 533 (Yanam) and Kerala's 673 (Mahe); Lakshadweep in Kerala's 682; Jharkhand shares 81 and 82 with
// Bihar; Ladakh's 194 was Jammu and Kashmir's. 90 to 99 are the Army Postal Service: no State.
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
  ['26', '09 05'],
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

// The GST codes of the States a PIN code may be in; none when it is not known (an Army post office).
export const gstStatesOfPin = (pin: string): readonly string[] =>
  BY_PREFIX.get(pin.slice(0, 3)) ?? BY_PREFIX.get(pin.slice(0, 2)) ?? []
