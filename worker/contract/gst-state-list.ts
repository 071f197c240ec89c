// India's States and Union Territories as the GST list numbers them: the two digits that open a
// GSTIN and name the place of supply on an invoice, a GSTR-1 return and an e-way bill. Each has its
// English name (as the shop's address lists spell it, worker/db/seed/india.json), its Tamil name,
// and its ISO 3166-2:IN code (india.json's `code`), which links the two lists. Data only, so a page
// that shows the names does not carry the PIN code table (gst-states.ts).

export interface GstState {
  code: string
  en: string
  ta: string
  // null for the codes that are no place a lorry delivers to (see `delivery`).
  iso: string | null
  // False for Daman and Diu's old code (merged into 26 in 2020), Other Territory (offshore, outside
  // every State) and Centre Jurisdiction: GSTINs may carry them, a buyer's address never does.
  delivery: boolean
}

type Row = readonly [code: string, iso: string | null, en: string, ta: string]

// 28 is Andhra Pradesh before 2014 and never opened a GSTIN: it is not listed, so it is refused.
const ROWS: readonly Row[] = [
  ['01', 'JK', 'Jammu and Kashmir', 'ஜம்மு காஷ்மீர்'],
  ['02', 'HP', 'Himachal Pradesh', 'இமாச்சலப் பிரதேசம்'],
  ['03', 'PB', 'Punjab', 'பஞ்சாப்'],
  ['04', 'CH', 'Chandigarh', 'சண்டிகர்'],
  ['05', 'UK', 'Uttarakhand', 'உத்தராகண்ட்'],
  ['06', 'HR', 'Haryana', 'ஹரியானா'],
  ['07', 'DL', 'Delhi', 'டெல்லி'],
  ['08', 'RJ', 'Rajasthan', 'ராஜஸ்தான்'],
  ['09', 'UP', 'Uttar Pradesh', 'உத்தரப் பிரதேசம்'],
  ['10', 'BR', 'Bihar', 'பீகார்'],
  ['11', 'SK', 'Sikkim', 'சிக்கிம்'],
  ['12', 'AR', 'Arunachal Pradesh', 'அருணாச்சலப் பிரதேசம்'],
  ['13', 'NL', 'Nagaland', 'நாகாலாந்து'],
  ['14', 'MN', 'Manipur', 'மணிப்பூர்'],
  ['15', 'MZ', 'Mizoram', 'மிசோரம்'],
  ['16', 'TR', 'Tripura', 'திரிபுரா'],
  ['17', 'ML', 'Meghalaya', 'மேகாலயா'],
  ['18', 'AS', 'Assam', 'அசாம்'],
  ['19', 'WB', 'West Bengal', 'மேற்கு வங்கம்'],
  ['20', 'JH', 'Jharkhand', 'ஜார்க்கண்ட்'],
  ['21', 'OD', 'Odisha', 'ஒடிசா'],
  ['22', 'CG', 'Chhattisgarh', 'சத்தீஸ்கர்'],
  ['23', 'MP', 'Madhya Pradesh', 'மத்தியப் பிரதேசம்'],
  ['24', 'GJ', 'Gujarat', 'குஜராத்'],
  ['25', null, 'Daman and Diu', 'டாமன் டையூ'],
  ['26', 'DH', 'Dadra and Nagar Haveli and Daman and Diu', 'தாத்ரா நகர் ஹவேலி, டாமன் டையூ'],
  ['27', 'MH', 'Maharashtra', 'மகாராஷ்டிரா'],
  ['29', 'KA', 'Karnataka', 'கர்நாடகா'],
  ['30', 'GA', 'Goa', 'கோவா'],
  ['31', 'LD', 'Lakshadweep', 'லட்சத்தீவுகள்'],
  ['32', 'KL', 'Kerala', 'கேரளா'],
  ['33', 'TN', 'Tamil Nadu', 'தமிழ்நாடு'],
  ['34', 'PY', 'Puducherry', 'புதுச்சேரி'],
  ['35', 'AN', 'Andaman and Nicobar Islands', 'அந்தமான் நிக்கோபார் தீவுகள்'],
  ['36', 'TS', 'Telangana', 'தெலங்கானா'],
  ['37', 'AP', 'Andhra Pradesh', 'ஆந்திரப் பிரதேசம்'],
  ['38', 'LA', 'Ladakh', 'லடாக்'],
  ['97', null, 'Other Territory', 'பிற ஆட்சிப் பகுதி'],
  ['99', null, 'Centre Jurisdiction', 'மத்திய அரசின் அதிகார வரம்பு'],
]

// In code order, as the GST list has them.
export const GST_STATE_LIST: readonly GstState[] = ROWS.map(([code, iso, en, ta]) => ({
  code,
  en,
  ta,
  iso,
  delivery: iso !== null,
}))

// The States and Union Territories a buyer's delivery address can be in: the checkout's choices.
export const DELIVERY_STATES: readonly GstState[] = GST_STATE_LIST.filter((s) => s.delivery)

const BY_CODE: ReadonlyMap<string, GstState> = new Map(GST_STATE_LIST.map((s) => [s.code, s]))

// The State of a GST code ('33'); undefined for a code the list does not have.
export const gstState = (code: string): GstState | undefined => BY_CODE.get(code)

// A delivery State by its English name, as the shop's address lists and the signup form keep it.
export const deliveryStateNamed = (en: string): GstState | undefined =>
  DELIVERY_STATES.find((s) => s.en === en)
