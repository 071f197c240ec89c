import { Hono } from 'hono'
import { LR_PHOTO_MAX_BYTES, lrFieldsSchema } from '../../contract/admin'
import { ewayBillDoneSchema, ewayBillQuery } from '../../contract/admin-gst-files'
import { dispatchSchema, transportMoveSchema } from '../../contract/admin-transport'
import { orderIdParam } from '../../contract/orders'
import { readForm, uploadLimit } from '../../lib/body-limit'
import { AppError, fieldError } from '../../lib/errors'
import { randomId } from '../../lib/ids'
import { sniffImage } from '../../lib/image-sniff'
import { valid, zodIssues } from '../../lib/validate'
import { type AdminEnv, actorOf } from '../accounts/auth'
import { getAdminOrder } from '../orders/orders-admin.service'
import { getEwayBillFile, getEwayBillStatus, markEwayBillDone } from './eway-bill.service'
import { dispatchOrder, getShipment, markArrived, markCollected } from './transport.service'
import { checkLrPhoto, lrOrder, saveLr } from './transport-lr.service'

// The API refuses bodies over 64 KB; the LR photo is a file and gets its own ceiling (path relative
// to the API base), applied by its route below with uploadLimit, which reads nothing: a stranger's
// upload, or one for an enquiry that is not there, is refused before a byte is read. The photo's
// own limit (LR_PHOTO_MAX_BYTES) is checked in the handler, so the multipart wrapping around it
// has room.
const LR_UPLOAD_MAX_BYTES = 6 * 1024 * 1024
export const TRANSPORT_LARGE_BODIES = [
  { method: 'POST', path: /^\/admin\/orders\/[^/]+\/lr$/, maxSize: LR_UPLOAD_MAX_BYTES },
] as const

const validationError = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) => {
  const issues = zodIssues(error)
  return new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { issues })
}

// The console's dispatch, arrival, collection and lorry receipt of an enquiry; mounted behind
// requireAdmin, at /admin/orders.
export const transportAdminRoutes = new Hono<AdminEnv>()
  .get('/:id/shipment', valid('param', orderIdParam), async (c) => {
    const { deps } = c.var
    const ctx = { now: deps.clock.now(), settings: await deps.settings.get() }
    return c.json({ data: await getShipment(deps.db, c.req.valid('param').id, ctx) })
  })
  .get('/:id/eway-bill', valid('param', orderIdParam), async (c) => {
    return c.json({ data: await getEwayBillStatus(c.var.deps.db, c.req.valid('param').id) })
  })
  .post('/:id/eway-bill', valid('param', orderIdParam), valid('json', ewayBillDoneSchema), async (c) => {
    const { deps } = c.var
    const { id } = c.req.valid('param')
    const done = await markEwayBillDone(deps.db, id, c.req.valid('json').eway_bill_no, deps.clock.now())
    return c.json({ data: done })
  })
  // The file itself, for the portal's bulk upload; the dispatch form passes its choices.
  .get('/:id/eway-bill.json', valid('param', orderIdParam), valid('query', ewayBillQuery), async (c) => {
    const { deps } = c.var
    const ctx = { settings: await deps.settings.get(), now: deps.clock.now() }
    const { id } = c.req.valid('param')
    const { invoiceNo, file } = await getEwayBillFile(deps.db, id, c.req.valid('query'), ctx)
    c.header('Content-Disposition', `attachment; filename="eway-bill-${invoiceNo.replace(/\//g, '-')}.json"`)
    c.header('Cache-Control', 'private, no-store')
    return c.json(file)
  })
  .post('/:id/dispatch', valid('param', orderIdParam), valid('json', dispatchSchema), async (c) => {
    const { deps, admin } = c.var
    const ctx = { actor: actorOf(admin), now: deps.clock.now(), settings: await deps.settings.get() }
    return c.json({ data: await dispatchOrder(deps.db, c.req.valid('param').id, c.req.valid('json'), ctx) })
  })
  .post('/:id/arrived', valid('param', orderIdParam), valid('json', transportMoveSchema), async (c) => {
    const { deps, admin } = c.var
    const ctx = { actor: actorOf(admin), now: deps.clock.now(), settings: await deps.settings.get() }
    const { id } = c.req.valid('param')
    return c.json({ data: await markArrived(deps.db, id, c.req.valid('json').note, ctx) })
  })
  .post('/:id/collected', valid('param', orderIdParam), valid('json', transportMoveSchema), async (c) => {
    const { deps, admin } = c.var
    const ctx = { actor: actorOf(admin), now: deps.clock.now(), settings: await deps.settings.get() }
    const { id } = c.req.valid('param')
    return c.json({ data: await markCollected(deps.db, id, c.req.valid('json').note, ctx) })
  })
  .post('/:id/lr', uploadLimit(LR_UPLOAD_MAX_BYTES), valid('param', orderIdParam), async (c) => {
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
