import { fromRupees, toRupees } from '@contract/money'
import { type StoredSettings, storedSettingsSchema } from '@contract/settings'
import { type FieldErrors, type Issue, issuesToErrors } from '../../ui/form'
import { amountOf, checkWith, type SellerWords } from '../kit/issues'

// The settings form: text fields as the seller types them, mapped to the stored settings (paise
// inside) and checked with the API's own schema.

export interface RegionForm {
  name: string
  pin_prefixes: string // '60, 61'
  amount: string // rupees
}

export interface AreaForm {
  name: string
  pin_prefixes: string
  states: string // GST State codes, '07, 29'
  from: string // yyyy-mm-dd, '' open
  to: string
  kind: 'no_sale' | 'green_only'
}

export interface SettingsForm {
  regions: RegionForm[]
  other_regions_amount: string
  banned_areas: AreaForm[]
  other_states_last_day: string
  gst_rate_percent: string
  referrers: { name: string; phone: string }[]
  support_phone: string
  whatsapp_phone: string
  support_email: string
  store_address: string
  map_link: string
  upi_numbers: string // one per line
  bank_accounts: string[] // one block each
  announcement: string
  announcement_ta: string
  season_name: string
  season_name_ta: string
  // Quotes, UPI requests and tax invoices.
  upi_id: string
  payee_name: string
  legal_name: string
  gstin: string
  licence_no: string
  licence_valid_until: string
  invoice_prefix: string
  quote_valid_days: string
  // Transporters, WhatsApp drafts and quiet hours: edited by their own sections, kept as stored.
  dispatch: Pick<StoredSettings, 'transport' | 'whatsapp' | 'alerts'>
}

export const ANNOUNCEMENT_MAX = storedSettingsSchema.shape.announcement.maxLength ?? 300

const rupeesText = (paise: number) => String(toRupees(paise))

export const settingsToForm = (s: StoredSettings): SettingsForm => ({
  regions: s.minimum_order.regions.map((r) => ({
    name: r.name,
    pin_prefixes: r.pin_prefixes.join(', '),
    amount: rupeesText(r.minimum_paise),
  })),
  other_regions_amount: rupeesText(s.minimum_order.other_regions_minimum_paise),
  banned_areas: s.banned_areas.map((a) => ({
    name: a.name,
    pin_prefixes: a.pin_prefixes.join(', '),
    states: (a.states ?? []).join(', '),
    from: a.from ?? '',
    to: a.to ?? '',
    kind: a.kind ?? 'no_sale',
  })),
  other_states_last_day: s.other_states_last_day ?? '',
  gst_rate_percent: String(s.gst_rate_percent),
  referrers: s.referrers.map((r) => ({ name: r.name, phone: r.phone })),
  ...s.contact,
  upi_numbers: s.payment.upi_numbers.join('\n'),
  // Two blocks always, as the payment page shows two accounts.
  bank_accounts: [...s.payment.bank_accounts, '', ''].slice(0, Math.max(2, s.payment.bank_accounts.length)),
  announcement: s.announcement,
  announcement_ta: s.announcement_ta,
  season_name: s.season_name ?? '',
  season_name_ta: s.season_name_ta ?? '',
  ...s.billing,
  quote_valid_days: String(s.billing.quote_valid_days),
  dispatch: { transport: s.transport, whatsapp: s.whatsapp, alerts: s.alerts },
})

// '60, 61 ;62' → ['60', '61', '62'].
export const parsePrefixes = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean)

// Rupees as typed → paise; NaN when it is not an amount.
export const rupeesToPaise = (text: string) => fromRupees(amountOf(text))

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

// A banned area as stored: the fields left empty are left out (no States, open dates).
const areaOf = (a: AreaForm): StoredSettings['banned_areas'][number] => {
  const states = parsePrefixes(a.states).map((s) => s.padStart(2, '0'))
  return {
    name: a.name.trim(),
    pin_prefixes: parsePrefixes(a.pin_prefixes),
    ...(states.length ? { states } : {}),
    ...(a.from.trim() ? { from: a.from.trim() } : {}),
    ...(a.to.trim() ? { to: a.to.trim() } : {}),
    // No sale is what a rule without a kind means, so it is stored as before.
    ...(a.kind === 'green_only' ? { kind: a.kind } : {}),
  }
}

export const formToSettings = (f: SettingsForm): StoredSettings => ({
  minimum_order: {
    regions: f.regions.map((r) => ({
      name: r.name.trim(),
      pin_prefixes: parsePrefixes(r.pin_prefixes),
      minimum_paise: rupeesToPaise(r.amount),
    })),
    other_regions_minimum_paise: rupeesToPaise(f.other_regions_amount),
  },
  banned_areas: f.banned_areas.map(areaOf),
  other_states_last_day: f.other_states_last_day.trim(),
  gst_rate_percent: amountOf(f.gst_rate_percent),
  referrers: f.referrers.map((r) => ({ name: r.name.trim(), phone: r.phone.replace(/\D/g, '') })),
  contact: {
    support_phone: f.support_phone.trim(),
    whatsapp_phone: f.whatsapp_phone.trim(),
    support_email: f.support_email.trim(),
    store_address: f.store_address.trim(),
    map_link: f.map_link.trim(),
  },
  payment: { upi_numbers: lines(f.upi_numbers), bank_accounts: f.bank_accounts.map((b) => b.trim()) },
  announcement: f.announcement.trim(),
  announcement_ta: f.announcement_ta.trim(),
  season_name: f.season_name.trim(),
  season_name_ta: f.season_name_ta.trim(),
  billing: {
    upi_id: f.upi_id.trim(),
    payee_name: f.payee_name.trim(),
    legal_name: f.legal_name.trim(),
    gstin: f.gstin.trim().toUpperCase(),
    licence_no: f.licence_no.trim(),
    licence_valid_until: f.licence_valid_until.trim(),
    invoice_prefix: f.invoice_prefix.trim().toUpperCase(),
    quote_valid_days: amountOf(f.quote_valid_days),
  },
  ...f.dispatch,
})

// Stored paths ('minimum_order.regions.0.minimum_paise') → the form field showing it. A list of
// PIN prefixes is one text field, so a message about one prefix goes under it.
export const settingsFieldOf = (path: string) =>
  path
    .replace(/^minimum_order\.regions\.(\d+)\.minimum_paise$/, 'regions.$1.amount')
    .replace(/^minimum_order\.regions\./, 'regions.')
    .replace(/^minimum_order\.other_regions_minimum_paise$/, 'other_regions_amount')
    .replace(/^contact\./, '')
    .replace(/^billing\./, '')
    .replace(/^payment\.upi_numbers.*$/, 'upi_numbers')
    .replace(/^payment\.bank_accounts\.(\d+)$/, 'bank_accounts.$1')
    .replace(/^((?:regions|banned_areas)\.\d+\.(?:pin_prefixes|states))\.\d+$/, '$1')
    // A transporter's or branch's id follows its name or town, which the seller edits.
    .replace(/^(transport\.transporters\.\d+)\.id$/, '$1.name')
    .replace(/^(transport\.transporters\.\d+\.branches\.\d+)\.id$/, '$1.town')

const name = (i: { code: string }) => (i.code === 'too_small' ? 'Name is required' : undefined)
const prefixes = (i: { code: string }) =>
  i.code === 'too_small' ? 'Enter at least one PIN prefix' : undefined
const AMOUNT = 'Enter an amount in rupees, e.g. 2500'

const SETTINGS_WORDS: SellerWords = {
  'regions.#.name': name,
  'regions.#.pin_prefixes': prefixes,
  'regions.#.amount': AMOUNT,
  other_regions_amount: AMOUNT,
  'banned_areas.#.name': name,
  'banned_areas.#.pin_prefixes': (i) =>
    i.code === 'custom' ? 'Enter PIN prefixes or States (or both)' : prefixes(i),
  'banned_areas.#.states': 'States are two-digit GST codes, e.g. 07 for Delhi',
  'banned_areas.#.from': 'Enter a day as yyyy-mm-dd, e.g. 2026-10-22',
  'banned_areas.#.to': (i) =>
    i.code === 'custom'
      ? 'The last day cannot be before the first'
      : 'Enter a day as yyyy-mm-dd, e.g. 2027-01-31',
  other_states_last_day: 'Enter a day as yyyy-mm-dd, e.g. 2026-10-29, or leave it empty',
  gst_rate_percent: 'GST must be a number from 0 to 100',
  quote_valid_days: 'Enter a number of days from 1 to 90',
  referrers: (i) =>
    i.code === 'too_small'
      ? 'Keep at least one reference person'
      : i.code === 'too_big'
        ? `At most ${(i as { maximum?: unknown }).maximum} reference persons`
        : undefined,
  'referrers.#.name': name,
  'transport.transporters.#.branches.#.free_days': 'Free days: a whole number from 0 to 30',
}

export const validateSettings = (form: SettingsForm) => {
  const { value, errors } = checkWith(storedSettingsSchema, formToSettings(form), {
    words: SETTINGS_WORDS,
    field: settingsFieldOf,
  })
  return { settings: value, errors }
}

// The server's issues on the stored shape, placed on the form's fields.
export const settingsIssuesToErrors = (issues: readonly Issue[]): FieldErrors =>
  issuesToErrors(issues, { keyOf: settingsFieldOf })

export const emptyRegion = (): RegionForm => ({ name: '', pin_prefixes: '', amount: '' })
export const emptyArea = (): AreaForm => ({
  name: '',
  pin_prefixes: '',
  states: '',
  from: '',
  to: '',
  kind: 'no_sale',
})
