import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API, mobileFor, snap } from './helpers'

// A real 8x8 PNG made here, so the upload is checked by its bytes like any photo.
const png = () => {
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
const placeEnquiry = async (page: Page, mobile: string) => {
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
      sub_total: total,
      net_amount: total,
      product_list: lines,
    },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { data: { order_id: string; enquiry_number: string } }).data
}

test('the seller confirms an enquiry, dispatches it with an LR photo, and the buyer sees both', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  const mobile = mobileFor(info, 5)
  const enquiry = await placeEnquiry(page, mobile)

  await page.goto('/signin?redirect_url=admin')
  await page.getByLabel('Username (mobile number)').fill('9000000099')
  await page.getByLabel('Password', { exact: true }).fill('sivakasi-seller-2026')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.getByLabel('Enquiry number or mobile').fill(enquiry.enquiry_number)
  await page.getByLabel('Enquiry number or mobile').press('Enter')
  await page.getByRole('link', { name: enquiry.enquiry_number }).first().click()
  await expect(page).toHaveURL(/\/admin\/order\?id=/)
  await expect(page.getByText('Lorry Receipt Buyer').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
    'href',
    new RegExp(`wa\\.me/91${mobile}`),
  )

  for (const action of ['Confirm', 'Payment received', 'Mark packed', 'Mark dispatched']) {
    await page.getByRole('button', { name: action, exact: true }).click()
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0)
  }

  await page.getByLabel('LR photo').setInputFiles({ name: 'lr.png', mimeType: 'image/png', buffer: png() })
  await page.getByLabel('LR number').fill('LR-55021')
  await page.getByLabel('Transporter').fill('Sivakasi Roadways')
  await page.getByRole('button', { name: 'Upload LR photo' }).click()
  await expect(page.getByText('LR LR-55021').first()).toBeVisible()
  await snap(page, info, 'admin-order')

  // The buyer, on their phone: tracking says Dispatched with an LR photo, and /transport shows it.
  await page.evaluate(() => localStorage.clear())
  await page.goto('/order-tracking')
  await page.getByLabel('Mobile number').fill(mobile)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Dispatched').first()).toBeVisible()
  await page.goto(`/transport?id=${enquiry.order_id}`)
  const photo = page.getByRole('img', { name: /lorry receipt|LR/i }).first()
  await expect(photo).toBeVisible()
  // Visible comes before decoded: wait for the picture itself, which must be the seller's 8 px photo.
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(8)
  await expect(page.getByText('LR-55021').first()).toBeVisible()
  await snap(page, info, 'transport')
})
