// Runs after `vite build`: draws the demo catalogue's product pictures into the web build (so
// nothing is fetched from the internet) and writes the `_headers` file with which Workers static
// assets send the same security headers the API sends.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { catalogue } from '../worker/db/seed/catalogue-data'
import { productArtSvg } from '../worker/db/seed/product-art'
import { productArtPath } from '../worker/db/seed/seed'
import { cspHeaderValue } from '../worker/security'

const outDir = process.argv[2] ?? 'dist/web'
let count = 0
await mkdir(join(outDir, 'images/products'), { recursive: true })
for (const category of catalogue) {
  for (const p of category.products) {
    for (let variant = 0; variant <= Math.min(p.extraImages ?? 0, 3); variant++) {
      const svg = productArtSvg({
        code: p.code,
        name: p.name,
        art: p.art,
        categoryName: category.name,
        variant,
      })
      await writeFile(join(outDir, productArtPath(p.code, variant)), svg)
      count++
    }
  }
}

const headers = [
  '/*',
  `  Content-Security-Policy: ${cspHeaderValue()}`,
  '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
  '  X-Content-Type-Options: nosniff',
  '  X-Frame-Options: DENY',
  '  Referrer-Policy: strict-origin-when-cross-origin',
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '',
].join('\n')
await writeFile(join(outDir, '_headers'), headers)
console.log(`Post-build: ${count} product pictures, _headers for static assets, in ${outDir}`)
