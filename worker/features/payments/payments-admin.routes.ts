import { type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type AdminWaitingPayment,
  paymentIdParam,
  paymentListQuery,
  paymentRecordSchema,
  paymentVerifySchema,
} from '../../contract/admin-payments'
import { toRupees } from '../../contract/money'
import type { OrderStatus } from '../../contract/order-status'
import { orderIdParam } from '../../contract/orders'
import type { PaymentMethod } from '../../contract/payments'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/errors'
import { formatIndiaDateTime } from '../../lib/time'
import { valid } from '../../lib/validate'
import { type AdminEnv, actorOf } from '../accounts/auth'
import { enquiryNumber } from '../orders/orders-views'
import { recordPayment, screenshotKeyOf, verifyPayment } from './payments.service'
import { byOrderId, loadOrderPayments } from './payments-read'
import { toAdminOrderPayments } from './payments-views'

// Payments waiting for the seller's check, oldest first, with where each enquiry stands.
const WAITING = sql`
  select p.id, p.order_id, p.reference, p.method, p.claimed_paise, p.submitted_at,
    p.screenshot_key is not null as has_screenshot, o.order_no, o.customer_name, o.status,
    coalesce((select q.total_paise from quotes q where q.order_id = o.id and q.version = o.accepted_version), 0) as total_paise,
    (select coalesce(sum(r.received_paise), 0) from payments r where r.order_id = o.id) as received_paise
  from payments p join orders o on o.id = p.order_id
  where p.status = 'submitted'
  order by p.submitted_at, p.id
  limit 500`

interface WaitingRow {
  id: string
  order_id: string
  reference: string
  method: PaymentMethod
  claimed_paise: number
  submitted_at: number
  has_screenshot: number
  order_no: number
  customer_name: string
  status: OrderStatus
  total_paise: number
  received_paise: number
}

const listWaiting = async (db: Db): Promise<AdminWaitingPayment[]> => {
  const rows = await db.all<WaitingRow>(WAITING as SQL)
  return rows.map((r) => ({
    _id: r.id,
    order_id: r.order_id,
    enquiry_number: enquiryNumber(Number(r.order_no)),
    customer_name: r.customer_name,
    reference: r.reference,
    method: r.method,
    amount: toRupees(Number(r.claimed_paise)),
    submitted_at: formatIndiaDateTime(Number(r.submitted_at)),
    order_status: r.status,
    balance: toRupees(Math.max(0, Number(r.total_paise) - Number(r.received_paise))),
    has_screenshot: Boolean(Number(r.has_screenshot)),
  }))
}

// Mounted behind the console's requireAdmin: only an admin session reaches these.
export const paymentsAdminRoutes = new Hono<AdminEnv>()
  .get('/payments', valid('query', paymentListQuery), async (c) => {
    return c.json({ data: { payments: await listWaiting(c.var.deps.db) } })
  })
  .get('/payments/:id/screenshot', valid('param', paymentIdParam), async (c) => {
    const { deps } = c.var
    const object = await deps.objects.get(await screenshotKeyOf(deps.db, c.req.valid('param').id))
    if (!object) throw new AppError('NOT_FOUND', 'This payment has no screenshot')
    return new Response(object.body, {
      headers: {
        'Content-Type': object.contentType,
        'Content-Length': String(object.size),
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })
  .post(
    '/payments/:id/verify',
    valid('param', paymentIdParam),
    valid('json', paymentVerifySchema),
    async (c) => {
      const { deps, admin } = c.var
      const state = await verifyPayment(deps.db, c.req.valid('param').id, c.req.valid('json'), {
        now: deps.clock.now(),
        actor: actorOf(admin),
        settings: await deps.settings.get(),
      })
      return c.json({ data: toAdminOrderPayments(state) })
    },
  )
  .get('/orders/:id/payments', valid('param', orderIdParam), async (c) => {
    const state = await loadOrderPayments(
      c.var.deps.db,
      byOrderId(c.req.valid('param').id),
      'Enquiry not found',
    )
    return c.json({ data: toAdminOrderPayments(state) })
  })
  .post(
    '/orders/:id/payments',
    valid('param', orderIdParam),
    valid('json', paymentRecordSchema),
    async (c) => {
      const { deps, admin } = c.var
      const state = await recordPayment(deps.db, c.req.valid('param').id, c.req.valid('json'), {
        now: deps.clock.now(),
        actor: actorOf(admin),
        settings: await deps.settings.get(),
      })
      return c.json({ data: toAdminOrderPayments(state) }, 201)
    },
  )
