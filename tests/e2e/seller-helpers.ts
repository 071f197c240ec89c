import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { API } from './helpers'

// What the seller's journeys share: a real photo for the LR upload and a guest's enquiry.

// A real 8x8 PNG made here, so the upload is checked by its bytes like any photo.
export const png = () => {
  const crc = (buf: Buffer) => {
    let c = ~0
    for (const b of buf) {
      c ^= b
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
    }
    return ~c >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(8, 0)
  ihdr.writeUInt32BE(8, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.concat(
    Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill([140, 28, 58]).flat()])),
  )
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

// A guest's enquiry, placed through the API with the catalogue's own prices.
export const placeEnquiry = async (page: Page, mobile: string) => {
  const cat = (await (await page.request.get(`${API}/product/quickorder`)).json()) as {
    data: { product_list: { _id: string; after_discount_price: number; is_sold_out: number }[] }[]
  }
  const lines = cat.data
    .flatMap((c) => c.product_list)
    .filter((p) => p.is_sold_out === 0)
    .slice(20, 24)
    .map((p) => ({
      product_id: p._id,
      price: p.after_discount_price,
      qty: 100,
      sub_total: Math.round(p.after_discount_price * 10000) / 100,
    }))
  const total = Math.round(lines.reduce((t, l) => t + l.sub_total * 100, 0)) / 100
  const res = await page.request.post(`${API}/order/save`, {
    data: {
      customer_name: 'Lorry Receipt Buyer',
      mobile_no: mobile,
      address: '9, Bazaar Street',
      city: 'Coimbatore',
      pin_code: '641001',
      reference_by: 'Ramesh - 9000000001',
      adult_confirmed: true,
      sub_total: total,
      net_amount: total,
      product_list: lines,
    },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { data: { order_id: string; enquiry_number: string } }).data
}

// The seller signs in to the console, as the e2e server's first admin (made by admin:create).
export const signInSeller = async (page: Page) => {
  await page.goto('/signin?redirect_url=admin')
  await page.getByLabel('Username (mobile number)').fill('9000000099')
  await page.getByLabel('Password', { exact: true }).fill('sivakasi-seller-2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

// The seller's token from the console's own sign-in call, for the steps a journey takes through
// the API where the console's screens are not what it tests.
export const sellerToken = async (page: Page) => {
  const res = await page.request.post(`${API}/users/login`, {
    data: { username: '9000000099', password: 'sivakasi-seller-2026' },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: { token: string } }).data.token
}

// A console call (POST admin/orders/<path>) that must succeed; answers its `data`.
export const asSeller = async <T = unknown>(page: Page, token: string, path: string, data: unknown) => {
  const res = await page.request.post(`${API}/admin/orders/${path}`, {
    data,
    headers: { 'x-auth-token': token },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
  return ((await res.json()) as { data: T }).data
}
