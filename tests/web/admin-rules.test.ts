import {
  CSV_COLUMNS as CONTRACT_CSV_COLUMNS,
  LR_PHOTO_MAX_BYTES as CONTRACT_LR_MAX,
  categoryInputSchema,
  type ImportPreview,
  lrFieldsSchema,
  productInputSchema,
} from '@contract/admin'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@contract/order-status'
import { orderIdParam } from '@contract/orders'
import { storedSettingsSchema } from '@contract/settings'
import { describe, expect, it } from 'vitest'
import {
  afterDiscountPreview,
  applyQuestion,
  CSV_COLUMNS,
  canApplyImport,
  checkCsvFile,
  checkLrPhoto,
  emptyProductForm,
  filtersFromParams,
  filtersToParams,
  formToSettings,
  isOrderId,
  LR_PHOTO_MAX_BYTES,
  LR_PHOTO_SIZE_MESSAGE,
  LR_PHOTO_TYPE_MESSAGE,
  moveId,
  type ProductForm,
  parsePrefixes,
  productToForm,
  rupeesToPaise,
  type SettingsForm,
  STATUS_LABELS,
  STATUS_OPTIONS,
  settingsIssuesToErrors,
  settingsToForm,
  slugify,
  telLink,
  validateCategory,
  validateLr,
  validateProduct,
  validateSettings,
  whatsappLink,
  whatsappMessage,
} from '../../web/src/features/admin/admin-rules'
import { afterDiscount } from '../../worker/contract/money'
import { defaultSettings } from '../../worker/contract/settings-defaults'

const MB = 1024 * 1024
const file = (size: number, type: string) => ({ size, type })

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
    expect(Number.isNaN(rupeesToPaise('abc'))).toBe(true)
  })

  it('gives back the stored settings unchanged when nothing is edited', () => {
    expect(formToSettings(settingsToForm(defaultSettings))).toEqual(defaultSettings)
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
    form.banned_areas[0] = { name: 'Delhi', pin_prefixes: '' }
    form.gst_rate_percent = '120'
    form.referrers[1] = { name: 'Lakshmi', phone: '900000000' }
    form.announcement = 'x'.repeat(301)
    const { settings, errors } = validateSettings(form)
    expect(settings).toBeNull()
    expect(errors).toEqual({
      'regions.0.name': 'Name is required',
      'regions.0.pin_prefixes': 'PIN prefix must be 1 to 6 digits',
      'regions.0.amount': 'Enter an amount in rupees, e.g. 2500',
      'banned_areas.0.pin_prefixes': 'Enter at least one PIN prefix',
      gst_rate_percent: 'GST must be a number from 0 to 100',
      'referrers.1.phone': 'Phone must be 10 digits',
      announcement: 'At most 300 characters',
    })
  })

  it('agrees with the contract schema on what is valid', () => {
    const cases: ((f: SettingsForm) => void)[] = [
      () => {},
      (f) => {
        f.regions[0]!.pin_prefixes = '1234567'
      },
      (f) => {
        f.other_regions_amount = '-1'
      },
      (f) => {
        f.referrers = []
      },
      (f) => {
        f.referrers[0]!.name = '  '
      },
      (f) => {
        f.gst_rate_percent = '12.5'
      },
      (f) => {
        f.banned_areas = []
      },
      (f) => {
        f.regions[0]!.amount = '2500.505'
      },
    ]
    for (const change of cases) {
      const form = settingsToForm(defaultSettings)
      change(form)
      const ours = validateSettings(form).settings !== null
      const theirs = storedSettingsSchema.safeParse(formToSettings(form)).success
      expect(ours, JSON.stringify(formToSettings(form).minimum_order)).toBe(theirs)
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

describe('enquiry detail', () => {
  const order = {
    customer_name: ' Lakshmi ',
    customer_mobile_no: '9876543210',
    enquiry_number: 'ENQ-00042',
    order_status: 'CONFIRMED' as const,
    net_amount: 3250.5,
    lr_number: null,
    transporter: null,
  }

  it('opens WhatsApp to +91 and the mobile number with a message naming the enquiry', () => {
    const link = whatsappLink(order)
    expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true)
    const text = decodeURIComponent(link.split('?text=')[1]!)
    expect(text).toBe(whatsappMessage(order))
    expect(text.startsWith('Vanakkam Lakshmi, about your Sivakasi Crackers enquiry ENQ-00042: ')).toBe(true)
    expect(text).toContain('₹3,250.50')
  })

  it('names the transporter and LR number once dispatched', () => {
    const text = whatsappMessage({
      ...order,
      order_status: 'DISPATCHED',
      lr_number: 'LR-778',
      transporter: 'KPN',
    })
    expect(text).toContain('dispatched by KPN, LR number LR-778')
  })

  it('calls +91 and the last ten digits', () => {
    expect(telLink('98765 43210')).toBe('tel:+919876543210')
    expect(telLink('+91 98765 43210')).toBe('tel:+919876543210')
  })
})

describe('LR photo check', () => {
  it('refuses a 6 MB photo with a message', () => {
    expect(checkLrPhoto(file(6 * MB, 'image/jpeg'))).toBe(LR_PHOTO_SIZE_MESSAGE)
    expect(LR_PHOTO_SIZE_MESSAGE).toBe('The photo must be 5 MB or smaller')
  })

  it('refuses a .gif with a message', () => {
    expect(checkLrPhoto(file(200_000, 'image/gif'))).toBe(LR_PHOTO_TYPE_MESSAGE)
    expect(LR_PHOTO_TYPE_MESSAGE).toBe('Choose a JPEG, PNG or WebP photo')
  })

  it('takes JPEG, PNG and WebP up to exactly 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkLrPhoto(file(5 * MB, type))).toBeUndefined()
    expect(checkLrPhoto(file(5 * MB + 1, 'image/png'))).toBe(LR_PHOTO_SIZE_MESSAGE)
  })

  it('asks for the photo, the LR number and the transporter', () => {
    expect(validateLr({ lr_number: ' ', transporter: '' }, null)).toEqual({
      photo: 'Choose the LR photo',
      lr_number: 'LR number is required',
      transporter: 'Transporter is required',
    })
  })

  it('lets the details be corrected without a new photo once one is uploaded', () => {
    expect(validateLr({ lr_number: 'LR-1', transporter: 'KPN' }, null, true)).toEqual({})
    expect(validateLr({ lr_number: 'LR-1', transporter: 'KPN' }, file(1, 'image/gif'), true)).toEqual({
      photo: LR_PHOTO_TYPE_MESSAGE,
    })
  })

  it('agrees with the contract on the LR fields', () => {
    for (const v of [
      { lr_number: 'LR-1', transporter: 'KPN' },
      { lr_number: '', transporter: 'KPN' },
      { lr_number: 'x'.repeat(41), transporter: 'KPN' },
      { lr_number: 'LR', transporter: 'y'.repeat(101) },
    ]) {
      const ours = Object.keys(validateLr(v, file(10, 'image/png'))).length === 0
      expect(ours).toBe(lrFieldsSchema.safeParse(v).success)
    }
  })
})

describe('product form', () => {
  it('shows the after-discount price as the seller types, rounded as the server rounds', () => {
    expect(afterDiscountPreview('250', '80')).toBe(50)
    expect(afterDiscountPreview('1,250.50', '0')).toBe(1250.5)
    expect(afterDiscountPreview('99.99', '33')).toBe(66.99)
    expect(afterDiscountPreview('250', '')).toBe(250)
    expect(afterDiscountPreview('', '80')).toBeNull()
    expect(afterDiscountPreview('250', '101')).toBeNull()
    for (let mrp = 1; mrp < 100_000; mrp += 997)
      for (const pct of [0, 7, 33, 50, 65, 80, 99])
        expect(afterDiscountPreview(String(mrp / 100), String(pct))).toBe(afterDiscount(mrp, pct) / 100)
  })

  const good: ProductForm = {
    ...emptyProductForm(),
    product_code: 'SP-12',
    product_name: 'Sparklers 12 cm',
    per: 'Box (10 pcs)',
    price: '250',
    discount_percentage: '80',
    special_categories: ['crackers-for-kids'],
    photo_path: '/images/products/sp-12.svg',
    media_list: [{ media_type: 'Image', photo_path: '/images/products/sp-12-2.svg' }],
  }

  it('builds the contract’s product input', () => {
    const { input, errors } = validateProduct(good, '3')
    expect(errors).toEqual({})
    expect(productInputSchema.parse(input)).toMatchObject({
      category_id: 3,
      product_code: 'SP-12',
      price: 250,
      discount_percentage: 80,
      is_sold_out: 0,
      photo_path: '/images/products/sp-12.svg',
    })
  })

  it('puts each message under its own field', () => {
    const { input, errors } = validateProduct(
      {
        ...good,
        product_code: 'SP 12',
        product_name: '',
        price: '0',
        discount_percentage: '12.5',
        photo_path: 'images/x.svg',
        media_list: [
          { media_type: 'Image', photo_path: '/ok.svg' },
          { media_type: 'Video', photo_path: '' },
        ],
      },
      '3',
    )
    expect(input).toBeNull()
    expect(errors).toEqual({
      product_code: 'Product code: letters, digits and -',
      product_name: 'Product name is required',
      price: 'MRP must be more than 0',
      discount_percentage: 'Discount must be a whole number from 0 to 100',
      photo_path: 'Photo path must start with /, e.g. /images/products/ab-1.svg',
      'media_list.1.photo_path': 'Enter a path starting with /, or remove this item',
    })
  })

  it('agrees with the contract schema on what is valid', () => {
    const variants: Partial<ProductForm>[] = [
      {},
      { price: '0.29' },
      { price: '249.999' },
      { price: '1000001' },
      { price: '-5' },
      { discount_percentage: '100' },
      { discount_percentage: '' },
      { product_code: 'x'.repeat(21) },
      { product_name: ' '.repeat(3) },
      { tamil_name: 'த'.repeat(301) },
      { per: 'p'.repeat(61) },
      { photo_path: '' },
      {
        media_list: Array.from({ length: 5 }, () => ({ media_type: 'Image' as const, photo_path: '/a.svg' })),
      },
    ]
    for (const v of variants) {
      const form = { ...good, ...v }
      const ours = validateProduct(form, '3').input !== null
      const { input } = validateProduct({ ...form }, '3')
      const theirs = productInputSchema.safeParse(
        input ?? {
          ...form,
          category_id: '3',
          price: Number(form.price),
          discount_percentage: Number(form.discount_percentage || 0),
          is_netrate_item: 0,
          is_new_item: 0,
          is_sold_out: 0,
          is_top_selling_item: 0,
          photo_path: form.photo_path.trim() || null,
        },
      ).success
      expect(ours, JSON.stringify(v).slice(0, 80)).toBe(theirs)
    }
  })

  it('fills the form from a product, with its special categories and media', () => {
    const form = productToForm({
      _id: '7',
      category_id: '3',
      product_code: 'SP-12',
      product_name: 'Sparklers',
      tamil_name: '',
      per: 'Box',
      price: 250,
      amount: 250,
      discount_percentage: 80,
      discount_price: 200,
      after_discount_price: 50,
      is_netrate_item: 0,
      is_new_item: 1,
      is_sold_out: 1,
      is_top_selling_item: 0,
      sort_order: 1,
      photo_path: null,
      media_list: [{ _id: '1', product_id: '7', media_type: 'Video', photo_path: '/v.mp4' }],
      special_categories: ['gift-boxes'],
    })
    expect(form).toMatchObject({
      price: '250',
      discount_percentage: '80',
      is_new_item: true,
      is_sold_out: true,
      photo_path: '',
      special_categories: ['gift-boxes'],
      media_list: [{ media_type: 'Video', photo_path: '/v.mp4' }],
    })
  })
})

describe('categories', () => {
  it('moves a row up or down, and not past either end', () => {
    expect(moveId(['1', '2', '3'], '2', -1)).toEqual(['2', '1', '3'])
    expect(moveId(['1', '2', '3'], '2', 1)).toEqual(['1', '3', '2'])
    expect(moveId(['1', '2', '3'], '1', -1)).toBeNull()
    expect(moveId(['1', '2', '3'], '3', 1)).toBeNull()
  })

  it('suggests a slug from the name', () => {
    expect(slugify('Sky Shots & Rockets')).toBe('sky-shots-rockets')
    expect(slugify('  Ground Chakkars 2026 ')).toBe('ground-chakkars-2026')
  })

  it('agrees with the contract schema', () => {
    for (const f of [
      { category_name: 'Sparklers', tamil_name: '', slug: 'sparklers' },
      { category_name: '', tamil_name: '', slug: 'sparklers' },
      { category_name: 'Sparklers', tamil_name: '', slug: 'Sparklers' },
      { category_name: 'Sparklers', tamil_name: '', slug: 'spark--lers' },
      { category_name: 'Sparklers', tamil_name: '', slug: '' },
      { category_name: 'S'.repeat(101), tamil_name: '', slug: 's' },
    ]) {
      expect(validateCategory(f).input !== null).toBe(categoryInputSchema.safeParse(f).success)
    }
    expect(validateCategory({ category_name: 'S', tamil_name: '', slug: 'Sky Shots' }).errors).toEqual({
      slug: 'Use lowercase letters, digits and single hyphens, e.g. sky-shots',
    })
  })
})

describe('enquiry inbox filters', () => {
  it('keeps the filters in the address and reads them back', () => {
    const f = { status: 'PACKED' as const, from: '2026-10-01', to: '2026-10-31', q: 'ENQ-00042', page: 3 }
    const params = filtersToParams(f)
    expect(params.toString()).toBe('status=PACKED&from=2026-10-01&to=2026-10-31&q=ENQ-00042&page=3')
    expect(filtersFromParams(params)).toEqual(f)
  })

  it('ignores what the server would refuse', () => {
    expect(filtersFromParams(new URLSearchParams('status=SHIPPED&from=01/10/2026&page=0&q=%20'))).toEqual({
      status: '',
      from: '',
      to: '',
      q: '',
      page: 1,
    })
    expect(filtersToParams({ status: '', from: '', to: '', q: '', page: 1 }).toString()).toBe('')
  })

  it('offers the seven statuses with their labels', () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s]))
  })
})

describe('price list import', () => {
  const preview = (removed: string[], errors: ImportPreview['errors'] = []): ImportPreview => ({
    applied: false,
    categories: { created: [], updated: [] },
    products: { created: ['N-1'], updated: [], unchanged: 160, removed },
    errors,
  })

  it('names how many products applying will remove', () => {
    expect(applyQuestion(preview(['A-1', 'B-2']))).toBe(
      'Apply this price list? 2 products not in the file will be removed from the shop.',
    )
    expect(applyQuestion(preview([]))).toBe('Apply this price list? No products will be removed.')
  })

  it('offers to apply only a preview without errors', () => {
    expect(canApplyImport(preview([]))).toBe(true)
    expect(canApplyImport(preview([], [{ row: 4, message: 'mrp must be a number' }]))).toBe(false)
    expect(canApplyImport({ ...preview([]), applied: true })).toBe(false)
    expect(canApplyImport(null)).toBe(false)
  })

  it('takes only .csv files', () => {
    expect(checkCsvFile({ name: 'prices.CSV', size: 10, type: '' })).toBeUndefined()
    expect(checkCsvFile({ name: 'prices.xlsx', size: 10, type: 'application/vnd.ms-excel' })).toBe(
      'Choose a .csv file',
    )
    expect(checkCsvFile({ name: 'prices.csv', size: 0, type: 'text/csv' })).toBe('The file is empty')
  })
})

describe('copies kept in step with the contract', () => {
  it('matches the contract’s constants, labels and id shape', () => {
    expect(LR_PHOTO_MAX_BYTES).toBe(CONTRACT_LR_MAX)
    expect(CSV_COLUMNS).toEqual(CONTRACT_CSV_COLUMNS)
    expect(STATUS_LABELS).toEqual(ORDER_STATUS_LABELS)
    expect(Object.keys(STATUS_LABELS)).toEqual([...ORDER_STATUSES])
    for (const id of ['abcdEFGH1234_-xy', 'short', 'a'.repeat(41), 'has space in it 12345'])
      expect(isOrderId(id)).toBe(orderIdParam.safeParse({ id }).success)
  })
})
