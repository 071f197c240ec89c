// The four faces the price list is drawn with, passed in as bytes so this module reads no files and
// runs wherever it is put (a Worker of its own, a browser, Node in the tests). They are the woff2
// files of @fontsource/noto-sans-tamil the pages already serve: tamil-400/600 and latin-400/600.
export interface PriceListFonts {
  tamilRegular: Uint8Array
  tamilBold: Uint8Array
  latinRegular: Uint8Array
  latinBold: Uint8Array
}

export const FACE = {
  tamilRegular: 'tamil-regular',
  tamilBold: 'tamil-bold',
  latinRegular: 'latin-regular',
  latinBold: 'latin-bold',
} as const

// The files' names inside @fontsource/noto-sans-tamil/files, for whoever loads the bytes.
export const PRICE_LIST_FONT_FILES: Record<keyof PriceListFonts, string> = {
  tamilRegular: 'noto-sans-tamil-tamil-400-normal.woff',
  tamilBold: 'noto-sans-tamil-tamil-600-normal.woff',
  latinRegular: 'noto-sans-tamil-latin-400-normal.woff',
  latinBold: 'noto-sans-tamil-latin-600-normal.woff',
}
