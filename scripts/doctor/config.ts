// The Worker's configuration, read by wrangler itself (the same merging of [env.preview] over the
// top level that `wrangler deploy` does), and the checks that need only it.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type Check, type DoctorContext, fail, ok } from './report'

export interface WorkerConfig {
  name: string
  accountId: string | undefined
  vars: Record<string, string>
  bucket: string | undefined
  workersDev: boolean
  // The Worker the PRICE_LIST_PDF service binding names (wrangler.pdf.toml's), if bound.
  pdfService: string | undefined
}

export const PHOTOS_BINDING = 'PHOTOS'
export const PDF_BINDING = 'PRICE_LIST_PDF'

// Wrangler's bundle is large: it loads only when the doctor runs.
export const readWorkerConfig = async (ctx: DoctorContext): Promise<WorkerConfig | Check> => {
  const what = 'wrangler.toml'
  const path = join(ctx.root, 'wrangler.toml')
  if (!existsSync(path)) return fail(what, `not found in ${ctx.root}`, 'run the doctor in the project folder')
  const { unstable_readConfig } = await import('wrangler')
  try {
    const config = unstable_readConfig({ config: path, env: ctx.envName }, { hideWarnings: true })
    const vars = Object.fromEntries(
      Object.entries(config.vars ?? {}).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    )
    const routes = config.routes?.length ?? (config.route ? 1 : 0)
    return {
      name: config.name ?? '',
      accountId: config.account_id,
      vars,
      bucket: config.r2_buckets.find(
        (b: { binding: string; bucket_name?: string }) => b.binding === PHOTOS_BINDING,
      )?.bucket_name,
      pdfService: config.services?.find(
        (b: { binding: string; service?: string }) => b.binding === PDF_BINDING,
      )?.service,
      // Wrangler's own default: on unless the Worker has routes.
      workersDev: config.workers_dev ?? routes === 0,
    }
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return fail(what, `wrangler cannot read it (${message})`, 'correct wrangler.toml as the message says')
  }
}

const envLabel = (ctx: DoctorContext) => (ctx.envName ? `[env.${ctx.envName}]` : 'the top level')

const appEnvCheck = (ctx: DoctorContext, config: WorkerConfig): Check => {
  const appEnv = config.vars.APP_ENV ?? 'production'
  const what = `APP_ENV is ${appEnv}`
  const section = ctx.envName ? `[env.${ctx.envName}.vars]` : '[vars]'
  if (!ctx.envName && appEnv !== 'production')
    return fail(
      what,
      'the live shop would tell search engines to keep out',
      `set APP_ENV = "production" under ${section}`,
    )
  if (ctx.envName && appEnv === 'production')
    return fail(
      what,
      'a preview would be indexed beside the live shop',
      `set APP_ENV = "staging" under ${section}`,
    )
  return ok(what)
}

const bucketCheck = (config: WorkerConfig): Check =>
  config.bucket
    ? ok(`R2 binding ${PHOTOS_BINDING} -> bucket ${config.bucket}`)
    : fail(
        `R2 binding ${PHOTOS_BINDING}`,
        'no bucket is bound, so product photos have nowhere to go',
        `add [[r2_buckets]] with binding = "${PHOTOS_BINDING}" and bucket_name = "<name>" to wrangler.toml`,
      )

// The price list PDF is drawn by a Worker of its own (wrangler.pdf.toml); unbound, its address answers 503.
const pdfBindingCheck = (config: WorkerConfig): Check =>
  config.pdfService
    ? ok(`service binding ${PDF_BINDING} -> Worker ${config.pdfService}`)
    : fail(
        `service binding ${PDF_BINDING}`,
        'not bound, so /price-list.pdf answers 503',
        `add [[services]] with binding = "${PDF_BINDING}", service = "sivakasi-storefront-pdf", entrypoint = "PriceListPdf" to wrangler.toml`,
      )

const PLACEHOLDER_HOST = /(^|\.)example\.(in|com|org|net)$/

// The live shop needs its one address; each preview answers at its own, so SITE_ORIGIN may be unset.
const originCheck = (ctx: DoctorContext, config: WorkerConfig): Check => {
  const origin = config.vars.SITE_ORIGIN ?? ctx.env.SITE_ORIGIN
  const fix = 'set SITE_ORIGIN = "https://<the shop\'s address>" under [vars] in wrangler.toml'
  if (!origin) {
    if (ctx.envName) return ok('SITE_ORIGIN not set: each preview names its own address')
    return fail('SITE_ORIGIN', 'not set, so links and the sitemap follow whichever address was asked', fix)
  }
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return fail('SITE_ORIGIN', `${origin} is not an address`, fix)
  }
  if (url.protocol !== 'https:') return fail('SITE_ORIGIN', `${origin} is not https://`, fix)
  if (PLACEHOLDER_HOST.test(url.hostname)) return fail('SITE_ORIGIN', `${origin} is the example address`, fix)
  return ok(`SITE_ORIGIN is ${url.origin}`)
}

// One shop, one address: the workers.dev address beside another one is a second copy to index.
const workersDevCheck = (ctx: DoctorContext, config: WorkerConfig): Check => {
  const origin = config.vars.SITE_ORIGIN ?? ctx.env.SITE_ORIGIN
  const elsewhere = origin !== undefined && !/\.workers\.dev\/?$/.test(origin)
  if (ctx.envName) return ok(`workers_dev is ${config.workersDev ? 'on' : 'off'}`)
  if (!config.workersDev) return ok(`workers_dev is off: the shop answers at ${origin ?? 'its routes'} only`)
  if (elsewhere)
    return fail(
      'workers_dev',
      `on, so the shop also answers at workers.dev beside ${origin}`,
      'once the custom domain answers, set workers_dev = false in wrangler.toml and deploy',
    )
  return ok('workers_dev is on: the shop is at its workers.dev address (no custom domain yet)')
}

export const configChecks = (ctx: DoctorContext, config: WorkerConfig): Check[] => [
  ok(`wrangler.toml read: Worker ${config.name}, ${envLabel(ctx)}`),
  appEnvCheck(ctx, config),
  bucketCheck(config),
  pdfBindingCheck(config),
  originCheck(ctx, config),
  workersDevCheck(ctx, config),
]
