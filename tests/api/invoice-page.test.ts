import { describe, expect, it } from 'vitest'
import { keptPageUrl } from '../../worker/features/pages/pages.service'
import { createAdmin } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { catalogueOf } from '../helpers/enquiry'
import { markPaid, placeOrderTo } from '../helpers/invoices'

// The tax invoice page as the server sends it: a frame titled by the enquiry number; the invoice
// itself (the buyer's name, address and GSTIN) is loaded by the browser, never drawn or kept.

const shop = apiApp({ pages: true })

describe('/invoice', () => {
  it('is drawn per request with the enquiry number alone, noindex, and never kept', async () => {
    const token = await createAdmin(shop)
    const order = await placeOrderTo(shop, await catalogueOf(shop))
    expect((await markPaid(shop, token, order.order_id)).status).toBe(200)
    for (const [path, title] of [
      [`/invoice?id=${order.order_id}`, `Enquiry ${order.enquiry_number}: tax invoice`],
      [`/ta/invoice?id=${order.order_id}`, `விசாரணை ${order.enquiry_number}: வரி விலைப்பட்டியல்`],
    ] as const) {
      const res = await shop.request(path)
      const html = await res.text()
      expect(res.status, path).toBe(200)
      expect(html).toContain(`<title>${title}`)
      expect(html).toMatch(/<meta name="robots" content="noindex/)
      for (const personal of ['Karthik Raja', '9876543210', 'North Car Street', 'SC/2026-27'])
        expect(html).not.toContain(personal)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
    }
  })

  it('is never a kept page, in either language', () => {
    expect(keptPageUrl(new URL('https://shop.test/invoice?id=AbCdEfGhIjKlMnOpQrStUv'))).toBeNull()
    expect(keptPageUrl(new URL('https://shop.test/ta/invoice?id=AbCdEfGhIjKlMnOpQrStUv'))).toBeNull()
    expect(keptPageUrl(new URL('https://shop.test/invoice'))).toBeNull()
  })

  it('robots.txt keeps crawlers away from it', async () => {
    const robots = await (await shop.request('/robots.txt')).text()
    expect(robots).toContain('Disallow: /invoice')
    expect(robots).toContain('Disallow: /ta/invoice')
  })
})
