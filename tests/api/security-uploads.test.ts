import { beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { PAYMENT_TELL_LIMIT } from '../../worker/features/payments/payments.routes'
import { auth, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { nextUtr, paymentPath, tellJson } from '../helpers/payments'
import { acceptedQuote } from '../helpers/quote-fixture'
import { API } from '../helpers/test-app'
import { toDispatched } from '../helpers/transport'

const t = apiApp({ seller: true })
let orderId: string

beforeAll(async () => {
  orderId = (await placeOrder(t)).order_id
  // An LR belongs to a dispatched enquiry; the malformed uploads below must reach the form reading.
  await toDispatched(t, t.seller, orderId)
})

// A body that counts every read and fails if read at all. highWaterMark 0: nothing is pulled
// until someone reads, so `pulls` is exactly how often the server asked for bytes.
const trapBody = () => {
  const probe = { pulls: 0 }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        probe.pulls++
        controller.error(new Error('the server read a stranger upload'))
      },
    },
    { highWaterMark: 0 },
  )
  return { probe, stream }
}

// A body that never ends: 256 KB on every pull, for as long as the server keeps pulling.
const endlessBody = () => {
  const probe = { pulled: 0 }
  const chunk = new Uint8Array(256 * 1024).fill(0x41)
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        probe.pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  )
  return { probe, stream }
}

// Sent without Content-Length (as a chunked upload is), which is when a size limit has to read.
const sendStream = (path: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  t.app.fetch(
    new Request(`http://shop.test${API}${path}`, {
      method: 'POST',
      headers,
      body: stream,
      duplex: 'half',
    } as RequestInit),
  )

const uploads = [
  { path: () => `/admin/orders/${orderId}/lr`, type: 'multipart/form-data; boundary=x' },
  { path: () => '/admin/catalogue/import?apply=1', type: 'text/csv' },
]

describe('uploads are refused before a byte is read', () => {
  for (const u of uploads) {
    it(`an unauthenticated chunked upload to ${u.path().replace(orderId, '{id}')} gets 401 without the body being read`, async () => {
      const { probe, stream } = trapBody()
      const res = await sendStream(u.path(), stream, { 'Content-Type': u.type })
      expect(res.status).toBe(401)
      expect(((await res.json()) as ErrorBody).error.code).toBe('UNAUTHENTICATED')
      expect(probe.pulls).toBe(0)
    })

    it(`a forged token on ${u.path().replace(orderId, '{id}')} gets 401 without the body being read`, async () => {
      const { probe, stream } = trapBody()
      const res = await sendStream(u.path(), stream, {
        'Content-Type': u.type,
        'x-auth-token': 'e30.e30.e30',
      })
      expect(res.status).toBe(401)
      expect(probe.pulls).toBe(0)
    })
  }

  it("the seller's chunked price list over the size limit is refused with 413", async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x41)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await sendStream('/admin/catalogue/import?apply=0', stream, {
      'Content-Type': 'text/csv',
      ...auth(t.seller),
    })
    expect(res.status).toBe(413)
  })
})

describe("the buyer's payment upload is refused before a byte is read", () => {
  const MB = 1024 * 1024
  const form = { 'Content-Type': 'multipart/form-data; boundary=x' }
  const sendPayment = (token: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    t.app.fetch(
      new Request(`http://shop.test${paymentPath(token)}`, {
        method: 'POST',
        headers: { ...form, ...headers },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )

  it('an unknown quote token with a chunked upload gets 404 without the body being read', async () => {
    const { probe, stream } = trapBody()
    const res = await sendPayment('z'.repeat(32), stream, { 'x-test-client': '198.51.100.70' })
    expect(res.status).toBe(404)
    expect(probe.pulls).toBe(0)
  })

  it('an unknown quote token with a body that never ends still gets its answer', async () => {
    const { probe, stream } = endlessBody()
    const res = await sendPayment('z'.repeat(32), stream, { 'x-test-client': '198.51.100.71' })
    expect(res.status).toBe(404)
    expect(probe.pulled).toBe(0)
  })

  it('a caller over the count gets 429 without the body being read, even with a real token', async () => {
    const q = await acceptedQuote(t)
    const client = '198.51.100.72'
    for (let i = 0; i < PAYMENT_TELL_LIMIT.limit; i++) {
      await tellJson(t, 'w'.repeat(32), { reference: nextUtr(), amount: 10 }, client)
    }
    const { probe, stream } = trapBody()
    const res = await sendPayment(q.token, stream, { 'x-test-client': client })
    expect(res.status).toBe(429)
    expect(probe.pulls).toBe(0)
  })

  it('a declared size over the ceiling is refused with 413 at once', async () => {
    const q = await acceptedQuote(t)
    const { probe, stream } = trapBody()
    const res = await sendPayment(q.token, stream, {
      'x-test-client': '198.51.100.73',
      'Content-Length': String(7 * MB),
    })
    expect(res.status).toBe(413)
    expect(probe.pulls).toBe(0)
  })

  it('a chunked upload that never ends is cut off at the ceiling with 413', async () => {
    const q = await acceptedQuote(t)
    const { probe, stream } = endlessBody()
    const res = await sendPayment(q.token, stream, { 'x-test-client': '198.51.100.74' })
    expect(res.status).toBe(413)
    expect(((await res.json()) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE')
    expect(probe.pulled).toBeLessThanOrEqual(6 * MB + 256 * 1024)
  })
})

describe("the seller's upload is refused before a byte is read when its enquiry is not there", () => {
  it('an LR photo for an unknown enquiry gets 404 without the body being read', async () => {
    const { probe, stream } = trapBody()
    const res = await sendStream('/admin/orders/NoSuchEnquiry0000000/lr', stream, {
      'Content-Type': 'multipart/form-data; boundary=x',
      ...auth(t.seller),
    })
    expect(res.status).toBe(404)
    expect(probe.pulls).toBe(0)
  })
})

describe('malformed uploads answer 400, never 500', () => {
  const send = (path: string, body: BodyInit, type: string) =>
    t.json<ErrorBody>(`${API}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': type, ...auth(t.seller) },
      body,
    })

  it('an LR upload whose multipart body does not match its boundary is a 400', async () => {
    const res = await send(
      `/admin/orders/${orderId}/lr`,
      '--nope\r\ngarbage',
      'multipart/form-data; boundary=expected',
    )
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_FAILED')
  })

  it('a price-list form upload with a broken multipart body is a 400', async () => {
    const res = await send(
      '/admin/catalogue/import?apply=0',
      '--b\r\nContent-Disposition: form-da',
      'multipart/form-data; boundary=b',
    )
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION_FAILED')
  })

  it('a price-list form upload without a file field is a 400 that says so', async () => {
    const form = new FormData()
    form.set('note', 'forgot the file')
    const res = await t.json<ErrorBody>(`${API}/admin/catalogue/import?apply=0`, {
      method: 'POST',
      headers: auth(t.seller),
      body: form,
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toMatch(/no file/)
  })

  it('a price list that is not UTF-8 is refused with a message saying how to save it, and nothing changes', async () => {
    const latin1 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a])
    const res = await t.json<{ data: { applied: boolean; errors: { message: string }[] } }>(
      `${API}/admin/catalogue/import?apply=1`,
      { method: 'POST', headers: { 'Content-Type': 'text/csv', ...auth(t.seller) }, body: latin1 },
    )
    expect(res.status).toBeLessThan(500)
    expect(res.body.data.applied).toBe(false)
    expect(res.body.data.errors[0]!.message).toContain('UTF-8')
  })
})
