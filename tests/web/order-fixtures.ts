import type { PrintLine } from '@contract/orders'

// One order line with a Tamil name, as the bill and the order tables draw it.
export const sparklersLine = (): PrintLine => ({
  product_id: '7',
  product_code: 'SP-01',
  product_name: 'Sparklers 10cm',
  tamil_name: 'கம்பி மத்தாப்பு',
  per: 'box',
  price: 100,
  discount_percentage: 80,
  after_discount_price: 20,
  qty: 3,
  sub_total: 60,
})
