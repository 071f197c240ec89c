import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv } from '../../app-env'
import {
  CSV_MAX_BYTES,
  categoryInputSchema,
  productInputSchema,
  reorderSchema,
  soldOutSchema,
} from '../../contract/admin'
import { numericId } from '../../contract/common'
import { readForm, readUpload, uploadLimit } from '../../lib/body-limit'
import { fieldError } from '../../lib/errors'
import { indiaDate } from '../../lib/time'
import { valid } from '../../lib/validate'
import { exportCsv } from './catalogue-csv-export'
import { importCsvBytes } from './catalogue-csv-import'
import { createCategory, listCategories, reorderCategories, updateCategory } from './categories-admin.service'
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  reorderProducts,
  setSoldOut,
  updateProduct,
} from './products-admin.service'

// The API refuses bodies over 64 KB; the price list is a file and gets its own ceiling (path
// relative to the API base), applied by its route below with uploadLimit, which reads nothing: a
// stranger's upload is refused before a byte is read.
export const CATALOGUE_LARGE_BODIES = [
  { method: 'POST', path: /^\/admin\/catalogue\/import$/, maxSize: CSV_MAX_BYTES },
] as const

const idParam = z.object({ id: numericId })
const productListQuery = z.object({ category_id: numericId.optional() })
const importQuery = z.object({ apply: z.enum(['0', '1']).default('0') })

// Mounted behind the console's requireAdmin, at /admin.
export const catalogueAdminRoutes = new Hono<AppEnv>()
  /* Every write is followed by invalidate(), so this instance serves it at once */
  .get('/catalogue/categories', async (c) => {
    return c.json({ data: await listCategories(c.var.deps.db) })
  })
  .post('/catalogue/categories', valid('json', categoryInputSchema), async (c) => {
    const { deps } = c.var
    const category = await createCategory(deps.db, c.req.valid('json'), deps.clock.now())
    deps.catalogue.invalidate()
    return c.json({ data: category }, 201)
  })
  .post('/catalogue/categories/reorder', valid('json', reorderSchema), async (c) => {
    const { deps } = c.var
    await reorderCategories(deps.db, c.req.valid('json').ids, deps.clock.now())
    deps.catalogue.invalidate()
    return c.json({ data: await listCategories(deps.db) })
  })
  .put(
    '/catalogue/categories/:id',
    valid('param', idParam),
    valid('json', categoryInputSchema),
    async (c) => {
      const { deps } = c.var
      const category = await updateCategory(
        deps.db,
        c.req.valid('param').id,
        c.req.valid('json'),
        deps.clock.now(),
      )
      deps.catalogue.invalidate()
      return c.json({ data: category })
    },
  )
  .get('/catalogue/products', valid('query', productListQuery), async (c) => {
    return c.json({ data: await listAdminProducts(c.var.deps.db, c.req.valid('query').category_id) })
  })
  .post('/catalogue/products', valid('json', productInputSchema), async (c) => {
    const { deps } = c.var
    const product = await createProduct(deps.db, c.req.valid('json'), deps.clock.now())
    deps.catalogue.invalidate()
    return c.json({ data: product }, 201)
  })
  .post('/catalogue/products/reorder', valid('json', reorderSchema), async (c) => {
    const { deps } = c.var
    const { categoryId } = await reorderProducts(deps.db, c.req.valid('json').ids, deps.clock.now())
    deps.catalogue.invalidate()
    return c.json({ data: await listAdminProducts(deps.db, categoryId) })
  })
  .get('/catalogue/products/:id', valid('param', idParam), async (c) => {
    return c.json({ data: await getAdminProduct(c.var.deps.db, c.req.valid('param').id) })
  })
  .put('/catalogue/products/:id', valid('param', idParam), valid('json', productInputSchema), async (c) => {
    const { deps } = c.var
    const product = await updateProduct(
      deps.db,
      c.req.valid('param').id,
      c.req.valid('json'),
      deps.clock.now(),
    )
    deps.catalogue.invalidate()
    return c.json({ data: product })
  })
  .post(
    '/catalogue/products/:id/sold-out',
    valid('param', idParam),
    valid('json', soldOutSchema),
    async (c) => {
      const { deps } = c.var
      const product = await setSoldOut(
        deps.db,
        c.req.valid('param').id,
        c.req.valid('json').is_sold_out === 1,
        deps.clock.now(),
      )
      deps.catalogue.invalidate()
      return c.json({ data: product })
    },
  )

  /* Price list as CSV */
  .get('/catalogue/export.csv', async (c) => {
    const { deps } = c.var
    const csv = await exportCsv(deps.db)
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="price-list-${indiaDate(deps.clock.now())}.csv"`,
    })
  })
  .post('/catalogue/import', uploadLimit(CSV_MAX_BYTES), valid('query', importQuery), async (c) => {
    const { deps } = c.var
    let bytes: Uint8Array
    if ((c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      // A form upload works too: the first file in it is the price list.
      const form = await readForm(c, 'Send the price list as a CSV file or a form upload')
      const file = Object.values(form).find((v): v is File => v instanceof File)
      if (!file) {
        throw fieldError('file', 'Choose the price list CSV', 'VALIDATION_FAILED', {
          summary: 'The form upload has no file: choose the price list CSV',
        })
      }
      bytes = new Uint8Array(await file.arrayBuffer())
    } else {
      const cutShort = 'The upload was cut short. Please send the file again.'
      bytes = new Uint8Array(await readUpload(c, () => c.req.arrayBuffer(), cutShort))
    }
    const preview = await importCsvBytes(deps.db, bytes, {
      apply: c.req.valid('query').apply === '1',
      now: deps.clock.now(),
    })
    if (preview.applied) deps.catalogue.invalidate()
    return c.json({ data: preview })
  })
