import { expect, test } from './fixtures'
import { API, mobileFor } from './helpers'
import { placeEnquiry, signInSeller } from './seller-helpers'
import { expectTapTargets } from './tap-targets'

// The seller checks a buyer's UPI payment on a 390 px phone: the card keeps its words and boxes
// inside its border, not pressed against it.
test('a payment to check on a 390 px phone has space between its border and its contents', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone layout')
  test.setTimeout(180_000)
  const enquiry = await placeEnquiry(page, mobileFor(info, 181))
  const login = await page.request.post(`${API}/users/login`, {
    data: { username: '9000000099', password: 'sivakasi-seller-2026' },
  })
  const headers = { 'x-auth-token': ((await login.json()) as { data: { token: string } }).data.token }
  const v0 = (await (
    await page.request.get(`${API}/admin/orders/${enquiry.order_id}/quotes`, { headers })
  ).json()) as {
    data: { versions: { lines: { product_id: string; unit_price: number; qty: number }[] }[] }
  }
  const lines = v0.data.versions[0]!.lines.map(({ product_id, unit_price, qty }) => ({
    product_id,
    unit_price,
    qty,
  }))
  const sent = await page.request.post(`${API}/admin/orders/${enquiry.order_id}/quote`, {
    headers,
    data: { based_on_version: 0, lines, freight: 0, packing: 0, discount: 0, note: '' },
  })
  expect(sent.status()).toBe(200)
  const quote = (await sent.json()) as {
    data: { quote_link: string; versions: { figures: { total: number } }[] }
  }
  const token = new URL(quote.data.quote_link, 'http://x').searchParams.get('t')
  expect(
    (await page.request.post(`${API}/quote/public/${token}/accept`, { data: { version: 1 } })).status(),
  ).toBe(200)
  const total = quote.data.versions.at(-1)!.figures.total
  const told = await page.request.post(`${API}/quote/public/${token}/payment`, {
    data: { reference: '418100000181', amount: total },
  })
  expect(told.status()).toBe(201)

  await signInSeller(page)
  await page.goto('/admin/payments')
  const card = page.locator('li.admin-payment', { hasText: enquiry.enquiry_number })
  await expect(card).toBeVisible()
  const box = (await card.boundingBox())!
  for (const part of [
    card.getByRole('heading'),
    card.getByLabel('Amount received (₹)'),
    card.getByRole('button', { name: 'Received' }),
  ]) {
    const inner = (await part.boundingBox())!
    expect(inner.x - box.x, 'space on the left').toBeGreaterThanOrEqual(8)
    expect(box.x + box.width - (inner.x + inner.width), 'space on the right').toBeGreaterThanOrEqual(8)
  }
  await expectTapTargets(page)
})
