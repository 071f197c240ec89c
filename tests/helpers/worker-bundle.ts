// Test-only: the production worker bundle, built once per test run by `wrangler deploy --dry-run`,
// and a way to start it in workerd (Miniflare) against a libSQL engine reached over HTTP.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { type Request as MfRequest, type Response as MfResponse, Miniflare } from 'miniflare'
import { TEST_SECRETS } from './test-app'

export const WORKER_BUNDLE_DIR = resolve('.wrangler/test-bundle')

// Called from the worker project's global setup, so every workerd test file shares one build.
export const buildWorkerBundle = (outDir = WORKER_BUNDLE_DIR): string => {
  // A production build: under vitest NODE_ENV is 'test', which gives the server render React's
  // development JSX and a bundle that fails to start in workerd.
  if (!existsSync('dist/ssr/entry-server.js'))
    execFileSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
  // --env="": the top-level Worker, named, so wrangler does not warn that several are defined.
  execFileSync('npx', ['wrangler', 'deploy', '--env=', '--dry-run', '--outdir', outDir], {
    stdio: 'pipe',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  })
  return outDir
}

// The price list PDF's own Worker (wrangler.pdf.toml), built by a test that needs it: its module and
// the four faces as Data modules, named as the dry run wrote them.
export const PDF_BUNDLE_DIR = resolve('.wrangler/test-pdf-bundle')
export const buildPdfBundle = (outDir = PDF_BUNDLE_DIR): string => {
  execFileSync('npx', ['wrangler', 'deploy', '-c', 'wrangler.pdf.toml', '--dry-run', '--outdir', outDir], {
    stdio: 'pipe',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
  })
  return outDir
}

const pdfWorker = (dir: string) => ({
  name: 'sivakasi-storefront-pdf',
  modulesRoot: dir,
  // The entry first: workerd takes the first module as the main one.
  modules: ['pdf-entry.js', ...readdirSync(dir).filter((f) => f.endsWith('.woff'))].map((f) => ({
    type: f.endsWith('.js') ? ('ESModule' as const) : ('Data' as const),
    path: join(dir, f),
  })),
  compatibilityDate: '2026-07-01',
  compatibilityFlags: ['nodejs_compat'],
})

export const bundleModules = (dir = WORKER_BUNDLE_DIR) => readdirSync(dir).filter((f) => f.endsWith('.js'))

export const bundleCode = (dir = WORKER_BUNDLE_DIR) =>
  bundleModules(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n')

export interface WorkerOptions {
  libsqlUrl: string
  bindings?: Record<string, string>
  dir?: string
  // A folder for the edge cache (Cache API), so two workers can stand for two isolates of one PoP.
  cachePersist?: string
  // Serve the web build in front of the worker as the Workers static-assets layer does in
  // production (wrangler.toml [assets]): pages and files from dist/web, /api/* to the worker.
  assets?: boolean
  // Drop the worker's own log lines (one per request): a load run would print thousands. Its
  // error output still goes to stderr, or line by line to the function given.
  quiet?: boolean | ((stderrLine: string) => void)
  // Answers the worker's outbound fetches (a stand-in push service); left out, they go out as usual.
  outbound?: (request: MfRequest) => Promise<MfResponse>
  // Binds WRITE_LIMITER (wrangler.toml [[ratelimits]]) with this many writes a minute per client;
  // left out, the worker runs without the flood limit, as under `wrangler dev` with none bound.
  writeLimit?: number
  // The price list PDF's Worker (buildPdfBundle's folder), bound as PRICE_LIST_PDF as wrangler.toml
  // binds it; left out, the binding is missing and /price-list.pdf answers 503.
  pdfDir?: string
}

// wrangler.toml [assets] run_worker_first.
const RUN_WORKER_FIRST = ['/api/*', '/sitemap.xml', '/robots.txt', '/price-list.pdf', '/ta/price-list.pdf']

export const startWorker = async ({
  libsqlUrl,
  bindings = {},
  dir = WORKER_BUNDLE_DIR,
  cachePersist,
  assets = false,
  quiet = false,
  outbound,
  writeLimit,
  pdfDir,
}: WorkerOptions) => {
  const main = {
    modulesRoot: dir,
    modules: bundleModules(dir).map((f) => ({ type: 'ESModule' as const, path: join(dir, f) })),
    compatibilityDate: '2026-07-01',
    compatibilityFlags: ['nodejs_compat'],
    bindings: {
      LIBSQL_URL: libsqlUrl,
      JWT_SECRET: TEST_SECRETS.jwtSecret,
      PASSWORD_PEPPER: TEST_SECRETS.passwordPepper,
      ...bindings,
    },
    r2Buckets: ['PHOTOS'],
    ...(writeLimit
      ? { ratelimits: { WRITE_LIMITER: { namespace_id: '1', simple: { limit: writeLimit, period: 60 } } } }
      : {}),
    ...(outbound ? { outboundService: outbound } : {}),
    // The assets binding is always there, as in production: the page render reads the information
    // pages and stylesheets through it. Without `assets`, every request still goes to the worker.
    assets: {
      directory: resolve('dist/web'),
      binding: 'ASSETS',
      routerConfig: assets
        ? { has_user_worker: true, static_routing: { user_worker: RUN_WORKER_FIRST } }
        : { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      assetConfig: { not_found_handling: 'none' as const },
    },
  }
  const shared = {
    ...(cachePersist ? { cachePersist } : {}),
    ...(quiet
      ? {
          handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
            stdout.resume()
            if (typeof quiet === 'function') createInterface({ input: stderr }).on('line', quiet)
            else stderr.pipe(process.stderr)
          },
        }
      : {}),
  }
  // With the PDF Worker, two workers in one workerd: requests go to the first, the shop's.
  const mf = new Miniflare(
    pdfDir
      ? {
          ...shared,
          workers: [
            {
              name: 'sivakasi-storefront',
              ...main,
              serviceBindings: {
                PRICE_LIST_PDF: { name: 'sivakasi-storefront-pdf', entrypoint: 'PriceListPdf' },
              },
            },
            pdfWorker(pdfDir),
          ],
        }
      : { ...shared, ...main },
  )
  await mf.ready
  return mf
}
