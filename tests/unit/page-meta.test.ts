import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  catalogueLookup,
  documentTitle,
  headTags,
  type MetaLookup,
  pageMeta,
  withHeadTags,
} from '../../web/src/shared/page-meta'
import type { Category, Product, QuickOrderCategory } from '../../worker/contract/catalogue'
import type { OrderRecord, SavedEnquiry } from '../../worker/contract/orders'
import { publicDefaultSettings } from '../../worker/contract/settings-defaults-public'
import { bigEnoughCart, catalogueOf, enquiryFor, post, settingsOf } from '../helpers/enquiry'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

const ORIGIN = 'https://shop.example'
const at = (path: string) => new URL(path, ORIGIN)

// The lookups the server render fills from its catalogue in memory, here from the real API answers
// of the demo shop.
let t: TestApp
let products: Product[]
let categories: Category[]
let look: MetaLookup
beforeAll(async () => {
  t = await createTestApp()
  products = await catalogueOf(t)
  categories = (await t.json<{ data: Category[] }>(`${API}/product/category/get`)).body.data
  const settings = await settingsOf(t)
  const quickOrder = (await t.json<{ data: QuickOrderCategory[] }>(`${API}/product/quickorder`)).body.data
  look = {
    settings,
    ...catalogueLookup(quickOrder),
    infoPage: (slug) =>
      slug === 'faq'
        ? { title: 'Frequently asked questions', description: 'Answers about orders.' }
        : undefined,
  }
})
afterAll(() => t.close())

const tag = (html: string, attr: string, name: string) =>
  html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`))?.[1]

describe('page meta', () => {
  it('the landing page is the shop: its name, the minimum order, the shop card, canonical /lander', () => {
    const meta = pageMeta(at('/?utm_source=whatsapp&fbclid=abc'), look)
    expect(meta.title).toBe('Sivakasi Crackers')
    expect(documentTitle(meta)).toBe('Sivakasi Crackers')
    expect(meta.description).toContain('Minimum order ₹2,500')
    expect(meta.canonical).toBe(`${ORIGIN}/lander`)
    expect(meta.image).toBe(`${ORIGIN}/images/og/shop.png`)
    expect(meta.imageSize).toEqual({ width: 1200, height: 630 })
    expect(meta.noindex).toBeUndefined()
  })

  it('a category link keeps the category and drops tracking, sorting and view parameters', () => {
    const sparklers = categories.find((c) => c.slug === 'sparklers')!
    const meta = pageMeta(at(`/category?id=${sparklers._id}&sort=price&utm_campaign=diwali`), look)
    expect(meta.title).toBe(sparklers.category_name)
    expect(documentTitle(meta)).toBe(`${sparklers.category_name} | Sivakasi Crackers`)
    expect(meta.canonical).toBe(`${ORIGIN}/category?id=sparklers`)
    expect(meta.description).toContain(sparklers.category_name)
  })

  it('an unknown category is not indexed and keeps the generic words', () => {
    const meta = pageMeta(at('/category?id=no-such-thing'), look)
    expect(meta.title).toBe('Category')
    expect(meta.noindex).toBe(true)
  })

  it('a special category, the order pages and the price list each have their own title and address', () => {
    const kids = pageMeta(at('/special-category?id=crackers-for-kids&x=1'), look)
    expect(kids.title).toBe('Crackers for Kids')
    expect(kids.canonical).toBe(`${ORIGIN}/special-category?id=crackers-for-kids`)
    expect(pageMeta(at('/order-now'), look).title).toBe('Order Now')
    // Three addresses, one page: one canonical, the one the sitemap lists.
    for (const path of ['/quick-enquiry', '/enquiry', '/all-products']) {
      expect(pageMeta(at(path), look).canonical).toBe(`${ORIGIN}/all-products`)
    }
    // The price list carries the seller's season, or its plain name when none is set.
    expect(pageMeta(at('/price-list'), look).title).toBe(`Price List · ${publicDefaultSettings.season_name}`)
    const renamed = { ...look, settings: { ...look.settings!, season_name: 'Pongal 2027' } }
    expect(pageMeta(at('/price-list'), renamed).title).toBe('Price List · Pongal 2027')
    const unnamed = { ...look, settings: { ...look.settings!, season_name: '', season_name_ta: '' } }
    expect(pageMeta(at('/price-list'), unnamed).title).toBe('Price List')
    expect(pageMeta(at('/order-tracking'), look).noindex).toBeUndefined()
  })

  it("a product link shows the product's name, price and its PNG picture, at one canonical address", () => {
    const p = products.find((x) => x.photo_path?.endsWith('.svg'))!
    const meta = pageMeta(at(`/all-products?product=${p._id}&utm_medium=social`), look)
    expect(meta.type).toBe('product')
    expect(meta.title).toBe(p.product_name)
    expect(meta.description).toContain(
      `₹${p.after_discount_price.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    )
    // One address per product, wherever it was opened: its own category's page.
    const own = categories.find((c) => c._id === p.category_id)!
    expect(meta.canonical).toBe(`${ORIGIN}/category?id=${own.slug}&product=${p._id}`)
    expect(meta.description).toContain(own.category_name)
    expect(meta.image).toBe(`${ORIGIN}/images/og/products/${p.product_code.toLowerCase()}.png`)
    expect(meta.imageAlt).toBe(p.product_name)
  })

  it('a product with an uploaded photo previews with that photo; one with a drawing the build did not make, with the shop card', () => {
    const p = products[0]!
    const withPhoto = { ...look, product: () => ({ ...p, photo_path: '/api/media/lr/abc.jpg?v=2' }) }
    expect(pageMeta(at(`/all-products?product=${p._id}`), withPhoto).image).toBe(
      `${ORIGIN}/api/media/lr/abc.jpg?v=2`,
    )
    const withSvg = { ...look, product: () => ({ ...p, photo_path: 'https://cdn.example/x.svg' }) }
    expect(pageMeta(at(`/all-products?product=${p._id}`), withSvg).image).toBe(`${ORIGIN}/images/og/shop.png`)
    // Media paths are the shop's own: one that would point the preview at another host is not used.
    const elsewhere = { ...look, product: () => ({ ...p, photo_path: '//elsewhere.example/x.png' }) }
    expect(pageMeta(at(`/all-products?product=${p._id}`), elsewhere).image).toBe(
      `${ORIGIN}/images/og/shop.png`,
    )
  })

  it('an unknown product falls back to the page it was opened on, with the shop card', () => {
    const meta = pageMeta(at('/category?id=sparklers&product=999999'), look)
    expect(meta.title).toBe('Sparklers')
    expect(meta.type).toBe('website')
    expect(meta.image).toBe(`${ORIGIN}/images/og/shop.png`)
    expect(meta.canonical).toBe(`${ORIGIN}/category?id=sparklers`)
    // Without a category to name, a product falls back to the quick enquiry list.
    const p = products[0]!
    expect(pageMeta(at(`/lander?product=${p._id}`), { product: () => p }).canonical).toBe(
      `${ORIGIN}/all-products?product=${p._id}`,
    )
  })

  it('an information page takes its title and description from its content', () => {
    const meta = pageMeta(at('/faq'), look)
    expect(meta).toMatchObject({
      title: 'Frequently asked questions',
      type: 'article',
      canonical: `${ORIGIN}/faq`,
    })
    expect(pageMeta(at('/safety-tips'), {}).title).toBe('Safety Tips')
  })

  it('personal pages, forms, the console and unknown paths are not indexed', () => {
    for (const path of [
      '/my-orders',
      '/profile',
      '/checkout-response?id=x',
      '/quick-checkout',
      '/signin',
      '/signup',
      '/transport?id=x',
      '/admin/order',
      '/nowhere',
    ]) {
      expect(pageMeta(at(path), look).noindex, path).toBe(true)
    }
    expect(pageMeta(at('/admin/catalogue'), look).canonical).toBe(`${ORIGIN}/admin`)
    expect(pageMeta(at('/nowhere'), look).title).toBe('Page not found')
  })
})

describe('a shared bill link', () => {
  it('previews as "Enquiry ENQ-…" with no name, phone, address or amount, and is not indexed', async () => {
    const payload = enquiryFor(bigEnoughCart(products))
    const saved = await t.json<{ data: SavedEnquiry }>(
      `${API}/order/save`,
      post(payload, { 'Idempotency-Key': 'meta-test-0001' }),
    )
    expect(saved.status).toBe(201)
    const id = saved.body.data.order_id
    const bill = (await t.json<{ data: OrderRecord }>(`${API}/order/public/print/get/${id}`)).body.data
    const withBill: MetaLookup = {
      ...look,
      orderNumber: (x) => (x === bill._id ? bill.enquiry_number : undefined),
    }

    const meta = pageMeta(at(`/print?id=${id}&utm_source=wa`), withBill)
    expect(meta.title).toBe(`Enquiry ${bill.enquiry_number}`)
    expect(meta.title).toMatch(/^Enquiry ENQ-\d{5}$/)
    expect(meta.noindex).toBe(true)
    expect(meta.canonical).toBe(`${ORIGIN}/print?id=${id}`)
    expect(meta.image).toBe(`${ORIGIN}/images/og/shop.png`)
    const html = headTags(meta)
    for (const secret of [
      bill.customer_name,
      bill.customer_mobile_no,
      bill.address,
      bill.city,
      bill.pin_code,
      String(bill.net_amount),
      bill.net_amount.toLocaleString('en-IN'),
      bill.product_list[0]!.product_name,
    ]) {
      expect(html).not.toContain(secret)
    }
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('an unknown bill id previews as a plain "Enquiry"', () => {
    expect(pageMeta(at('/print?id=AAAAAAAAAAAAAAAAAAAA'), look).title).toBe('Enquiry')
  })
})

describe('head tags', () => {
  it('carry title, description, canonical, Open Graph and Twitter tags with the same words', () => {
    const meta = pageMeta(at('/category?id=sparklers'), look)
    const html = headTags(meta)
    expect(html).toContain(`<title>${documentTitle(meta)}</title>`)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/category?id=sparklers">`)
    expect(tag(html, 'name', 'description')).toBe(meta.description)
    expect(tag(html, 'property', 'og:title')).toBe(meta.title)
    expect(tag(html, 'property', 'og:url')).toBe(meta.canonical)
    expect(tag(html, 'property', 'og:image')).toBe(`${ORIGIN}/images/og/shop.png`)
    expect(tag(html, 'property', 'og:image:width')).toBe('1200')
    expect(tag(html, 'property', 'og:type')).toBe('website')
    expect(tag(html, 'property', 'og:site_name')).toBe('Sivakasi Crackers')
    expect(tag(html, 'property', 'og:locale')).toBe('en_IN')
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(tag(html, 'name', 'twitter:image')).toBe(meta.image)
    expect(html).not.toContain('robots')
  })

  it("without the shop's own address, name no canonical, og:url, hreflang or picture, and keep the words", () => {
    const meta = pageMeta(at('/category?id=sparklers'), look, 'en', null)
    expect([meta.canonical, meta.image, meta.alternates]).toEqual([undefined, undefined, []])
    const html = headTags(meta)
    expect(html).not.toMatch(/canonical|og:url|og:image|twitter:image|hreflang|https?:/)
    expect(tag(html, 'property', 'og:title')).toBe(meta.title)
    expect(tag(html, 'name', 'twitter:card')).toBe('summary')
  })

  it('name the origin given, not the address the page was asked at', () => {
    const meta = pageMeta(new URL('http://evil.example/category?id=sparklers'), look, 'en', ORIGIN)
    expect(meta.canonical).toBe(`${ORIGIN}/category?id=sparklers`)
    expect(headTags(meta)).not.toContain('evil.example')
  })

  it('a product named "><script> cannot break out of the tags', () => {
    const evil = `"><script>alert(1)</script>' & co`
    const p = { ...products[0]!, product_name: evil, per: '<b>box</b>' }
    const meta = pageMeta(at(`/all-products?product=${p._id}&x="><script>`), { ...look, product: () => p })
    const html = headTags(meta)
    expect(html).not.toContain('<script')
    expect(html).not.toContain('"><')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39; &amp; co')
    // Each line is one whole tag.
    for (const line of html.split('\n'))
      expect(line).toMatch(/^<(title|meta|link) [^<>]*>$|^<title>[^<>]*<\/title>$/)
  })
})

describe('the served HTML', () => {
  const template = existsSync('dist/web/index.html')
    ? readFileSync('dist/web/index.html', 'utf8')
    : readFileSync('web/index.html', 'utf8')

  it("gets the page's tags in place of the build's title and description: one of each", () => {
    const meta = pageMeta(at('/category?id=sparklers'), look)
    const html = withHeadTags(template, meta)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    expect(html).toContain(`<title>${documentTitle(meta)}</title>`)
    expect(html).toContain('<meta property="og:title" content="Sparklers">')
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'))
    // The rest of the page is untouched.
    expect(html.slice(html.indexOf('</head>'))).toBe(template.slice(template.indexOf('</head>')))
    // Applied twice (a page prerendered with tags, then served): still one of each.
    const again = withHeadTags(html, pageMeta(at('/faq'), look))
    expect(again.match(/<title>/g)).toHaveLength(1)
    expect(again.match(/property="og:url"/g)).toHaveLength(1)
    expect(again).toContain(`content="${ORIGIN}/faq"`)
  })
})

describe('Tamil pages', () => {
  const TAMIL = /[\u0B80-\u0BFF]/
  const ta = (path: string, lookup: MetaLookup = look) => pageMeta(at(path), lookup)

  it("a Tamil page's preview is in Tamil: its title, description, the shop's name and the picture's words", () => {
    const meta = ta('/ta/order-now?utm_source=whatsapp')
    expect(meta.locale).toBe('ta')
    expect(meta.title).toBe('ஆர்டர் செய்ய')
    expect(meta.description).toMatch(TAMIL)
    expect(meta.description).toContain('குறைந்தபட்ச ஆர்டர் ₹2,500')
    expect(meta.canonical).toBe(`${ORIGIN}/ta/order-now`)
    expect(documentTitle(meta)).toBe('ஆர்டர் செய்ய | சிவகாசி பட்டாசுகள்')
    expect(meta.imageAlt).toMatch(TAMIL)
    const home = ta('/ta')
    expect(home.title).toBe('சிவகாசி பட்டாசுகள்')
    expect(documentTitle(home)).toBe('சிவகாசி பட்டாசுகள்')
    expect(home.canonical).toBe(`${ORIGIN}/ta/lander`)
  })

  it('every page has its own Tamil title, never the English one', () => {
    for (const path of [
      '/lander',
      '/order-now',
      '/all-products',
      '/price-list',
      '/order-tracking',
      '/special-category?id=crackers-for-kids',
      '/category?id=no-such-thing',
      '/print?id=x',
      '/transport?id=x',
      '/checkout-response',
      '/quick-checkout',
      '/signin',
      '/signup',
      '/choose-password',
      '/my-orders',
      '/profile',
      '/safety-tips',
      '/nowhere',
    ]) {
      const tamil = ta(`/ta${path}`, { settings: look.settings })
      const english = pageMeta(at(path), { settings: look.settings })
      expect(tamil.title, path).toMatch(TAMIL)
      expect(tamil.title, path).not.toBe(english.title)
      expect(tamil.description, path).toMatch(TAMIL)
    }
  })

  it("a category's Tamil page is titled by its Tamil name, or its English name when it has none", () => {
    const sparklers = categories.find((c) => c.slug === 'sparklers')!
    expect(sparklers.tamil_name).toMatch(TAMIL)
    const meta = ta(`/ta/category?id=${sparklers._id}&sort=price`)
    expect(meta.title).toBe(sparklers.tamil_name)
    expect(meta.description).toContain(sparklers.tamil_name)
    expect(meta.canonical).toBe(`${ORIGIN}/ta/category?id=sparklers`)
    const unnamed: MetaLookup = {
      category: () => ({ _id: '1', category_name: 'Rockets', tamil_name: '', slug: 'rockets' }),
    }
    expect(ta('/ta/category?id=rockets', unnamed).title).toBe('Rockets')
  })

  it("a product's Tamil preview leads with its Tamil name, then the English one, at its Tamil address", () => {
    const p = products.find((x) => x.tamil_name && x.photo_path?.endsWith('.svg'))!
    const meta = ta(`/ta/all-products?product=${p._id}`)
    expect(meta.title).toBe(`${p.tamil_name} – ${p.product_name}`)
    expect(meta.imageAlt).toBe(meta.title)
    const own = categories.find((c) => c._id === p.category_id)!
    expect(meta.description).toContain(own.tamil_name)
    expect(meta.description).toContain(p.per)
    expect(meta.canonical).toBe(`${ORIGIN}/ta/category?id=${own.slug}&product=${p._id}`)
    // The English preview of the same product names it in English only.
    expect(pageMeta(at(`/all-products?product=${p._id}`), look).title).toBe(p.product_name)
  })

  it('a special category and an information page without Tamil content still get Tamil titles', () => {
    expect(ta('/ta/special-category?id=gift-boxes').title).toBe('பரிசுப் பெட்டிகள்')
    expect(ta('/ta/safety-tips', {}).title).toBe('பாதுகாப்புக் குறிப்புகள்')
  })

  it('inside the app, where the address has no /ta, the named language gives the same words', () => {
    const inApp = pageMeta(at('/price-list'), look, 'ta')
    expect(inApp).toEqual(ta('/ta/price-list'))
  })

  it('head tags name both languages: hreflang alternates, og:locale ta_IN and the Tamil shop name', () => {
    const meta = ta('/ta/price-list')
    const html = headTags(meta)
    expect(html).toContain(`<link rel="alternate" hreflang="en-IN" href="${ORIGIN}/price-list">`)
    expect(html).toContain(`<link rel="alternate" hreflang="ta-IN" href="${ORIGIN}/ta/price-list">`)
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/price-list">`)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/ta/price-list">`)
    expect(tag(html, 'property', 'og:locale')).toBe('ta_IN')
    expect(tag(html, 'property', 'og:locale:alternate')).toBe('en_IN')
    expect(tag(html, 'property', 'og:site_name')).toBe('சிவகாசி பட்டாசுகள்')
    expect(tag(html, 'property', 'og:title')).toBe(`விலைப்பட்டியல் · ${publicDefaultSettings.season_name_ta}`)
    expect(html).toContain(
      `<title>விலைப்பட்டியல் · ${publicDefaultSettings.season_name_ta} | சிவகாசி பட்டாசுகள்</title>`,
    )
    // A personal page names no twin.
    expect(headTags(ta('/ta/my-orders'))).not.toContain('hreflang')
  })

  it('the served HTML of a Tamil page says <html lang="ta-IN">', () => {
    const template = readFileSync('web/index.html', 'utf8')
    const html = withHeadTags(template, ta('/ta/price-list'))
    expect(html).toMatch(/<html lang="ta-IN">/)
    expect(html.match(/<html\b/g)).toHaveLength(1)
    expect(withHeadTags(template, pageMeta(at('/price-list'), look))).toMatch(/<html lang="en-IN">/)
  })

  it('a shared Tamil bill link names the enquiry in Tamil and nothing of the buyer', () => {
    const meta = ta('/ta/print?id=abc', { orderNumber: (x) => (x === 'abc' ? 'ENQ-00042' : undefined) })
    expect(meta.title).toBe('விசாரணை ENQ-00042')
    expect(meta.noindex).toBe(true)
    expect(meta.canonical).toBe(`${ORIGIN}/ta/print?id=abc`)
    expect(ta('/ta/transport?id=zzz').title).toBe('விசாரணை: லாரி ரசீது (LR)')
  })
})
