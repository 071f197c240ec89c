import type { Product } from '@contract/catalogue'
import type { PublicSettings } from '@contract/settings-rules'

export const product = (over: Partial<Product> = {}): Product => ({
  _id: '42',
  category_id: '7',
  product_code: 'SP04',
  product_name: '10 cm Electric Sparklers',
  tamil_name: '10 செ.மீ எலக்ட்ரிக் மத்தாப்பு',
  per: '1 Box (10 Pcs)',
  price: 40,
  amount: 40,
  discount_percentage: 80,
  discount_price: 32,
  after_discount_price: 8,
  is_netrate_item: 0,
  is_new_item: 0,
  is_sold_out: 0,
  is_top_selling_item: 1,
  sort_order: 40,
  photo_path: null,
  ...over,
})

// A plain product at an MRP and a price after discount (rupees), for cart and checkout tests.
export const productAt = (id: string, mrp: number, after: number, over: Partial<Product> = {}): Product =>
  product({
    _id: id,
    category_id: '1',
    product_code: `P${id}`,
    product_name: `Product ${id}`,
    tamil_name: 'மத்தாப்பு',
    per: '1 Box',
    price: mrp,
    amount: mrp,
    discount_percentage: Math.round((1 - after / mrp) * 100),
    discount_price: mrp - after,
    after_discount_price: after,
    is_top_selling_item: 0,
    sort_order: 1,
    ...over,
  })

export const settings = (lowest: number): PublicSettings => ({
  minimum_order: {
    regions: [{ name: 'Tamil Nadu and Puducherry', pin_prefixes: ['60'], amount: lowest }],
    other_regions_amount: 5000,
    lowest_amount: lowest,
  },
  banned_areas: [],
  gst_rate_percent: 18,
  referrers: [{ name: 'Shop Counter', phone: '9000000005' }],
  contact: { support_phone: '', whatsapp_phone: '', support_email: '', store_address: '', map_link: '' },
  payment: { upi_numbers: [], bank_accounts: [] },
  announcement: '',
})
