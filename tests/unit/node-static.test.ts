import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../web/build/precompress'
import { isHashedAsset, staticFiles } from '../../worker/platform/node-static'
import { chooseEncoding } from '../../worker/platform/node-static-encoding'

const BROWSER = 'gzip, deflate, br, zstd'
// Text that compresses the way a real bundle does (repetitive, but not one repeated byte).
const script = Array.from(
  { length: 400 },
  (_, i) => `export const item${i} = { id: ${i}, name: "item ${i}" };`,
).join('\n')
const page = `<!doctype html><html><head><title>Shop</title></head><body>${'<p>Sivakasi crackers</p>'.repeat(80)}</body></html>`

let dir: string
let root: string
let serve: ReturnType<typeof staticFiles>
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  serve(new Request(`http://shop.test${path}`, { method, headers }))
const bytes = async (res: Response | null) => Buffer.from(await res!.arrayBuffer())

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'node-static-'))
  root = join(dir, 'web')
  mkdirSync(join(root, 'assets'), { recursive: true })
  mkdirSync(join(root, 'images/products'), { recursive: true })
  writeFileSync(join(root, 'index.html'), page)
  writeFileSync(join(root, 'faq.html'), page.replace('Shop', 'FAQ'))
  writeFileSync(join(root, 'assets/index-B8RALp8H.js'), script)
  writeFileSync(join(root, 'assets/noto-sans-tamil-cIr4vgaa.woff2'), Buffer.alloc(4096, 7))
  writeFileSync(
    join(root, 'images/products/sp01.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  )
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n')
  writeFileSync(join(dir, 'secret.txt'), 'JWT_SECRET=do-not-serve')
  writeFileSync(join(dir, 'secret.txt.br'), 'JWT_SECRET=do-not-serve')
  precompress(root, join(dir, 'web-compressed'))
  serve = staticFiles(root)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('precompressed static files on the Node server', () => {
  it('writes brotli and gzip copies of text files beside the build, not inside it', () => {
    expect(existsSync(join(dir, 'web-compressed/assets/index-B8RALp8H.js.br'))).toBe(true)
    expect(existsSync(join(dir, 'web-compressed/assets/index-B8RALp8H.js.gz'))).toBe(true)
    expect(existsSync(join(dir, 'web-compressed/index.html.br'))).toBe(true)
    // Fonts are compressed already, and tiny files are not worth it.
    expect(existsSync(join(dir, 'web-compressed/assets/noto-sans-tamil-cIr4vgaa.woff2.br'))).toBe(false)
    expect(existsSync(join(dir, 'web-compressed/favicon.svg.br'))).toBe(false)
    expect(readdirSync(join(root, 'assets')).some((f) => f.endsWith('.br') || f.endsWith('.gz'))).toBe(false)
  })

  it("answers a browser's Accept-Encoding with brotli that decodes to the same bytes", async () => {
    const res = await get('/assets/index-B8RALp8H.js', { 'Accept-Encoding': BROWSER })
    expect(res!.status).toBe(200)
    expect(res!.headers.get('Content-Encoding')).toBe('br')
    expect(res!.headers.get('Vary')).toBe('Accept-Encoding')
    expect(res!.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    const body = await bytes(res)
    expect(Number(res!.headers.get('Content-Length'))).toBe(body.byteLength)
    expect(body.byteLength).toBeLessThan(script.length / 3)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('sends gzip when brotli is refused, and the plain file when nothing is accepted', async () => {
    const gz = await get('/assets/index-B8RALp8H.js', { 'Accept-Encoding': 'gzip, br;q=0' })
    expect(gz!.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script)

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/index-B8RALp8H.js', accept ? { 'Accept-Encoding': accept } : {})
      expect(plain!.headers.get('Content-Encoding')).toBeNull()
      expect(plain!.headers.get('Vary')).toBe('Accept-Encoding')
      expect((await bytes(plain)).toString()).toBe(script)
    }
  })

  it('keeps hashed assets for a year and makes pages, pictures and deep links revalidate', async () => {
    const asset = await get('/assets/index-B8RALp8H.js', { 'Accept-Encoding': BROWSER })
    expect(asset!.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const font = await get('/assets/noto-sans-tamil-cIr4vgaa.woff2', { 'Accept-Encoding': BROWSER })
    expect(font!.headers.get('Cache-Control')).toContain('immutable')
    expect(font!.headers.get('Content-Encoding')).toBeNull()
    expect(font!.headers.get('Content-Type')).toBe('font/woff2')
    for (const path of ['/faq', '/images/products/sp01.svg', '/favicon.svg']) {
      const res = await get(path, { 'Accept-Encoding': BROWSER })
      expect(res!.status, path).toBe(200)
      expect(res!.headers.get('Cache-Control'), path).toBe('no-cache')
      expect(res!.headers.get('ETag'), path).toBeTruthy()
    }
    expect(isHashedAsset('/images/products/sp01.svg')).toBe(false)
    expect(isHashedAsset('/assets/index-B8RALp8H.js')).toBe(true)
  })

  it('leaves page paths to the app, which draws them, and serves a page written as a file', async () => {
    for (const path of ['/', '/lander', '/category', '/order-now/'])
      expect(await get(path, { 'Accept-Encoding': BROWSER }), path).toBeNull()
    const faq = await get('/faq', { 'Accept-Encoding': 'gzip' })
    expect(faq!.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(gunzipSync(await bytes(faq)).toString()).toContain('<title>FAQ</title>')
    // A missing file with an extension is a 404, not the app page.
    expect(await get('/assets/missing-AAAAAAAA.js')).toBeNull()
  })

  it('answers HEAD with the headers and no body, and If-None-Match with 304', async () => {
    const head = await get('/assets/index-B8RALp8H.js', { 'Accept-Encoding': BROWSER }, 'HEAD')
    expect(head!.status).toBe(200)
    expect(head!.headers.get('Content-Encoding')).toBe('br')
    expect(Number(head!.headers.get('Content-Length'))).toBeGreaterThan(0)
    expect((await bytes(head)).byteLength).toBe(0)

    const first = await get('/faq', { 'Accept-Encoding': BROWSER })
    const etag = first!.headers.get('ETag')!
    const again = await get('/faq', { 'Accept-Encoding': BROWSER, 'If-None-Match': etag })
    expect(again!.status).toBe(304)
    expect((await bytes(again)).byteLength).toBe(0)
    // The gzip copy is other bytes: a brotli tag does not validate it.
    const other = await get('/faq', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })
    expect(other!.status).toBe(200)
  })

  it('refuses paths that climb out of the build or reach its hidden and instruction files', async () => {
    for (const path of [
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets%00.js',
      '/%E0%A4%A',
      '/.vite/manifest.json',
      '/_headers',
    ]) {
      const res = await get(path, { 'Accept-Encoding': BROWSER })
      if (res) {
        // Anything answered is the app page, never the file asked for.
        expect(res.headers.get('Content-Type'), path).toMatch(/^text\/html/)
        expect((await bytes(res)).toString(), path).not.toContain('JWT_SECRET')
      }
    }
    expect(await get('/_headers')).toBeNull()
  })
})

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers brotli, then gzip, and honours q-values and refusals', () => {
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('*, br;q=0', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBeNull()
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeNull()
    expect(chooseEncoding('br', [])).toBeNull()
  })
})

// `npm test` builds before it tests; this checks the build the server really sends.
describe('the real web build', () => {
  const built = 'dist/web'
  // `npm test` builds before it tests.
  it('sends the largest script brotli-compressed to a third of its size or less', async () => {
    const scripts = readdirSync(join(built, 'assets')).filter((f) => f.endsWith('.js'))
    const size = (f: string) => readFileSync(join(built, 'assets', f)).byteLength
    const main = scripts.sort((a, b) => size(b) - size(a))[0]!
    const res = await staticFiles(built)(
      new Request(`http://shop.test/assets/${main}`, { headers: { 'Accept-Encoding': BROWSER } }),
    )
    const original = readFileSync(join(built, 'assets', main))
    const body = await bytes(res)
    expect(res!.headers.get('Content-Encoding')).toBe('br')
    expect(body.byteLength).toBeLessThan(original.byteLength / 3)
    expect(brotliDecompressSync(body).equals(original)).toBe(true)
  })
})
