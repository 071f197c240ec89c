import { SPECIAL_CATEGORIES } from '@contract/special-categories'

// Words of the landing page (the shop's claims), kept out of the markup.

export const HERO_SLIDES = [
  {
    key: 'booking',
    title: 'Diwali booking open',
    text: 'Add your crackers to the cart and send an enquiry. We confirm every enquiry within 24 hours.',
    cta: { label: 'Order now', to: '/order-now' },
  },
  {
    key: 'discount',
    title: 'Up to 80% off',
    text: 'Factory prices straight from Sivakasi, on sparklers, flower pots, bombs and more.',
    cta: { label: 'See the price list', to: '/price-list' },
  },
  {
    key: 'varieties',
    title: '150+ varieties',
    text: 'From kids’ novelties to aerial shots and gift boxes: the whole range in one place.',
    cta: { label: 'Browse all products', to: '/all-products' },
  },
] as const

export const FEATURES = [
  { key: 'years', figure: '24+', title: 'Years of experience', text: 'Crackers from Sivakasi since 2001.' },
  { key: 'varieties', figure: '150+', title: 'Varieties', text: 'Sound, colour, aerial and gift boxes.' },
  { key: 'discount', figure: '80%', title: 'Up to 80% discount', text: 'Factory prices on most items.' },
  {
    key: 'delivery',
    figure: '3–9',
    title: 'Fast delivery, brand quality',
    text: 'Days to your transport office.',
  },
] as const

const BLURBS: Record<(typeof SPECIAL_CATEGORIES)[number]['slug'], string> = {
  'crackers-for-kids': 'Gentle sparkle and colour for the little ones',
  'day-crackers': 'Sound crackers and bijili for the daytime',
  'night-crackers': 'Aerial shots, fountains and colour for the night sky',
  'festival-crackers': 'Garlands and bombs for the big day',
  'gift-boxes': 'Ready assortments to share with family',
}

export const SPECIAL_BANNERS = SPECIAL_CATEGORIES.map((s) => ({ ...s, text: BLURBS[s.slug] }))

// Text badges for the makers we stock: descriptive, no logos or trade marks.
export const MAKERS = [
  { place: 'Sivakasi', craft: 'Sparkler makers' },
  { place: 'Sivakasi', craft: 'Flower pot and chakkar makers' },
  { place: 'Thiruthangal', craft: 'Fancy fountain makers' },
  { place: 'Sattur', craft: 'Garland and bomb makers' },
  { place: 'Vembakottai', craft: 'Aerial shot makers' },
  { place: 'Virudhunagar', craft: 'Gift box packers' },
  { place: 'Sivakasi', craft: 'Green cracker makers' },
] as const

// Carousel timings, one per strip.
export const AUTOPLAY_MS = { hero: 5000, newArrivals: 3000, topSale: 3500, makers: 2500 } as const
