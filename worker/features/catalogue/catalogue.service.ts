import { asc, eq } from 'drizzle-orm'
import {
  type Category,
  isSameOriginPath,
  type MediaItem,
  type Product,
  type ProductDetail,
  type QuickOrderCategory,
  SPECIAL_CATEGORIES,
} from '../../contract/catalogue'
import { afterDiscount, lineSaving, toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import {
  categories,
  counters,
  productMedia,
  productSpecialCategories,
  products,
  specialCategories,
} from '../../db/schema'
import { AppError } from '../../lib/errors'
import { lastGood } from '../../lib/last-good'
import { buildRepresentation, type Compressor, type Representation } from '../../lib/representation'

type ProductRow = typeof products.$inferSelect

// The whole catalogue in memory: a Sivakasi price list is a few hundred lines, far smaller
// than the cost of asking the database for it on every page view.
export interface CatalogueSnapshot {
  version: number
  categories: Category[]
  quickOrder: QuickOrderCategory[]
  productsById: Map<number, ProductRow>
  wireById: Map<number, Product>
  mediaByProduct: Map<number, MediaItem[]>
  bySpecialSlug: Map<string, Product[]>
  categoryIdBySlug: Map<string, number>
  productsByCategory: Map<number, Product[]>
  all: Product[] // seller's order: category order, then product order
}

const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1

// A product's pictures and videos in the seller's order, at most four of them.
export const mediaOfProducts = (media: readonly (typeof productMedia.$inferSelect)[]) => {
  const byProduct = new Map<number, MediaItem[]>()
  for (const m of media) {
    const list = byProduct.get(m.productId) ?? []
    if (list.length < 4) {
      list.push({
        _id: String(m.id),
        product_id: String(m.productId),
        media_type: m.mediaType,
        photo_path: m.path,
      })
    }
    byProduct.set(m.productId, list)
  }
  return byProduct
}

export const toWireProduct = (p: ProductRow): Product => {
  const unit = afterDiscount(p.mrpPaise, p.discountPercentage)
  return {
    _id: String(p.id),
    category_id: String(p.categoryId),
    product_code: p.code,
    product_name: p.name,
    tamil_name: p.tamilName,
    per: p.per,
    price: toRupees(p.mrpPaise),
    amount: toRupees(p.mrpPaise),
    discount_percentage: p.discountPercentage,
    discount_price: toRupees(lineSaving(p.mrpPaise, unit, 1)),
    after_discount_price: toRupees(unit),
    is_netrate_item: flag(p.isNetrate),
    is_new_item: flag(p.isNew),
    is_sold_out: flag(p.isSoldOut),
    is_top_selling_item: flag(p.isTopSelling),
    is_green: flag(p.isGreen),
    sort_order: p.sortOrder,
    photo_path: p.photoPath,
  }
}

// The shop's pages draw only pictures from this site. A path stored before paths were checked is
// left out of them; the console still shows it, so the seller sees it and corrects it.
const onSiteOnly = (p: Product): Product =>
  p.photo_path === null || isSameOriginPath(p.photo_path) ? p : { ...p, photo_path: null }

export const loadCatalogue = async (db: Db): Promise<CatalogueSnapshot> => {
  // One round trip: on Workers each query to Turso costs network latency.
  const [versionRows, cats, prods, media, tags] = await db.batch([
    db.select({ value: counters.value }).from(counters).where(eq(counters.name, 'catalogue_version')),
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id)),
    db.select().from(productMedia).orderBy(asc(productMedia.productId), asc(productMedia.sortOrder)),
    db
      .select({ productId: productSpecialCategories.productId, slug: specialCategories.slug })
      .from(productSpecialCategories)
      .innerJoin(specialCategories, eq(specialCategories.id, productSpecialCategories.specialCategoryId)),
  ])

  const productsById = new Map<number, ProductRow>()
  const wireById = new Map<number, Product>()
  const productsByCategory = new Map<number, Product[]>(cats.map((c) => [c.id, []]))
  for (const p of prods) {
    productsById.set(p.id, p)
    const wire = onSiteOnly(toWireProduct(p))
    wireById.set(p.id, wire)
    productsByCategory.get(p.categoryId)?.push(wire)
  }
  const all = cats.flatMap((c) => productsByCategory.get(c.id) ?? [])

  const mediaByProduct = mediaOfProducts(media.filter((m) => isSameOriginPath(m.path)))

  const tagged = new Map<string, Set<number>>()
  for (const t of tags) {
    const set = tagged.get(t.slug) ?? new Set<number>()
    set.add(t.productId)
    tagged.set(t.slug, set)
  }
  const bySpecialSlug = new Map<string, Product[]>(
    SPECIAL_CATEGORIES.map((s) => [s.slug, all.filter((p) => tagged.get(s.slug)?.has(Number(p._id)))]),
  )

  return {
    version: versionRows[0]?.value ?? 0,
    categories: cats.map((c) => ({
      _id: String(c.id),
      category_name: c.name,
      tamil_name: c.tamilName,
      slug: c.slug,
      sort_order: c.sortOrder,
      product_count: productsByCategory.get(c.id)?.length ?? 0,
    })),
    quickOrder: cats.map((c) => ({
      category_id: String(c.id),
      category_name: c.name,
      category_tamil_name: c.tamilName,
      category_slug: c.slug,
      product_list: productsByCategory.get(c.id) ?? [],
    })),
    productsById,
    wireById,
    mediaByProduct,
    bySpecialSlug,
    categoryIdBySlug: new Map(cats.map((c) => [c.slug, c.id])),
    productsByCategory,
    all,
  }
}

// The views each catalogue route answers with, computed from a snapshot.
export const catalogueViews = {
  categories: (s: CatalogueSnapshot) => s.categories,
  quickOrder: (s: CatalogueSnapshot) => s.quickOrder,
  netRate: (s: CatalogueSnapshot) => s.all.filter((p) => p.is_netrate_item === 1),
  topSale: (s: CatalogueSnapshot) => s.all.filter((p) => p.is_top_selling_item === 1),
  newArrivals: (s: CatalogueSnapshot) => s.all.filter((p) => p.is_new_item === 1),
  categoryWise: (s: CatalogueSnapshot, ref: number | string): Product[] => {
    const id = typeof ref === 'number' ? ref : s.categoryIdBySlug.get(ref)
    const list = id === undefined ? undefined : s.productsByCategory.get(id)
    if (!list) throw new AppError('NOT_FOUND', `Category '${ref}' not found`)
    return list
  },
  // The shop's links name a special category by its display name ('Crackers for Kids'); the slug
  // is accepted too.
  subCategory: (s: CatalogueSnapshot, name: string): Product[] => {
    const wanted = name.trim().toLowerCase()
    const special = SPECIAL_CATEGORIES.find((c) => c.name.toLowerCase() === wanted || c.slug === wanted)
    if (!special) throw new AppError('NOT_FOUND', `Special category '${name}' not found`)
    return s.bySpecialSlug.get(special.slug) ?? []
  },
  product: (s: CatalogueSnapshot, id: number): ProductDetail => {
    const p = s.wireById.get(id)
    if (!p) throw new AppError('NOT_FOUND', `Product '${id}' not found`)
    const certificate = s.productsById.get(id)?.greenCertificate ?? ''
    return { ...p, media_list: s.mediaByProduct.get(id) ?? [], green_certificate: certificate }
  },
}

export interface CatalogueCache {
  // The last good snapshot, from memory. Only an instance that has never loaded one waits for the
  // database; when that fails, the error reaches the caller (an outage answers 503).
  snapshot(): Promise<CatalogueSnapshot>
  // Whether snapshot() answers from memory now.
  ready(): boolean
  // The freshness check's report of the database's version: reload if it moved, keep serving the
  // last good snapshot if the reload fails.
  refresh(version: number): Promise<void>
  // The prepared `{ data }` body for a view of the snapshot, built at most once per version.
  representation(key: string, build: (s: CatalogueSnapshot) => unknown): Promise<Representation>
  // This instance wrote the catalogue: its next read reloads, so the seller sees the change at once.
  invalidate(): void
}

// One cache per app instance (per isolate on Workers). Buyers never wait on the database for it:
// the version check runs in the background (app.ts), at most once per CATALOGUE_CHECK_MS.
export const createCatalogueCache = (
  db: Db,
  opts: { compressor: Compressor; log: (line: string) => void },
): CatalogueCache => {
  const kept = lastGood(
    () => loadCatalogue(db),
    () => opts.log('WARN catalogue reload failed; serving the last good snapshot'),
  )
  // Keyed by snapshot, so a body can never outlive the catalogue it was built from.
  const reps = new WeakMap<CatalogueSnapshot, Map<string, Promise<Representation>>>()

  return {
    snapshot: kept.get,
    ready: kept.ready,
    refresh: kept.refresh,
    async representation(key, build) {
      const snap = await kept.get()
      let forSnap = reps.get(snap)
      if (!forSnap) {
        forSnap = new Map()
        reps.set(snap, forSnap)
      }
      let rep = forSnap.get(key)
      if (!rep) {
        const built = (async () => buildRepresentation({ data: build(snap) }, opts.compressor))()
        forSnap.set(key, built)
        built.catch(() => forSnap.delete(key))
        rep = built
      }
      return rep
    },
    invalidate: kept.invalidate,
  }
}
