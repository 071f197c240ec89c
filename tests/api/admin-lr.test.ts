import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { type AdminOrderDetail, LR_PHOTO_MAX_BYTES } from '../../worker/contract/admin'
import type { Product } from '../../worker/contract/catalogue'
import type { ErrorBody } from '../../worker/contract/common'
import type { OrderRecord, TrackedOrder } from '../../worker/contract/orders'
import { adminPost, auth, placeOrder } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf, post } from '../helpers/enquiry'
import { pngFile, tinyPng } from '../helpers/images'
import { API } from '../helpers/test-app'
import { toDispatched } from '../helpers/transport'

const t = apiApp({ seller: true })
let catalogue: Product[]

beforeAll(async () => {
  catalogue = await catalogueOf(t)
})

// A 1×1 red JPEG and a 1×1 red lossless WebP, as libvips writes them (base64 of the whole files).
const tinyJpeg = () =>
  new Uint8Array(
    Buffer.from(
      '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCKALXj/9k=',
      'base64',
    ),
  )
const tinyWebp = () =>
  new Uint8Array(Buffer.from('UklGRhwAAABXRUJQVlA4TA8AAAAvAAAAAAcQ/Y/+ByKi/wEA', 'base64'))

const dispatchedOrder = async () => {
  const id = (await placeOrder(t, { catalogue })).order_id
  await toDispatched(t, t.seller, id)
  return id
}

const upload = (
  id: string,
  photo: { bytes: Uint8Array; name: string; type: string } | null,
  fields: Record<string, string> = { lr_number: 'LR-55012', transporter: 'KPN Parcel Service' },
) => {
  const form = new FormData()
  if (photo)
    form.append('photo', new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name, { type: photo.type }))
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return t.json<{ data: AdminOrderDetail } & ErrorBody>(`${API}/admin/orders/${id}/lr`, {
    method: 'POST',
    headers: auth(t.seller),
    body: form,
  })
}

const served = async (id: string) => {
  const res = await t.request(`${API}/order/public/lr/${id}`)
  return {
    status: res.status,
    type: res.headers.get('Content-Type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  }
}

const storedKeys = (id: string) => {
  const dir = join(t.dir, 'objects', 'lr', id)
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.meta.json')) : []
}

describe('POST admin/orders/{id}/lr', () => {
  it('stores a PNG for a dispatched enquiry; the public LR link serves the same bytes and the bill points at it', async () => {
    const id = await dispatchedOrder()
    const png = tinyPng()
    const res = await upload(id, { bytes: png, name: 'lr.png', type: 'image/png' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      lr_number: 'LR-55012',
      transporter: 'KPN Parcel Service',
      lr_photo_path: `/api/website-management/order/public/lr/${id}`,
    })
    const photo = await served(id)
    expect(photo.status).toBe(200)
    expect(photo.type).toBe('image/png')
    expect(photo.bytes).toEqual(png)
    const bill = await t.json<{ data: OrderRecord }>(`${API}/order/public/print/get/${id}`)
    expect(bill.body.data.lr_photo_path).toBe(`/api/website-management/order/public/lr/${id}`)
    expect(bill.body.data.lr_number).toBe('LR-55012')
    expect(bill.body.data.transporter).toBe('KPN Parcel Service')
    // Stored under an unguessable name, not the uploaded one.
    const keys = storedKeys(id)
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}\.png$/)
  })

  it('judges a photo by its bytes: a JPEG sent as application/octet-stream is stored as a JPEG', async () => {
    const id = await dispatchedOrder()
    const jpeg = tinyJpeg()
    expect((await upload(id, { bytes: jpeg, name: 'photo', type: 'application/octet-stream' })).status).toBe(
      200,
    )
    const photo = await served(id)
    expect(photo.type).toBe('image/jpeg')
    expect(photo.bytes).toEqual(jpeg)
  })

  it('replaces an earlier photo with a WebP and deletes the earlier one', async () => {
    const id = await dispatchedOrder()
    expect((await upload(id, pngFile('first.png'))).status).toBe(200)
    const webp = tinyWebp()
    const res = await upload(
      id,
      { bytes: webp, name: 'second.webp', type: 'image/webp' },
      {
        lr_number: 'LR-55013',
        transporter: 'ABT Parcel',
      },
    )
    expect(res.status).toBe(200)
    expect(res.body.data.lr_number).toBe('LR-55013')
    const photo = await served(id)
    expect(photo.type).toBe('image/webp')
    expect(photo.bytes).toEqual(webp)
    expect(storedKeys(id)).toEqual([expect.stringMatching(/\.webp$/)])
  })

  it('accepts a delivered enquiry and corrects the LR number without sending the photo again', async () => {
    const id = await dispatchedOrder()
    expect((await upload(id, pngFile('lr.png'))).status).toBe(200)
    expect(
      (await t.json(`${API}/admin/orders/${id}/status`, adminPost(t.seller, { to: 'DELIVERED' }))).status,
    ).toBe(200)
    const fixed = await upload(id, null, { lr_number: 'LR-55099', transporter: 'KPN Parcel Service' })
    expect(fixed.status).toBe(200)
    expect(fixed.body.data.lr_number).toBe('LR-55099')
    expect((await served(id)).type).toBe('image/png')
    // A form whose file input was left empty sends a nameless empty file: not a new photo.
    const leftEmpty = await upload(
      id,
      { bytes: new Uint8Array(0), name: '', type: 'application/octet-stream' },
      {
        lr_number: 'LR-55100',
        transporter: 'KPN Parcel Service',
      },
    )
    expect(leftEmpty.status).toBe(200)
    expect(leftEmpty.body.data.lr_number).toBe('LR-55100')
    expect(storedKeys(id)).toEqual([expect.stringMatching(/\.png$/)])
  })

  it('shows the tracking page that a photo exists', async () => {
    const id = (await placeOrder(t, { catalogue, mobile: '9811122233' })).order_id
    await toDispatched(t, t.seller, id)
    await upload(id, pngFile('lr.png'))
    const tracked = await t.json<{ data: TrackedOrder[] }>(
      `${API}/order/search`,
      post({ show_all: false, mobile_no: '9811122233' }),
    )
    expect(tracked.body.data[0]!.has_lr_photo).toBe(1)
  })

  it('refuses an enquiry that is not dispatched yet with 409 NOT_DISPATCHED', async () => {
    const id = (await placeOrder(t, { catalogue })).order_id
    const res = await upload(id, pngFile('lr.png'))
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('NOT_DISPATCHED')
    expect((await served(id)).status).toBe(404)
    expect(storedKeys(id)).toEqual([])
  })

  it('refuses a text file renamed .png with 415, whatever type it claims', async () => {
    const id = await dispatchedOrder()
    const text = new TextEncoder().encode('This is not a photo, just text saved as lr.png\n')
    const res = await upload(id, { bytes: text, name: 'lr.png', type: 'image/png' })
    expect(res.status).toBe(415)
    expect(res.body.error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPEG, PNG or WebP photos',
    })
    expect(storedKeys(id)).toEqual([])
    // A RIFF file that is not WebP (a WAV) is refused too.
    const wav = new Uint8Array([
      ...new TextEncoder().encode('RIFF'),
      4,
      0,
      0,
      0,
      ...new TextEncoder().encode('WAVE'),
    ])
    expect((await upload(id, { bytes: wav, name: 'lr.webp', type: 'image/webp' })).status).toBe(415)
  })

  it('refuses a photo over 5 MB with 413 and an empty one with 400', async () => {
    const id = await dispatchedOrder()
    const big = new Uint8Array(LR_PHOTO_MAX_BYTES + 1)
    big.set(tinyPng())
    const tooBig = await upload(id, { bytes: big, name: 'big.png', type: 'image/png' })
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.error.code).toBe('PAYLOAD_TOO_LARGE')
    const empty = await upload(id, { bytes: new Uint8Array(0), name: 'empty.png', type: 'image/png' })
    expect(empty.status).toBe(400)
    expect(storedKeys(id)).toEqual([])
  })

  it('accepts a photo of exactly 5 MB (the 64 KB API limit does not apply here)', async () => {
    const id = await dispatchedOrder()
    const photo = new Uint8Array(LR_PHOTO_MAX_BYTES)
    photo.set(tinyPng())
    expect((await upload(id, { bytes: photo, name: 'lr.png', type: 'image/png' })).status).toBe(200)
    expect((await served(id)).bytes.length).toBe(LR_PHOTO_MAX_BYTES)
  })

  it('refuses a body over 6 MB before reading it', async () => {
    const id = await dispatchedOrder()
    const res = await upload(id, {
      bytes: new Uint8Array(6 * 1024 * 1024 + 1),
      name: 'huge.png',
      type: 'image/png',
    })
    expect(res.status).toBe(413)
  })

  it('needs a photo, the LR number and the transporter', async () => {
    const id = await dispatchedOrder()
    const noPhoto = await upload(id, null)
    expect(noPhoto.status).toBe(400)
    expect(noPhoto.body.error.issues?.[0]?.path).toBe('photo')
    const noNumber = await upload(id, pngFile('lr.png'), { transporter: 'KPN' })
    expect(noNumber.status).toBe(400)
    expect(noNumber.body.error.message).toBe('LR number is required')
    expect(storedKeys(id)).toEqual([])
  })

  it('is 404 for an unknown enquiry', async () => {
    expect((await upload('AAAAAAAAAAAAAAAAAAAAAA', pngFile('lr.png'))).status).toBe(404)
  })
})
