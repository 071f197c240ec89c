// What only Cloudflare knows: the photo bucket and the secrets set on the Worker. Asked of the
// Cloudflare API as wrangler asks it, with wrangler's credentials (CLOUDFLARE_API_TOKEN, else the
// `wrangler login` that `wrangler auth token` hands out) and CLOUDFLARE_API_BASE_URL when set.
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { WorkerConfig } from './config'
import { refusalOf } from './database'
import { type Check, type DoctorContext, fail, ok, uploadFix, wranglerFix } from './report'

interface Api {
  get: (path: string) => Promise<{ status: number; codes: number[]; result: unknown }>
  accountId: string
}

const LOGIN_FIX = 'npx wrangler login (or set CLOUDFLARE_API_TOKEN)'

// The token the Cloudflare API takes, or why there is none.
const credentials = async (ctx: DoctorContext): Promise<string | Check> => {
  const token = ctx.env.CLOUDFLARE_API_TOKEN
  if (token) return token
  try {
    const { stdout } = await promisify(execFile)(
      join(ctx.root, 'node_modules/.bin/wrangler'),
      ['auth', 'token', '--json'],
      {
        cwd: ctx.root,
        env: { ...process.env, ...ctx.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
      },
    )
    const answer = JSON.parse(stdout) as { token?: string }
    if (answer.token) return answer.token
  } catch (error) {
    const text = String((error as { stderr?: unknown }).stderr ?? error)
    if (/not logged in/i.test(text)) return fail('Cloudflare account', 'not logged in', LOGIN_FIX)
    return fail(
      'Cloudflare account',
      `wrangler cannot say who you are (${text.trim().split('\n')[0]})`,
      LOGIN_FIX,
    )
  }
  return fail('Cloudflare account', 'wrangler gave no token', LOGIN_FIX)
}

const connect = async (ctx: DoctorContext, config: WorkerConfig): Promise<Api | Check> => {
  const token = await credentials(ctx)
  if (typeof token !== 'string') return token
  const base = (ctx.env.CLOUDFLARE_API_BASE_URL ?? 'https://api.cloudflare.com/client/v4').replace(/\/$/, '')
  const get: Api['get'] = async (path) => {
    const res = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(15_000),
    })
    const body = (await res.json().catch(() => ({}))) as { errors?: { code?: number }[]; result?: unknown }
    return { status: res.status, codes: (body.errors ?? []).map((e) => Number(e.code)), result: body.result }
  }
  const refused = fail('Cloudflare account', 'Cloudflare refused the credentials', LOGIN_FIX)
  let accountId = ctx.env.CLOUDFLARE_ACCOUNT_ID ?? config.accountId
  if (!accountId) {
    const accounts = await get('/accounts')
    if (accounts.status === 401 || accounts.status === 403) return refused
    const list = Array.isArray(accounts.result) ? (accounts.result as { id: string }[]) : []
    if (list.length !== 1)
      return fail(
        'Cloudflare account',
        `${list.length} accounts to choose from`,
        "set CLOUDFLARE_ACCOUNT_ID to the shop's account id",
      )
    accountId = list[0]!.id
  }
  return { get, accountId }
}

// Cloudflare's error codes: 10006 no such bucket, 10042 R2 not switched on for the account.
const bucketCheck = async (api: Api, bucket: string): Promise<Check> => {
  const what = `R2 bucket ${bucket}`
  const { status, codes } = await api.get(
    `/accounts/${api.accountId}/r2/buckets/${encodeURIComponent(bucket)}`,
  )
  if (status === 200) return ok(`${what} exists`)
  if (codes.includes(10042))
    return fail(
      what,
      'R2 is not enabled on this account',
      'enable R2 in the Cloudflare dashboard (R2 Object Storage)',
    )
  if (status === 404 || codes.includes(10006))
    return fail(what, 'not found', `npx wrangler r2 bucket create ${bucket}`)
  if (status === 401 || status === 403) return fail(what, 'Cloudflare refused the credentials', LOGIN_FIX)
  return fail(what, `Cloudflare answered ${status}`, 'try again later')
}

// The secrets the Worker starts with, by name (their values are never shown).
export const WORKER_SECRETS = [
  'LIBSQL_URL',
  'LIBSQL_AUTH_TOKEN',
  'JWT_SECRET',
  'PASSWORD_PEPPER',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
] as const
const workerSecretsCheck = async (ctx: DoctorContext, api: Api, config: WorkerConfig): Promise<Check> => {
  const what = `secrets on the Worker ${config.name}`
  const { status, result } = await api.get(
    `/accounts/${api.accountId}/workers/scripts/${encodeURIComponent(config.name)}/secrets`,
  )
  if (status === 404)
    return fail(
      what,
      'the Worker is not deployed yet',
      // Deploying before the secrets are there would start a Worker that cannot reach its database.
      `${uploadFix(ctx)}, then ${ctx.envName ? wranglerFix(ctx, 'deploy') : 'npm run deploy'}`,
    )
  if (status !== 200) return fail(what, `Cloudflare answered ${status}`, LOGIN_FIX)
  const names = new Set((Array.isArray(result) ? (result as { name: string }[]) : []).map((s) => s.name))
  // The VAPID pair is optional: it is wanted on the Worker when the secrets file has it.
  const missing = WORKER_SECRETS.filter((n) => !names.has(n) && (!n.startsWith('VAPID_') || ctx.env[n]))
  if (missing.length > 0) return fail(what, `${missing.join(', ')} not set`, uploadFix(ctx))
  return ok(`${what}: all set`)
}

// The PDF Worker the binding names must be deployed first (wrangler.pdf.toml): a binding to a Worker
// that is not there fails the shop's deploy. It has no secrets; the list answering means it exists.
const pdfWorkerCheck = async (api: Api, name: string): Promise<Check> => {
  const what = `PDF Worker ${name}`
  const { status } = await api.get(
    `/accounts/${api.accountId}/workers/scripts/${encodeURIComponent(name)}/secrets`,
  )
  if (status === 200) return ok(`${what} is deployed`)
  if (status === 404) return fail(what, 'not deployed yet', 'npx wrangler deploy -c wrangler.pdf.toml')
  if (status === 401 || status === 403) return fail(what, 'Cloudflare refused the credentials', LOGIN_FIX)
  return fail(what, `Cloudflare answered ${status}`, 'try again later')
}

// One line when Cloudflare cannot be reached at all, not one per question.
const unreachable = (error: unknown) =>
  fail(
    'Cloudflare account',
    `cannot reach the Cloudflare API (${refusalOf(error).detail})`,
    'check the connection (and CLOUDFLARE_API_BASE_URL, if set) and try again',
  )

export const cloudflareChecks = async (ctx: DoctorContext, config: WorkerConfig): Promise<Check[]> => {
  try {
    const api = await connect(ctx, config)
    if (!('get' in api)) return [api]
    const bucket = config.bucket ? [await bucketCheck(api, config.bucket)] : []
    const pdf = config.pdfService ? [await pdfWorkerCheck(api, config.pdfService)] : []
    return [...bucket, ...pdf, await workerSecretsCheck(ctx, api, config)]
  } catch (error) {
    return [unreachable(error)]
  }
}
