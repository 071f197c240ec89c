import type { Locale } from '../../contract/locale'

// What the price list PDF is drawn from: plain data, money in paise (see price-list-from-catalogue.ts
// for how the live catalogue and settings become this).
export interface PriceListProduct {
  code: string
  name_en: string
  name_ta: string
  pack: string
  mrp_paise: number
  // Absent on a net-rate line (no discount shown).
  discount_percent?: number | undefined
  price_paise: number
  sold_out: boolean
}

export interface PriceListCategory {
  name_en: string
  name_ta: string
  products: PriceListProduct[]
}

export interface PriceListInput {
  locale: Locale
  shop: {
    name: string
    name_ta: string
    licence: string
    phones: string[]
    email: string
    address: string
  }
  // The India day the prices are for, yyyy-mm-dd.
  date: string
  rules: {
    regions: { name: string; name_ta?: string | undefined; minimum_paise: number }[]
    other_regions_minimum_paise: number
  }
  categories: PriceListCategory[]
}
