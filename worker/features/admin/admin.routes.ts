import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as z from 'zod'
import type { AppEnv } from '../../app-env'
import {
  adminOrderExportQuery,
  adminOrderListQuery,
  adminSettingsSchema,
  categoryInputSchema,
  LR_PHOTO_MAX_BYTES,
  lrFieldsSchema,
  productInputSchema,
  reorderSchema,
  soldOutSchema,
  statusChangeSchema,
} from '../../contract/admin'
import { numericId } from '../../contract/common'
import { orderIdParam } from '../../contract/orders'
import { readUpload, uploadLimit } from '../../lib/body-limit'
import { AppError, fieldError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { indiaDate } from '../../lib/time'
import { valid, zodIssues } from '../../lib/validate'
import { requireAccount } from '../accounts/auth'
import { alertsAdminRoutes } from '../alerts/alerts.routes'
import { adminPaymentsRoutes } from '../payments/payments-admin.routes'
import { quotesAdminRoutes } from '../quotes/quotes-admin.routes'
import { readSettings } from '../settings/settings.service'
import { transportAdminRoutes } from '../transport/transport-admin.routes'
import { whatsappAdminRoutes } from '../whatsapp/whatsapp-admin.routes'
import { adminAccountsRoutes } from './admin-accounts.routes'
import { createCategory, listCategories, reorderCategories, updateCategory } from './admin-categories.service'
import { exportCsv } from './admin-csv-export'
import { CSV_MAX_BYTES } from './admin-csv-format'
import { importCsvBytes } from './admin-csv-import'
import { checkLrPhoto, lrOrder, saveLr, sniffImage } from './admin-lr.service'
import { actorOf, changeOrderStatus, getAdminOrder, listOrders } from './admin-orders.service'
import { exportOrdersCsv } from './admin-orders-export'
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  reorderProducts,
  setSoldOut,
  updateProduct,
} from './admin-products.service'
import { saveSettings } from './admin-settings.service'

type Account = Awaited<ReturnType<typeof requireAccount>>
type AdminEnv = { Variables: AppEnv['Variables'] & { admin: Account } }

// The API refuses bodies over 64 KB; these two are files and get their own ceilings (paths
// relative to the API base), applied by their routes below with uploadLimit, which reads nothing:
// a stranger's upload, or one for an enquiry that is not there, is refused before a byte is read. The photo's own limit (LR_PHOTO_MAX_BYTES) is
// checked in the handler, so the multipart wrapping around it has room.
const LR_UPLOAD_MAX_BYTES = 6 * 1024 * 1024
export const ADMIN_LARGE_BODIES = [
  { method: 'POST', path: /^\/admin\/orders\/[^/]+\/lr$/, maxSize: LR_UPLOAD_MAX_BYTES },
  { method: 'POST', path: /^\/admin\/catalogue\/import$/, maxSize: CSV_MAX_BYTES },
] as const

const readForm = (c: Context, message: string) => readUpload(c, () => c.req.parseBody(), message)

// Everything here is the seller's: a token of an admin account, checked against the database on
// every call, so a demoted or signed-out admin loses access at once.
const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  // AdminEnv only adds `admin`, which requireAccount neither reads nor sets.
  const account = await requireAccount(c as unknown as Context<AppEnv>)
  if (account.role !== 'admin') {
    throw new AppError('FORBIDDEN', "This is the shop's console; your account cannot use it.")
  }
  c.set('admin', account)
  c.header('Cache-Control', 'private, no-store')
  await next()
})

const idParam = z.object({ id: numericId })
const productListQuery = z.object({ category_id: numericId.optional() })
const importQuery = z.object({ apply: z.enum(['0', '1']).default('0') })

const validationError = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) => {
  const issues = zodIssues(error)
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { issues })
}

export const adminRoutes = new Hono<AdminEnv>()
  .use(requireAdmin)
  .route('/accounts', adminAccountsRoutes)
  .route('/orders', quotesAdminRoutes)
  .route('/orders', whatsappAdminRoutes)
  .route('/orders', transportAdminRoutes)
  .route('/', adminPaymentsRoutes)
  .route('/', alertsAdminRoutes)

  /* Enquiries */
  .get('/orders', valid('query', adminOrderListQuery), async (c) => {
    return c.json({ data: await listOrders(c.var.deps.db, c.req.valid('query')) })
  })
  // Before /orders/:id, which would take 'export' for an enquiry id.
  .get('/orders/export', valid('query', adminOrderExportQuery), async (c) => {
    const { deps } = c.var
    const query = c.req.valid('query')
    const csv = await exportOrdersCsv(deps.db, query)
    const name = query.kind === 'lines' ? 'enquiry-lines' : 'enquiries'
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${indiaDate(deps.clock.now())}.csv"`,
    })
  })
  .get('/orders/:id', valid('param', orderIdParam), async (c) => {
    return c.json({ data: await getAdminOrder(c.var.deps.db, c.req.valid('param').id) })
  })
  .post('/orders/:id/status', valid('param', orderIdParam), valid('json', statusChangeSchema), async (c) => {
    const { deps, admin } = c.var
    const detail = await changeOrderStatus(deps.db, c.req.valid('param').id, c.req.valid('json'), {
      actor: actorOf(admin),
      now: deps.clock.now(),
      settings: await deps.settings.get(),
    })
    return c.json({ data: detail })
  })
  .post('/orders/:id/lr', uploadLimit(LR_UPLOAD_MAX_BYTES), valid('param', orderIdParam), async (c) => {
    const { deps } = c.var
    const { id } = c.req.valid('param')
    const order = await lrOrder(deps.db, id)
    const body = await readForm(c, 'Send the photo and the LR details as a form upload')
    const fields = lrFieldsSchema.safeParse({
      lr_number: body.lr_number ?? '',
      transporter: body.transporter ?? '',
    })
    if (!fields.success) throw validationError(fields.error)

    // A form whose file input was left empty sends a nameless, empty file: that is no photo.
    const photo =
      body.photo instanceof File && (body.photo.size > 0 || body.photo.name) ? body.photo : undefined
    let upload: { key: string; bytes: Uint8Array; contentType: string } | undefined
    if (photo) {
      checkLrPhoto(photo, LR_PHOTO_MAX_BYTES)
      const bytes = new Uint8Array(await photo.arrayBuffer())
      const kind = sniffImage(bytes)
      if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG or WebP photos')
      // Unguessable: the public LR route serves it by the enquiry id, never by this key.
      upload = { key: `lr/${id}/${randomId()}.${kind.ext}`, bytes, contentType: kind.contentType }
    } else if (!order.lrPhotoKey || (typeof body.photo === 'string' && body.photo !== '')) {
      // Once a photo is there, the LR number or transporter may be corrected without sending it again.
      throw fieldError('photo', 'Please choose a photo of the lorry receipt')
    }
    await saveLr(
      deps.db,
      deps.objects,
      id,
      { ...fields.data, photo: upload },
      { now: deps.clock.now(), previousKey: order.lrPhotoKey },
    )
    return c.json({ data: await getAdminOrder(deps.db, id) })
  })

  /* Catalogue: every write is followed by invalidate(), so this instance serves it at once */
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

  /* Settings */
  .get('/settings', async (c) => {
    return c.json({ data: await readSettings(c.var.deps.db, c.var.deps.log) })
  })
  .put('/settings', valid('json', adminSettingsSchema), async (c) => {
    const { deps } = c.var
    const saved = await saveSettings(deps.db, c.req.valid('json'), deps.clock.now())
    deps.settings.invalidate()
    return c.json({ data: saved })
  })
