import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buyerAssets } from '../../web/build/buyer-sw'
import { webManifest } from '../../web/build/web-manifest'
import {
  activation,
  assetsToKeep,
  handlingOf,
  isCachedPage,
  type RequestFacts,
  shellOf,
  shellPageFor,
} from '../../web/sw/sw-rules'

const ORIGIN = 'https://shop.example'
const STATIC = new Set(['/manifest.webmanifest', '/icons/icon-192.png'])
const get = (path: string, extra: Partial<RequestFacts> = {}) =>
  handlingOf(
    { method: 'GET', url: `${ORIGIN}${path}`, mode: 'cors', signedIn: false, ...extra },
    ORIGIN,
    STATIC,
  )
const visit = (path: string) => get(path, { mode: 'navigate' })

describe("the buyer's service worker never keeps what is personal", () => {
  it('writes go to the network: an enquiry, a payment, a sign-in', () => {
    for (const path of ['/api/website-management/order/save', '/api/website-management/users/login'])
      expect(get(path, { method: 'POST' })).toBe('network')
  })

  it('a read carrying a session (x-auth-token) goes to the network, even of the catalogue', () => {
    expect(get('/api/website-management/product/quickorder', { signedIn: true })).toBe('network')
    expect(visit('/order-now')).toBe('page')
    expect(get('/order-now', { mode: 'navigate', signedIn: true })).toBe('network')
  })

  it("the price list PDF, opened from a shared link, is always the server's answer", () => {
    for (const path of ['/price-list.pdf', '/ta/price-list.pdf']) {
      expect(visit(path)).toBe('network')
      expect(get(path)).toBe('network')
    }
  })

  it("a read the page wants from today's shop only (cache: no-store, order again) is never answered from a kept copy", () => {
    expect(get('/api/website-management/product/quickorder', { noStore: true })).toBe('network')
  })

  it('bills, quotes, tracking, orders and the console API are never stored', () => {
    for (const path of [
      '/api/website-management/order/public/print/get/abc',
      '/api/website-management/order/public/get/abc',
      '/api/website-management/quote/get',
      '/api/website-management/invoice/get/abc',
      '/api/website-management/order/search',
      '/api/website-management/admin/orders',
    ])
      expect(get(path)).toBe('network')
    for (const path of [
      '/print',
      '/invoice',
      '/quote',
      '/checkout-response',
      '/order-tracking',
      '/my-orders',
      '/profile',
      '/ta/quote',
    ])
      expect(isCachedPage(path)).toBe(false)
  })

  it("leaves the seller's console to the network (and to its own worker)", () => {
    expect(visit('/admin')).toBe('network')
    expect(visit('/admin/order')).toBe('network')
    expect(visit('/ta/admin')).toBe('network')
  })

  it('another origin is never answered', () => {
    expect(
      handlingOf(
        { method: 'GET', url: 'https://other.example/assets/x-12345678.js', mode: 'cors', signedIn: false },
        ORIGIN,
        STATIC,
      ),
    ).toBe('network')
  })
})

describe("what the buyer's service worker keeps", () => {
  it('the catalogue reads, hashed files, pictures and the app files', () => {
    const kept = {
      '/api/website-management/product/quickorder': 'api-read',
      '/api/website-management/product/category/get': 'api-read',
      '/api/website-management/settings/public': 'api-read',
      '/api/website-management/settings/admin': 'network',
      '/assets/vendor-BEpQNnCc.js': 'asset',
      '/images/products/c1.svg': 'image',
      '/manifest.webmanifest': 'static',
    }
    for (const [path, handling] of Object.entries(kept)) expect(get(path), path).toBe(handling)
  })

  it('the catalogue, checkout and information pages in both languages once visited', () => {
    for (const path of [
      '/lander',
      '/order-now',
      '/category',
      '/price-list',
      '/quick-checkout',
      '/faq',
      '/ta/faq',
      '/ta/order-now',
    ])
      expect(isCachedPage(path)).toBe(true)
  })

  it('opens an unvisited page offline in the shell of its language', () => {
    expect(shellPageFor('/order-now')).toBe('/lander')
    expect(shellPageFor('/ta/order-now')).toBe('/ta/lander')
    expect(shellPageFor('/ta')).toBe('/ta/lander')
  })

  it('the shell is the lander without the page it drew and its state, so the app draws the asked page', () => {
    const html =
      '<html><head><title>x</title></head><body><div id="root"><main><h1>Lander</h1><div>x</div></main></div>' +
      '<script type="application/json" id="page-state">{"router":{}}</script>' +
      '<script type="application/json" id="page-chunks">["/assets/a.js"]</script></body></html>'
    const shell = shellOf(html)
    expect(shell).toContain('<div id="root"></div><script type="application/json" id="page-chunks">')
    expect(shell).not.toContain('Lander')
    expect(shell).not.toContain('page-state')
  })

  it('after an update keeps the new files and the previous version’s, for pages still running it', () => {
    const keep = assetsToKeep(['/assets/a-2.js', '/assets/v-1.js'], ['/assets/a-1.js', '/assets/v-1.js'])
    expect([...keep].sort()).toEqual(['/assets/a-1.js', '/assets/a-2.js', '/assets/v-1.js'])
    expect(assetsToKeep(['/assets/a-2.js'], undefined).has('/assets/a-1.js')).toBe(false)
  })
})

describe('a new version of the worker taking over', () => {
  it('on first install keeps its files and the visited pages', () => {
    const first = activation(undefined, ['/assets/a-1.js'])
    expect([...first.keep]).toEqual(['/assets/a-1.js'])
    expect(first.meta).toEqual({ current: ['/assets/a-1.js'] })
    expect(first.dropPages).toBe(false)
  })

  it('after a deploy keeps the previous files for pages still open, drops the older ones and the old pages', () => {
    const second = activation({ current: ['/assets/a-1.js'] }, ['/assets/a-2.js'])
    expect([...second.keep].sort()).toEqual(['/assets/a-1.js', '/assets/a-2.js'])
    expect(second.dropPages).toBe(true)
    const third = activation(second.meta, ['/assets/a-3.js'])
    expect([...third.keep].sort()).toEqual(['/assets/a-2.js', '/assets/a-3.js'])
    expect(third.meta).toEqual({ current: ['/assets/a-3.js'], previous: ['/assets/a-2.js'] })
  })

  it('the same files again (a worker restart, a new manifest only) changes nothing', () => {
    const again = activation({ current: ['/assets/a-2.js'], previous: ['/assets/a-1.js'] }, [
      '/assets/a-2.js',
    ])
    expect([...again.keep].sort()).toEqual(['/assets/a-1.js', '/assets/a-2.js'])
    expect(again.dropPages).toBe(false)
  })
})

describe('the offline file list of a build', () => {
  it("holds every buyer chunk, their CSS and the fonts, and none of the seller's console", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'noto-sans-tamil-400-abcdefgh.woff2'), '')
    const manifest = {
      'src/main.tsx': {
        file: 'assets/main-1.js',
        isEntry: true,
        dynamicImports: ['src/start.tsx'],
        css: ['assets/index-1.css'],
      },
      'src/start.tsx': {
        file: 'assets/start-1.js',
        imports: ['_vendor'],
        dynamicImports: ['src/app/routes/lander.tsx', 'src/app/routes/admin-console.tsx'],
      },
      _vendor: { file: 'assets/vendor-1.js' },
      'src/app/routes/lander.tsx': {
        file: 'assets/lander-1.js',
        imports: ['_vendor'],
        css: ['assets/lander-1.css'],
      },
      'src/app/routes/admin-console.tsx': { file: 'assets/admin-console-1.js', imports: ['_admin'] },
      _admin: { file: 'assets/admin-1.js', css: ['assets/admin-1.css'] },
    }
    expect(buyerAssets(dir, manifest)).toEqual([
      '/assets/index-1.css',
      '/assets/lander-1.css',
      '/assets/lander-1.js',
      '/assets/main-1.js',
      '/assets/noto-sans-tamil-400-abcdefgh.woff2',
      '/assets/start-1.js',
      '/assets/vendor-1.js',
    ])
  })
})

describe('the web manifest', () => {
  it('installs the shop standalone at /lander, in Tamil under its Tamil name from a Tamil page', () => {
    const en = webManifest('en')
    expect(en).toMatchObject({
      start_url: '/lander',
      display: 'standalone',
      scope: '/',
      theme_color: '#8c1c3a',
    })
    expect(en.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(en.icons.some((i) => i.purpose === 'maskable')).toBe(true)
    const ta = webManifest('ta')
    expect(ta.start_url).toBe('/ta/lander')
    expect(ta.short_name).toMatch(/[\u0B80-\u0BFF]/)
    expect(ta.lang).toBe('ta-IN')
  })
})
