import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AdminOrderPayments } from '../../worker/contract/admin-payments'
import type { ErrorBody } from '../../worker/contract/common'
import type { PaymentMethod, QuotePaymentView } from '../../worker/contract/payments'
import { orders } from '../../worker/db/schema'
import { payments } from '../../worker/db/schema-quotes'
import { auth } from './admin'
import { post } from './enquiry'
import { API, type TestApp } from './test-app'

export type Answer<T> = { status: number; body: { data: T } & ErrorBody }

// The payments stored for an enquiry, as the database holds them.
export const paymentRowsOf = (t: TestApp, orderId: string) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId))

export const paymentPath = (token: string) => `${API}/quote/public/${token}/payment`

export const tellJson = (t: TestApp, token: string, body: unknown, client = '198.51.100.1') =>
  t.json<{ data: QuotePaymentView } & ErrorBody>(paymentPath(token), post(body, { 'x-test-client': client }))

export const tellForm = (
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
  client = '198.51.100.2',
) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  if (file)
    form.append(
      'screenshot',
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }),
    )
  return t.json<{ data: QuotePaymentView } & ErrorBody>(paymentPath(token), {
    method: 'POST',
    body: form,
    headers: { 'x-test-client': client },
  })
}

export const verify = (t: TestApp, admin: string, paymentId: string, body: unknown) =>
  t.json<{ data: AdminOrderPayments } & ErrorBody>(
    `${API}/admin/payments/${paymentId}/verify`,
    post(body, auth(admin)),
  )

export const record = (t: TestApp, admin: string, orderId: string, body: unknown) =>
  t.json<{ data: AdminOrderPayments } & ErrorBody>(
    `${API}/admin/orders/${orderId}/payments`,
    post(body, auth(admin)),
  )

export const orderPayments = (t: TestApp, admin: string, orderId: string) =>
  t.json<{ data: AdminOrderPayments } & ErrorBody>(`${API}/admin/orders/${orderId}/payments`, {
    headers: auth(admin),
  })

export const statusOf = async (t: TestApp, id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status

// A fresh 12-digit UTR per call.
let utrSeq = 0
export const nextUtr = () => String(400_000_000_000 + ++utrSeq * 7919)

// The buyer tells a payment from the quote page (a fresh UTR unless given), each from its own
// client address so the per-address limit never counts one test's payments against another's;
// answers the reference told.
let tellerSeq = 0
export const tellPaid = async (t: TestApp, token: string, amount: number, reference = nextUtr()) => {
  const told = await tellJson(t, token, { reference, amount }, `203.0.113.${++tellerSeq % 250}`)
  expect(told.status, JSON.stringify(told.body)).toBe(201)
  return reference
}

// The seller records money that came in (cash at the shop, a bank credit) under a fresh receipt
// number; answers the enquiry's payments as the console sees them.
let receiptSeq = 0
export const recordPaid = async (
  t: TestApp,
  admin: string,
  orderId: string,
  amount: number,
  method: PaymentMethod = 'cash',
) => {
  const res = await record(t, admin, orderId, { method, reference: `rcpt-${++receiptSeq}`, amount })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data
}
