import { type ImportPreview, productInputSchema } from '@contract/admin'
import { describe, expect, it } from 'vitest'
import { moveId, slugify, validateCategory } from '../../web/src/console/catalogue/catalogue-rules'
import { applyQuestion, canApplyImport, checkCsvFile } from '../../web/src/console/catalogue/import-rules'
import {
  afterDiscountPreview,
  emptyProductForm,
  type ProductForm,
  productToForm,
  validateProduct,
} from '../../web/src/console/catalogue/product-rules'
import { afterDiscount } from '../../worker/contract/money'

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
          { media_type: 'Image', photo_path: '//cdn.example/x.svg' },
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
      photo_path: 'Photo path must be a path on this site, e.g. /images/products/ab-1.svg',
      'media_list.1.photo_path':
        'Enter a path on this site, e.g. /images/products/ab-1.svg, or remove this item',
      'media_list.2.photo_path':
        'Enter a path on this site, e.g. /images/products/ab-1.svg, or remove this item',
    })
  })

  it('refuses what the API refuses and takes what it takes', () => {
    const mrp = 'Enter the MRP in rupees, e.g. 250 or 249.50'
    const variants: [Partial<ProductForm>, Record<string, string>][] = [
      [{}, {}],
      [{ price: '0.29' }, {}],
      [{ price: '249.999' }, { price: mrp }],
      [{ price: '1000001' }, { price: mrp }],
      [{ price: '-5' }, { price: mrp }],
      [{ discount_percentage: '100' }, {}],
      [{ discount_percentage: '' }, {}],
      [{ product_code: 'x'.repeat(21) }, { product_code: 'At most 20 characters' }],
      [{ product_name: ' '.repeat(3) }, { product_name: 'Product name is required' }],
      [{ tamil_name: 'த'.repeat(301) }, { tamil_name: 'At most 300 characters' }],
      [{ per: 'p'.repeat(61) }, { per: 'At most 60 characters' }],
      [{ photo_path: '' }, {}],
      [
        {
          media_list: Array.from({ length: 5 }, () => ({
            media_type: 'Image' as const,
            photo_path: '/a.svg',
          })),
        },
        { media_list: 'At most 4 media items' },
      ],
    ]
    for (const [v, expected] of variants) {
      const { input, errors } = validateProduct({ ...good, ...v }, '3')
      expect(errors, JSON.stringify(v).slice(0, 80)).toEqual(expected)
      expect(input === null).toBe(Object.keys(expected).length > 0)
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

  it('names what is wrong with a category, as the API checks it', () => {
    const slugRule = 'Use lowercase letters, digits and single hyphens, e.g. sky-shots'
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ category_name: 'Sparklers', tamil_name: '', slug: 'sparklers' }, {}],
      [
        { category_name: '', tamil_name: '', slug: 'sparklers' },
        { category_name: 'Category name is required' },
      ],
      [{ category_name: 'Sparklers', tamil_name: '', slug: 'Sparklers' }, { slug: slugRule }],
      [{ category_name: 'Sparklers', tamil_name: '', slug: 'spark--lers' }, { slug: slugRule }],
      [{ category_name: 'Sparklers', tamil_name: '', slug: '' }, { slug: 'Address name is required' }],
      [
        { category_name: 'S'.repeat(101), tamil_name: '', slug: 's' },
        { category_name: 'At most 100 characters' },
      ],
    ]
    for (const [form, expected] of cases) {
      const { input, errors } = validateCategory(form as never)
      expect(errors, JSON.stringify(form).slice(0, 60)).toEqual(expected)
      expect(input === null).toBe(Object.keys(expected).length > 0)
    }
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

  it('takes only .csv files of at most 2 MB', () => {
    expect(checkCsvFile({ name: 'prices.CSV', size: 10, type: '' })).toBeUndefined()
    expect(checkCsvFile({ name: 'prices.xlsx', size: 10, type: 'application/vnd.ms-excel' })).toBe(
      'Choose a .csv file',
    )
    expect(checkCsvFile({ name: 'prices.csv', size: 0, type: 'text/csv' })).toBe('The file is empty')
    expect(checkCsvFile({ name: 'prices.csv', size: 2 * 1024 * 1024 + 1, type: 'text/csv' })).toBe(
      'The file must be 2 MB or smaller',
    )
  })
})
