// Runs after `vite build`: draws the demo catalogue's product pictures into the web build (so
// nothing is fetched from the internet), writes the `_headers` file with which Workers static
// assets send the same security headers the API sends, and brotli/gzip copies for the Node server.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { firstLoadMisses, readBudgets } from '../web/build/budgets'
import { PUBLIC_PAGE_MODULES, routeWeights } from '../web/build/bundle-report'
import { buildBuyerServiceWorker } from '../web/build/buyer-sw'
import { buildConsoleServiceWorker } from '../web/build/console-sw'
import { tamilFontHref } from '../web/build/font-preload'
import { precompress } from '../web/build/precompress'
import { writeWebManifests } from '../web/build/web-manifest'
import { productArtSvg } from '../worker/db/seed/product-art'
import { productArtPath } from '../worker/db/seed/seed'
import { catalogue } from '../worker/db/seed/seed-data'
import { cspHeaderValue } from '../worker/security'
import { writePreviewCards } from './og-images'

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

// Link previews need raster pictures: a PNG card per product picture and one for the shop.
const previews = await writePreviewCards(outDir)

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

// The pages are drawn by the server's render (dist/ssr), which holds the HTML shell: a copy left
// among the static files would be served as an empty page in their place.
await rm(join(outDir, 'index.html'))
if (!tamilFontHref(join(outDir, 'assets')))
  throw new Error('The Tamil font is missing from the build: the catalogue pages cannot preload it')

// What a first visit to each public page downloads; budgets.json holds their budgets, which the
// unit tests enforce on this report.
const manifestPath = join(outDir, '.vite/manifest.json')
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'))
const weights = routeWeights(outDir, manifest, PUBLIC_PAGE_MODULES)
await writeFile(join(outDir, '../bundle-report.json'), JSON.stringify(weights, null, 2))

// The installable shop: its manifests and icons, then the service worker that keeps it offline
// (built from this build's file list, before the list is removed).
writeWebManifests(outDir)
const worker = await buildBuyerServiceWorker(outDir, manifest)
await writeFile(
  join(outDir, '../service-worker-report.json'),
  JSON.stringify({ ...worker, assets: worker.assets.length }, null, 2),
)
console.log(
  `Service worker ${worker.version}: sw.js ${(worker.workerBytes / 1024).toFixed(1)} KB, keeps ${worker.assets.length + worker.staticFiles.length} files offline (${(worker.precacheBytes / 1024).toFixed(0)} KB)`,
)
// The seller's console keeps its own page, code and last inbox (scope /admin).
const consoleWorker = await buildConsoleServiceWorker(outDir, manifest)
console.log(
  `Console service worker ${consoleWorker.version}: keeps ${consoleWorker.files} files offline (${(consoleWorker.precacheBytes / 1024).toFixed(0)} KB)`,
)
await rm(join(outDir, '.vite'), { recursive: true, force: true })
for (const w of weights) {
  console.log(
    `First load of ${w.route.padEnd(18)} JS ${(w.jsGzip / 1024).toFixed(1)} KB gzip, CSS ${(w.cssGzip / 1024).toFixed(1)} KB gzip`,
  )
}

// The unit tests fail on these; the build only says so, so a build made to measure still finishes.
for (const miss of firstLoadMisses(weights, readBudgets())) console.warn(`Budget: ${miss}`)

const packed = precompress(outDir, `${outDir.replace(/[\\/]+$/, '')}-compressed`)
console.log(
  `Precompressed ${packed.files} files: ${(packed.raw / 1024).toFixed(0)} KB -> brotli ${(packed.brotli / 1024).toFixed(0)} KB, gzip ${(packed.gzip / 1024).toFixed(0)} KB`,
)

console.log(
  `Post-build: ${count} product pictures, ${previews} PNG preview cards, _headers for static assets, in ${outDir}`,
)
