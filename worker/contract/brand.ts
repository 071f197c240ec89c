import type { Locale } from './locale'

// The shop's name as buyers know it: header, bills, page titles, the price list PDF.
export const SHOP_NAME = 'Sivakasi Crackers'
// The same name as a Tamil shop writes it on its board.
export const SHOP_NAME_TA = 'சிவகாசி பட்டாசுகள்'

export const shopName = (locale: Locale): string => (locale === 'ta' ? SHOP_NAME_TA : SHOP_NAME)
