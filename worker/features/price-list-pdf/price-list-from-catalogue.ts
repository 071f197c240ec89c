import type { QuickOrderCategory } from '../../contract/catalogue'
import type { Locale } from '../../contract/locale'
import { fromRupees } from '../../contract/money'
import type { StoredSettings } from '../../contract/settings'
import type { PriceListCategory, PriceListInput } from './price-list-input'

// The live catalogue and settings as the price list is drawn from them: the quick-order answer (the
// same categories and products, in the same order, as the /price-list page) and the stored settings.
// Pure, so whichever place ends up drawing the PDF calls it with what it has read.

export interface PriceListSource {
  locale: Locale
  // The shop's name as the site writes it (web/src/shared/brand.ts), English and Tamil.
  shopName: { en: string; ta: string }
  settings: Pick<StoredSettings, 'minimum_order' | 'contact' | 'billing'>
  categories: readonly QuickOrderCategory[]
  // Today in India, yyyy-mm-dd.
  today: string
}

// The regions' Tamil names the shop ships with; a region the seller adds shows its own name.
const REGION_NAMES_TA: Record<string, string> = {
  'Tamil Nadu and Puducherry': 'தமிழ்நாடு மற்றும் புதுச்சேரி',
}

// 919000000000 -> +91 90000 00000, as the contact page writes the WhatsApp number.
const phoneText = (digits: string) =>
  /^91[0-9]{10}$/.test(digits) ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : digits.trim()

export const priceListCategories = (categories: readonly QuickOrderCategory[]): PriceListCategory[] =>
  categories
    .map((c) => ({
      name_en: c.category_name,
      name_ta: c.category_tamil_name,
      products: c.product_list.map((p) => ({
        code: p.product_code,
        name_en: p.product_name,
        name_ta: p.tamil_name,
        pack: p.per,
        mrp_paise: fromRupees(p.price),
        discount_percent:
          p.is_netrate_item === 1 || p.discount_percentage <= 0 ? undefined : p.discount_percentage,
        price_paise: fromRupees(p.after_discount_price),
        sold_out: p.is_sold_out === 1,
      })),
    }))
    .filter((c) => c.products.length > 0)

export const priceListFromCatalogue = (source: PriceListSource): PriceListInput => {
  const { contact, billing, minimum_order } = source.settings
  const phones = [...new Set([contact.support_phone, phoneText(contact.whatsapp_phone)].filter(Boolean))]
  return {
    locale: source.locale,
    shop: {
      name: source.shopName.en,
      name_ta: source.shopName.ta,
      licence: billing.licence_no,
      phones,
      email: contact.support_email,
      address: contact.store_address,
    },
    date: source.today,
    rules: {
      regions: minimum_order.regions.map((r) => ({
        name: r.name,
        name_ta: REGION_NAMES_TA[r.name],
        minimum_paise: r.minimum_paise,
      })),
      other_regions_minimum_paise: minimum_order.other_regions_minimum_paise,
    },
    categories: priceListCategories(source.categories),
  }
}
