import { sql } from 'drizzle-orm'
import { SPECIAL_CATEGORIES } from '../../contract/catalogue'
import { defaultSettings } from '../../contract/settings-defaults'
import type { Db } from '../client'
import {
  categories,
  districts,
  productMedia,
  productSpecialCategories,
  products,
  settings,
  specialCategories,
  states,
} from '../schema'
import { bumpCatalogueVersion } from '../versions'
import { masterData } from './india'
import { catalogue } from './seed-data'

export const productArtPath = (code: string, variant = 0) =>
  `/images/products/${code.toLowerCase()}${variant ? `-${variant}` : ''}.svg`

export const isEmpty = async (db: Db) => {
  const rows = await db.select({ n: sql<number>`count(*)` }).from(categories)
  return (rows[0]?.n ?? 0) === 0
}

// Replaces the catalogue, the place lists and the settings with the demo data.
// Orders and accounts are the buyers' and are never touched here.
export const seedDemo = async (db: Db) => {
  await clearDemo(db)
  const specials = await insertSpecialCategories(db)
  const catId = await insertCategories(db)
  const productId = await insertProducts(db, catId)
  await insertMediaAndTags(db, productId, specials)
  const places = await insertPlaces(db)
  await db.batch([
    db
      .insert(settings)
      .values(Object.entries(defaultSettings).map(([key, value]) => ({ key, value: JSON.stringify(value) }))),
    bumpCatalogueVersion(db),
  ])
  return { categories: catId.size, products: productId.size, ...places }
}

const clearDemo = (db: Db) =>
  db.batch([
    db.delete(productSpecialCategories),
    db.delete(productMedia),
    db.delete(products),
    db.delete(categories),
    db.delete(specialCategories),
    db.delete(districts),
    db.delete(states),
    db.delete(settings),
  ])

// Slug -> id.
const insertSpecialCategories = async (db: Db) => {
  await db
    .insert(specialCategories)
    .values(SPECIAL_CATEGORIES.map((s, i) => ({ slug: s.slug, name: s.name, sortOrder: i + 1 })))
  return new Map((await db.select().from(specialCategories)).map((s) => [s.slug, s.id]))
}

// Slug -> id.
const insertCategories = async (db: Db) => {
  const rows = await db
    .insert(categories)
    .values(
      catalogue.map((c, i) => ({
        slug: c.slug,
        name: c.name,
        tamilName: c.tamilName,
        sortOrder: (i + 1) * 10,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug })
  return new Map(rows.map((c) => [c.slug, c.id]))
}

// Code -> id.
const insertProducts = async (db: Db, catId: Map<string, number>) => {
  const values = catalogue.flatMap((c) =>
    c.products.map((p, i) => ({
      categoryId: catId.get(c.slug)!,
      code: p.code,
      name: p.name,
      tamilName: p.tamilName,
      per: p.per,
      mrpPaise: p.mrpPaise,
      discountPercentage: p.discountPercentage,
      isNetrate: p.isNetrate ?? false,
      isNew: p.isNew ?? false,
      isSoldOut: p.isSoldOut ?? false,
      isTopSelling: p.isTopSelling ?? false,
      isGreen: p.isGreen ?? false,
      greenCertificate: p.greenCertificate ?? '',
      sortOrder: (i + 1) * 10,
      photoPath: productArtPath(p.code),
    })),
  )
  const inserted = await db
    .insert(products)
    .values(values)
    .returning({ id: products.id, code: products.code })
  return new Map(inserted.map((p) => [p.code, p.id]))
}

// Each product's drawn photos (one, and up to three more) and its special-category tags.
const insertMediaAndTags = async (db: Db, productId: Map<string, number>, specials: Map<string, number>) => {
  const all = catalogue.flatMap((c) => c.products)
  const media = all.flatMap((p) =>
    Array.from({ length: 1 + Math.min(p.extraImages ?? 0, 3) }, (_, v) => ({
      productId: productId.get(p.code)!,
      mediaType: 'Image' as const,
      path: productArtPath(p.code, v),
      sortOrder: v,
    })),
  )
  const tags = all.flatMap((p) =>
    p.special.map((slug) => ({ productId: productId.get(p.code)!, specialCategoryId: specials.get(slug)! })),
  )
  await db.batch([db.insert(productMedia).values(media), db.insert(productSpecialCategories).values(tags)])
}

// The ids the master-data answers are built with (seed/india.ts), written explicitly.
const insertPlaces = async (db: Db) => {
  const master = masterData()
  const stateRows = master.states.map((s) => ({
    id: Number(s._id),
    code: s.state_code,
    name: s.state_name,
    kind: s.kind,
  }))
  await db.insert(states).values(stateRows)
  const districtValues = [...master.districtsByState.values()].flatMap((list) =>
    list.map((d) => ({ id: Number(d._id), stateId: Number(d.state_id), name: d.district_name })),
  )
  if (districtValues.length) await db.insert(districts).values(districtValues)
  return { states: stateRows.length, districts: districtValues.length }
}
