// The landing page's copy in English: the shop's claims, the occasions' blurbs, the makers, how to
// order. The catalogue of both languages is landing.messages.ts; the page loads only its own
// language's half (landing-words.ts), as the copy is the largest part of the page's script.
export const landingEn = {
  pageHeading: 'Sivakasi Crackers: Diwali crackers at factory prices',
  offers: 'Offers',
  whyUs: 'Why buy from us',
  newArrivals: 'New Arrivals',
  byOccasion: 'Shop by occasion',
  topSale: 'Top Sale Items',
  madeInSivakasi: 'Made in Sivakasi',
  makersWeStock: 'Makers we stock',
  viewAll: 'View all',
  loadingStrip: (title: string) => `Loading ${title}…`,
  howToOrder: 'How to order',
  legal:
    'Online sale of firecrackers is not permitted. Add the products you want to your cart and submit an enquiry: we will contact you by WhatsApp or phone within 24 hours to confirm your order.',
  minimumOrder: 'Minimum order:',
  minimumForRegion: (amount: string, region: string) => `Rs. ${amount} for ${region}`,
  minimumElsewhere: (amount: string, hasRegions: boolean) =>
    `Rs. ${amount} ${hasRegions ? 'elsewhere' : 'for all states'}.`,
  pricesExcludeGst: 'Prices exclude GST.',
  startEnquiry: 'Start your enquiry',

  heroBookingTitle: 'Diwali booking open',
  heroBookingText:
    'Add your crackers to the cart and send an enquiry. We confirm every enquiry within 24 hours.',
  heroBookingCta: 'Order now',
  heroDiscountTitle: 'Up to 80% off',
  heroDiscountText: 'Factory prices straight from Sivakasi, on sparklers, flower pots, bombs and more.',
  heroDiscountCta: 'See the price list',
  heroVarietiesTitle: '150+ varieties',
  heroVarietiesText: 'From kids’ novelties to aerial shots and gift boxes: the whole range in one place.',
  heroVarietiesCta: 'Browse all products',

  yearsTitle: 'Years of experience',
  yearsText: 'Crackers from Sivakasi since 2001.',
  varietiesTitle: 'Varieties',
  varietiesText: 'Sound, colour, aerial and gift boxes.',
  discountTitle: 'Up to 80% discount',
  discountText: 'Factory prices on most items.',
  deliveryTitle: 'Fast delivery, brand quality',
  deliveryText: 'Days to your transport office.',

  blurbKids: 'Gentle sparkle and colour for the little ones',
  blurbDay: 'Sound crackers and bijili for the daytime',
  blurbNight: 'Aerial shots, fountains and colour for the night sky',
  blurbFestival: 'Garlands and bombs for the big day',
  blurbGifts: 'Ready assortments to share with family',

  placeSivakasi: 'Sivakasi',
  placeThiruthangal: 'Thiruthangal',
  placeSattur: 'Sattur',
  placeVembakottai: 'Vembakottai',
  placeVirudhunagar: 'Virudhunagar',
  craftSparklers: 'Sparkler makers',
  craftFlowerPots: 'Flower pot and chakkar makers',
  craftFountains: 'Fancy fountain makers',
  craftGarlands: 'Garland and bomb makers',
  craftAerial: 'Aerial shot makers',
  craftGiftBoxes: 'Gift box packers',
  craftGreen: 'Green cracker makers',
}

export type LandingMessages = typeof landingEn
