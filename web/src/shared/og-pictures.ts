// The preview pictures the build draws (scripts/og-images.ts) and the pages point at: import-free,
// so the build script and the pages share the names and sizes.

export const OG_PICTURE_SIZE = { width: 1200, height: 630 } as const
export const SHOP_CARD_PATH = '/images/og/shop.png'
export const SHOP_TAGLINE = 'Sivakasi crackers — enquire online'

// The demo pictures are SVG, which previews do not show; the build writes a PNG of each main picture.
const BUILT_PICTURE = /^\/images\/products\/([a-z0-9_]+)\.svg$/i

/** The PNG the build drew for a product picture, or undefined when it drew none. */
export const ogPicturePath = (photoPath: string): string | undefined => {
  const built = BUILT_PICTURE.exec(photoPath)
  return built ? `/images/og/products/${built[1]!.toLowerCase()}.png` : undefined
}
