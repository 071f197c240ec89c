import { SHOP_NAME } from './brand'
import { type Locale, pathInLocale } from './locale'

// The price list as a PDF: the address the server answers (not a file of the build), per language.
export const PRICE_LIST_PDF_PATH = '/price-list.pdf'
export const priceListPdfPath = (locale: Locale): string => pathInLocale(PRICE_LIST_PDF_PATH, locale)

// "sivakasi-crackers-price-list-2026-11-28.pdf"; the Tamil one says "-ta" so both can sit in one folder.
export const priceListPdfFilename = (locale: Locale, day: string): string =>
  `${SHOP_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-price-list${locale === 'ta' ? '-ta' : ''}-${day}.pdf`
