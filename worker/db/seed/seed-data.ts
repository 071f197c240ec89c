import * as z from 'zod'
import { SPECIAL_CATEGORIES, type SpecialCategorySlug } from '../../contract/special-categories'
import catalogueJson from './catalogue.json'

// The demo data lives in JSON; this checks it once, on first import, and gives it its types.
// A hand edit that breaks a rule fails loudly here instead of seeding a broken shop.

export const ART_KINDS = [
  'sparkler',
  'flowerpot',
  'chakkar',
  'bomb',
  'rocket',
  'aerial',
  'fountain',
  'giftbox',
  'garland',
  'twinkling',
  'pencil',
  'novelty',
] as const
export type ArtKind = (typeof ART_KINDS)[number]

const specialSlug = z.enum(
  SPECIAL_CATEGORIES.map((s) => s.slug) as [SpecialCategorySlug, ...SpecialCategorySlug[]],
)

// catalogue.json: a typical Sivakasi wholesale price list in the trade's usual order. Prices are
// MRPs in paise; the selling price is MRP less the discount, except for net-rate items, which are
// quoted at their selling price with no discount. Tamil names follow the trade, where English
// product names are commonly written in Tamil script.
const seedProduct = z.object({
  code: z.string().min(1), // unique across the whole list, e.g. 'SP01', 'FP03'
  name: z.string().min(1), // English trade name, e.g. '10 cm Electric Sparklers'
  tamilName: z.string(), // e.g. '10 செ.மீ எலக்ட்ரிக் மத்தாப்பு'
  per: z.string(), // pack content, e.g. '1 Box (10 Pcs)', '1 Pkt (5 Pcs)'
  mrpPaise: z.number().int().positive(), // e.g. 25000 for Rs 250.00
  discountPercentage: z.number().int().min(0).max(90), // 0 for net-rate items, otherwise 50..80 as in the trade
  isNetrate: z.boolean().optional(),
  isNew: z.boolean().optional(),
  isSoldOut: z.boolean().optional(),
  isTopSelling: z.boolean().optional(),
  // A certified green cracker, with its certificate or QR reference (made up for the demo).
  isGreen: z.boolean().optional(),
  greenCertificate: z.string().max(80).optional(),
  special: z.array(specialSlug), // which special categories (may be several, may be empty)
  art: z.enum(ART_KINDS), // drives a generated SVG picture
  extraImages: z.number().int().min(0).max(3).optional(), // extra views in the media list (at most 4 in all)
})
const seedCategory = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  tamilName: z.string(),
  products: z.array(seedProduct),
})

export type SeedProduct = z.output<typeof seedProduct>
export type SeedCategory = z.output<typeof seedCategory>

export const catalogue: SeedCategory[] = z.array(seedCategory).parse(catalogueJson)
export { india, type SeedState } from './india'
