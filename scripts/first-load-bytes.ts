// What a phone downloads on a first visit to a page of a running server (default `npm start`'s
// http://127.0.0.1:8787): every response Chromium receives, by type, as bytes over the wire.
// Usage: tsx scripts/first-load-bytes.ts [base URL] [path ...]
import { chromium } from '@playwright/test'
import { findChromium } from './chromium-path'

const base = process.argv[2] ?? 'http://127.0.0.1:8787'
const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/lander', '/order-now']
const choice = findChromium(process.env.CHROMIUM_PATH || undefined)
const browser = await chromium.launch(choice.source === 'playwright' ? {} : { executablePath: choice.path })
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const seen: Promise<{ url: string; type: string; bytes: number; encoding: string }>[] = []
  page.on('requestfinished', (request) => {
    seen.push(
      (async () => {
        const response = await request.response()
        const sizes = await request.sizes()
        return {
          url: request.url().replace(base, ''),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        }
      })(),
    )
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  const rows = await Promise.all(seen)
  const byType = new Map<string, number>()
  for (const r of rows) byType.set(r.type, (byType.get(r.type) ?? 0) + r.bytes)
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const sum = (types: string[]) => rows.filter((r) => types.includes(r.type)).reduce((s, r) => s + r.bytes, 0)
  console.log(`\n${path}: ${rows.length} requests`)
  for (const r of rows)
    console.log(`  ${r.type.padEnd(10)} ${kb(r.bytes).padStart(10)}  ${r.encoding.padEnd(8)} ${r.url}`)
  console.log(`  HTML+JS+CSS+fonts: ${kb(sum(['document', 'script', 'stylesheet', 'font']))}`)
  console.log(`  by type: ${[...byType].map(([t, n]) => `${t} ${kb(n)}`).join(', ')}`)
  await context.close()
}
await browser.close()
