// What a first visit downloads: the entry's JavaScript and CSS plus a route's chunk and everything
// it imports statically, gzipped, from Vite's build manifest.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

// Every public page and the route module its first visit loads (web/src/app/router.tsx): each has
// a first-load budget in budgets.json (web/build/budgets.ts).
export const PUBLIC_PAGE_MODULES: Record<string, string> = {
  '/lander': 'src/app/routes/lander.tsx',
  '/order-now': 'src/app/routes/order-now.tsx',
  '/price-list': 'src/app/routes/price-list.tsx',
  '/all-products': 'src/app/routes/all-products.tsx',
  '/category': 'src/app/routes/category.tsx',
  '/special-category': 'src/app/routes/special-category.tsx',
  '/quick-checkout': 'src/app/routes/quick-checkout.tsx',
  '/checkout-response': 'src/app/routes/checkout-response.tsx',
  '/faq': 'src/app/routes/info-page.tsx',
  '/signin': 'src/app/routes/signin.tsx',
  '/signup': 'src/app/routes/signup.tsx',
  '/choose-password': 'src/app/routes/choose-password.tsx',
  '/profile': 'src/app/routes/profile.tsx',
  '/my-orders': 'src/app/routes/my-orders.tsx',
  '/order-tracking': 'src/app/routes/order-tracking.tsx',
  '/quote': 'src/app/routes/quote.tsx',
  '/print': 'src/app/routes/print.tsx',
  '/invoice': 'src/app/routes/invoice.tsx',
  '/transport': 'src/app/routes/transport.tsx',
  '/not-found': 'src/app/routes/not-found.tsx',
}

export interface RouteWeight {
  route: string
  jsGzip: number
  cssGzip: number
  files: string[]
  // Each JavaScript file's gzipped size, largest first: where the first load's bytes go.
  jsFiles: { file: string; gzip: number }[]
}

// Each file is weighed with the content hashes in the names it imports written as eight zeros: a
// hash is random to gzip, so a one-line change anywhere renamed a dozen chunks and moved the first
// load by tens of bytes either way. The real download is a few dozen bytes more than this figure.
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.(js|css)\b/g
export const weighable = (text: string) => text.replace(HASHED_NAME, '-00000000.$1')
const gz = (dir: string, file: string) =>
  gzipSync(weighable(readFileSync(join(dir, file), 'utf8')), { level: 9 }).byteLength

const closure = (manifest: Manifest, keys: string[]) => {
  const seen = new Set<string>()
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return
    seen.add(k)
    for (const i of manifest[k].imports ?? []) visit(i)
  }
  for (const k of keys) visit(k)
  return [...seen].map((k) => manifest[k]!)
}

export const routeWeights = (
  outDir: string,
  manifest: Manifest,
  routeModules: Record<string, string>,
): RouteWeight[] => {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!
  return Object.entries(routeModules).map(([route, src]) => {
    const chunks = closure(manifest, [entry, src])
    const js = [...new Set(chunks.map((c) => c.file))]
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))]
    const jsFiles = js.map((file) => ({ file, gzip: gz(outDir, file) })).sort((a, b) => b.gzip - a.gzip)
    return {
      route,
      jsGzip: jsFiles.reduce((s, f) => s + f.gzip, 0),
      cssGzip: css.reduce((s, f) => s + gz(outDir, f), 0),
      files: [...js, ...css],
      jsFiles,
    }
  })
}
