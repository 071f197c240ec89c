import { SPECIAL_CATEGORIES } from '@contract/special-categories'
import type { LandingMessages } from './landing-en'

// The landing page's pieces in the page's language; the words are in landing-en.ts and landing-ta.ts.

export const heroSlides = (m: LandingMessages) => [
  {
    key: 'booking',
    title: m.heroBookingTitle,
    text: m.heroBookingText,
    cta: { label: m.heroBookingCta, to: '/order-now' },
  },
  {
    key: 'discount',
    title: m.heroDiscountTitle,
    text: m.heroDiscountText,
    cta: { label: m.heroDiscountCta, to: '/price-list' },
  },
  {
    key: 'varieties',
    title: m.heroVarietiesTitle,
    text: m.heroVarietiesText,
    cta: { label: m.heroVarietiesCta, to: '/all-products' },
  },
]

export const features = (m: LandingMessages) => [
  { key: 'years', figure: '24+', title: m.yearsTitle, text: m.yearsText },
  { key: 'varieties', figure: '150+', title: m.varietiesTitle, text: m.varietiesText },
  { key: 'discount', figure: '80%', title: m.discountTitle, text: m.discountText },
  { key: 'delivery', figure: '3–9', title: m.deliveryTitle, text: m.deliveryText },
]

const blurbs = (m: LandingMessages): Record<(typeof SPECIAL_CATEGORIES)[number]['slug'], string> => ({
  'crackers-for-kids': m.blurbKids,
  'day-crackers': m.blurbDay,
  'night-crackers': m.blurbNight,
  'festival-crackers': m.blurbFestival,
  'gift-boxes': m.blurbGifts,
})

export const specialBanners = (m: LandingMessages) => {
  const text = blurbs(m)
  return SPECIAL_CATEGORIES.map((s) => ({ slug: s.slug, text: text[s.slug] }))
}

// Text badges for the makers we stock: descriptive, no logos or trade marks.
export const makers = (m: LandingMessages) => [
  { key: 'sparklers', place: m.placeSivakasi, craft: m.craftSparklers },
  { key: 'flower-pots', place: m.placeSivakasi, craft: m.craftFlowerPots },
  { key: 'fountains', place: m.placeThiruthangal, craft: m.craftFountains },
  { key: 'garlands', place: m.placeSattur, craft: m.craftGarlands },
  { key: 'aerial', place: m.placeVembakottai, craft: m.craftAerial },
  { key: 'gift-boxes', place: m.placeVirudhunagar, craft: m.craftGiftBoxes },
  { key: 'green', place: m.placeSivakasi, craft: m.craftGreen },
]

// Carousel timings, one per strip.
export const AUTOPLAY_MS = { hero: 5000, newArrivals: 3000, topSale: 3500, makers: 2500 } as const
