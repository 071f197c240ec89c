import { describe, expect, it } from 'vitest'
import {
  formToSettings,
  parsePrefixes,
  rupeesToPaise,
  type SettingsForm,
  settingsIssuesToErrors,
  settingsToForm,
  validateSettings,
} from '../../web/src/console/settings/settings-rules'
import { defaultSettings } from '../../worker/contract/settings-defaults'

describe('settings form', () => {
  it("turns '60, 61' into ['60', '61'] and 2500 rupees into 250000 paise", () => {
    const form = settingsToForm(defaultSettings)
    form.regions = [{ name: 'Tamil Nadu', pin_prefixes: '60, 61', amount: '2500' }]
    form.other_regions_amount = '5,000'
    const s = formToSettings(form)
    expect(s.minimum_order.regions).toEqual([
      { name: 'Tamil Nadu', pin_prefixes: ['60', '61'], minimum_paise: 250000 },
    ])
    expect(s.minimum_order.other_regions_minimum_paise).toBe(500000)
  })

  it('reads prefixes separated by commas, spaces or semicolons and drops empty ones', () => {
    expect(parsePrefixes(' 110,121 ; 122  201,, ')).toEqual(['110', '121', '122', '201'])
    expect(parsePrefixes('')).toEqual([])
  })

  it('keeps paisa amounts exact', () => {
    expect(rupeesToPaise('2500.50')).toBe(250050)
    expect(rupeesToPaise('0.29')).toBe(29)
    expect(rupeesToPaise('₹ 2,500')).toBe(250000)
    expect(Number.isNaN(rupeesToPaise('abc'))).toBe(true)
    expect(Number.isNaN(rupeesToPaise('-1'))).toBe(true)
  })

  it('gives back the stored settings unchanged when nothing is edited', () => {
    expect(formToSettings(settingsToForm(defaultSettings))).toEqual(defaultSettings)
    expect(validateSettings(settingsToForm(defaultSettings))).toEqual({
      settings: defaultSettings,
      errors: {},
    })
  })

  it('always shows two bank account blocks', () => {
    const form = settingsToForm({
      ...defaultSettings,
      payment: { upi_numbers: ['a@upi'], bank_accounts: [] },
    })
    expect(form.bank_accounts).toEqual(['', ''])
    expect(form.upi_numbers).toBe('a@upi')
  })

  it('takes UPI numbers one per line', () => {
    const form = settingsToForm(defaultSettings)
    form.upi_numbers = ' 9000000000@upi \n\n shop@okaxis '
    expect(formToSettings(form).payment.upi_numbers).toEqual(['9000000000@upi', 'shop@okaxis'])
  })

  it('names the fields that are wrong, in the seller’s words', () => {
    const form: SettingsForm = settingsToForm(defaultSettings)
    form.regions[0] = { name: '', pin_prefixes: '60, 6x', amount: 'lots' }
    form.banned_areas[0] = { ...form.banned_areas[0]!, name: 'Delhi', pin_prefixes: '' }
    form.gst_rate_percent = '120'
    form.referrers[1] = { name: 'Lakshmi', phone: '900000000' }
    form.announcement = 'x'.repeat(301)
    const { settings, errors } = validateSettings(form)
    expect(settings).toBeNull()
    expect(errors).toEqual({
      'regions.0.name': 'Name is required',
      'regions.0.pin_prefixes': 'PIN prefix must be 1 to 6 digits',
      'regions.0.amount': 'Enter an amount in rupees, e.g. 2500',
      'banned_areas.0.pin_prefixes': 'Enter PIN prefixes or States (or both)',
      gst_rate_percent: 'GST must be a number from 0 to 100',
      'referrers.1.phone': 'Phone must be 10 digits',
      announcement: 'At most 300 characters',
    })
  })

  it('refuses what the API refuses and takes what it takes', () => {
    const cases: [string, (f: SettingsForm) => void, Record<string, string>][] = [
      [
        'a 7-digit PIN prefix',
        (f) => {
          f.regions[0]!.pin_prefixes = '1234567'
        },
        {
          'regions.0.pin_prefixes': 'PIN prefix must be 1 to 6 digits',
        },
      ],
      [
        'a negative minimum',
        (f) => {
          f.other_regions_amount = '-1'
        },
        {
          other_regions_amount: 'Enter an amount in rupees, e.g. 2500',
        },
      ],
      [
        'no reference person',
        (f) => {
          f.referrers = []
        },
        {
          referrers: 'Keep at least one reference person',
        },
      ],
      [
        'eleven reference persons',
        (f) => {
          f.referrers = Array.from({ length: 11 }, () => ({ name: 'R', phone: '9000000000' }))
        },
        {
          referrers: 'At most 10 reference persons',
        },
      ],
      [
        'a blank reference name',
        (f) => {
          f.referrers[0]!.name = '  '
        },
        { 'referrers.0.name': 'Name is required' },
      ],
      [
        'a 61-letter reference name',
        (f) => {
          f.referrers[0]!.name = 'n'.repeat(61)
        },
        {
          'referrers.0.name': 'At most 60 characters',
        },
      ],
      [
        'GST of 12.5%',
        (f) => {
          f.gst_rate_percent = '12.5'
        },
        {},
      ],
      [
        'no banned areas',
        (f) => {
          f.banned_areas = []
        },
        {},
      ],
      [
        'a minimum with a third decimal, or in hex',
        (f) => {
          f.regions[0]!.amount = '2500.505'
          f.other_regions_amount = '0x10'
        },
        {
          'regions.0.amount': 'Enter an amount in rupees, e.g. 2500',
          other_regions_amount: 'Enter an amount in rupees, e.g. 2500',
        },
      ],
    ]
    for (const [what, change, expected] of cases) {
      const form = settingsToForm(defaultSettings)
      change(form)
      expect(validateSettings(form).errors, what).toEqual(expected)
    }
  })

  it("places the server's issues on the form's fields", () => {
    expect(
      settingsIssuesToErrors([
        { path: 'minimum_order.regions.1.minimum_paise', message: 'too small' },
        { path: 'minimum_order.regions.0.pin_prefixes.2', message: 'PIN prefix must be 1 to 6 digits' },
        { path: 'contact.support_email', message: 'bad e-mail' },
        { path: 'minimum_order.other_regions_minimum_paise', message: 'bad' },
      ]),
    ).toEqual({
      'regions.1.amount': 'too small',
      'regions.0.pin_prefixes': 'PIN prefix must be 1 to 6 digits',
      support_email: 'bad e-mail',
      other_regions_amount: 'bad',
    })
  })
})

describe('season rules in the settings form', () => {
  it('stores a green-only rule by State with its days, and leaves an old area as it was', () => {
    const form = settingsToForm(defaultSettings)
    form.banned_areas.push({
      name: 'Delhi',
      pin_prefixes: '',
      states: '7, 06',
      from: '2026-10-22',
      to: '2027-01-31',
      kind: 'green_only',
    })
    form.other_states_last_day = ' 2026-10-28 '
    const { settings } = validateSettings(form)
    expect(settings?.banned_areas).toEqual([
      defaultSettings.banned_areas[0],
      {
        name: 'Delhi',
        pin_prefixes: [],
        states: ['07', '06'],
        from: '2026-10-22',
        to: '2027-01-31',
        kind: 'green_only',
      },
    ])
    expect(settings?.other_states_last_day).toBe('2026-10-28')
  })

  it('refuses a rule that ends before it starts, at its last day', () => {
    const form = settingsToForm(defaultSettings)
    form.banned_areas[0] = { ...form.banned_areas[0]!, from: '2026-11-02', to: '2026-11-01' }
    expect(validateSettings(form).errors).toEqual({
      'banned_areas.0.to': 'The last day cannot be before the first',
    })
  })
})
