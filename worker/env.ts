import * as z from 'zod'
import { DEFAULT_DB_TIMEOUT_MS } from './lib/db-unavailable'
import type { RateLimitBinding } from './lib/write-limit'

// The only code that reads the environment. Each entry parses it once, at start-up.

const shared = {
  JWT_ISSUER: z.string().min(1).default('sivakasi-storefront'),
  JWT_AUDIENCE: z.string().min(1).default('sivakasi-storefront-web'),
  // How often each instance checks, in the background, whether the catalogue or settings changed.
  CATALOGUE_CHECK_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  // How long a call to a remote libSQL server may take before it is abandoned (503, try again).
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_DB_TIMEOUT_MS),
}

// The VAPID private key as the JWK JSON `npm run vapid:keys` prints (an EC P-256 key with x, y, d).
const vapidPrivateKey = z.string().transform((text, ctx) => {
  const hint = 'VAPID_PRIVATE_KEY must be the JWK JSON printed by `npm run vapid:keys`'
  try {
    const jwk = JSON.parse(text) as Record<string, unknown>
    const parts = ['x', 'y', 'd'].every(
      (k) => typeof jwk[k] === 'string' && /^[A-Za-z0-9_-]{43}$/.test(jwk[k] as string),
    )
    if (jwk.kty === 'EC' && jwk.crv === 'P-256' && parts) {
      return { kty: 'EC', crv: 'P-256', x: jwk.x as string, y: jwk.y as string, d: jwk.d as string }
    }
  } catch {}
  ctx.addIssue({ code: 'custom', message: hint })
  return z.NEVER
})

const vapid = {
  // Web Push to the seller's phones. Both or neither: without them alerts are kept but not pushed.
  VAPID_PRIVATE_KEY: vapidPrivateKey.optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:\S+@\S+|https:\/\/\S+)$/,
      'VAPID_SUBJECT must be mailto:you@example.com or an https:// address',
    )
    .optional(),
}

// The push identity from the parsed environment, or undefined when alerts are not set up.
export const vapidOf = (env: {
  VAPID_PRIVATE_KEY?: VapidKey | undefined
  VAPID_SUBJECT?: string | undefined
}) => {
  if (!env.VAPID_PRIVATE_KEY && !env.VAPID_SUBJECT) return undefined
  if (!env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) {
    throw new Error(
      'Invalid environment:\n  VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set both (npm run vapid:keys) or neither',
    )
  }
  return { privateJwk: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
}
export type VapidKey = z.infer<typeof vapidPrivateKey>
// The VAPID keys alone, as the deployment doctor (scripts/doctor) judges them.
export const vapidEnvSchema = /* @__PURE__ */ z.object(vapid)

const SECRET_HINT = 'generate one with: openssl rand -base64 48'
const secret = (name: string) => z.string().min(32, `${name} must be at least 32 characters (${SECRET_HINT})`)

// The Node entry's development secrets are public (they are in this file): wherever real secrets
// are needed, they are refused by value too, so a copied default cannot stand in for a secret.
export const DEV_SECRET = 'development-only-secret-do-not-use-in-production'
const SECRET_NAMES = ['JWT_SECRET', 'PASSWORD_PEPPER'] as const
const refuseDevSecrets = (
  env: Partial<Record<(typeof SECRET_NAMES)[number], string>>,
  ctx: z.RefinementCtx,
) => {
  for (const name of SECRET_NAMES) {
    if (env[name]?.includes(DEV_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is the public development value, which anyone can read in the source: set a real one (${SECRET_HINT})`,
      })
    }
  }
}

export const isLoopbackHost = (host: string) => {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
}

// The shop's public address, scheme and host alone: every absolute link names it (lib/site-origin.ts).
const SITE_ORIGIN_HINT =
  "SITE_ORIGIN must be the shop's address alone, e.g. https://shop.example.in (no path)"
const siteOrigin = z.string().transform((text, ctx) => {
  try {
    const url = new URL(text.trim())
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    if (/^https?:$/.test(url.protocol) && bare) return url.origin
  } catch {}
  ctx.addIssue({ code: 'custom', message: SITE_ORIGIN_HINT })
  return z.NEVER
})
// Buyers follow these links from WhatsApp: plain http only for this machine or a development one.
const refuseHttpOrigin = (
  env: { SITE_ORIGIN?: string | undefined; APP_ENV?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  const origin = env.SITE_ORIGIN
  if (
    !origin?.startsWith('http:') ||
    env.APP_ENV === 'development' ||
    isLoopbackHost(new URL(origin).hostname)
  )
    return
  ctx.addIssue({
    code: 'custom',
    path: ['SITE_ORIGIN'],
    message:
      'SITE_ORIGIN must start with https://: buyers open its links from WhatsApp (plain http is only for this machine or APP_ENV=development)',
  })
}

export const workersEnvSchema = z
  .object({
    ...shared,
    APP_ENV: z.enum(['production', 'staging', 'development', 'test']).default('production'),
    LIBSQL_URL: z.string().url(),
    LIBSQL_AUTH_TOKEN: z.string().optional(),
    JWT_SECRET: secret('JWT_SECRET'),
    PASSWORD_PEPPER: secret('PASSWORD_PEPPER'),
    SITE_ORIGIN: siteOrigin.optional(),
    // The rate-limiting binding ([[ratelimits]] in wrangler.toml); tests and `wrangler dev` may lack it.
    WRITE_LIMITER: z
      .custom<RateLimitBinding>((v) => typeof (v as Partial<RateLimitBinding> | null)?.limit === 'function')
      .optional(),
    ...vapid,
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== 'development') refuseDevSecrets(env, ctx)
    refuseHttpOrigin(env, ctx)
  })
export type WorkersEnv = z.infer<typeof workersEnvSchema>

// On one machine everything has a default, so `npm install && npm start` works on a fresh clone:
// the server listens on loopback only, where nobody else can reach it, with development secrets.
// Anywhere reachable from outside, those secrets are public (they are in this file): tokens could
// be forged and password hashes checked offline. So real secrets are needed behind a proxy (which
// is there to serve the internet), under any APP_ENV but development, and on a non-loopback HOST
// unless APP_ENV=development is said explicitly.
const secretsNeededBecause = (env: { APP_ENV?: string | undefined; HOST: string; TRUST_PROXY: number }) => {
  if (env.TRUST_PROXY > 0)
    return `TRUST_PROXY=${env.TRUST_PROXY}: a proxy serves this shop to other machines, and the development secrets are public`
  if (env.APP_ENV !== undefined && env.APP_ENV !== 'development')
    return `APP_ENV=${env.APP_ENV} needs real secrets`
  if (env.APP_ENV === undefined && !isLoopbackHost(env.HOST))
    return `HOST=${env.HOST} is reachable from other machines, and the development secrets are public`
  return undefined
}

export const nodeEnvSchema = z
  .object({
    ...shared,
    // Left unset, it is `development` on loopback and refused elsewhere without secrets.
    APP_ENV: z.enum(['production', 'staging', 'development', 'test']).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    HOST: z.string().min(1).default('127.0.0.1'),
    // How many reverse proxies stand in front of this server, each adding to X-Forwarded-For.
    // 0 (the default) uses the connection's own address and ignores the header.
    TRUST_PROXY: z.coerce
      .number({ error: 'TRUST_PROXY must be a whole number of proxies (0 when none)' })
      .int('TRUST_PROXY must be a whole number of proxies (0 when none)')
      .min(0, 'TRUST_PROXY must be a whole number of proxies (0 when none)')
      .max(10, 'TRUST_PROXY must be at most 10')
      .default(0),
    LIBSQL_URL: z.string().min(1).default('file:data/storefront.db'),
    LIBSQL_AUTH_TOKEN: z.string().optional(),
    OBJECTS_DIR: z.string().min(1).default('data/objects'),
    STATIC_DIR: z.string().min(1).default('dist/web'),
    // The server's render of the pages, built by `npm run build` beside the web build.
    SSR_BUNDLE: z.string().min(1).default('dist/ssr/entry-server.js'),
    JWT_SECRET: z.string().optional(),
    PASSWORD_PEPPER: z.string().optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
    // Backups of the embedded database and the objects folder (npm run db:backup). When set, the
    // shop also takes one every night at BACKUP_AT, India time, and keeps the newest BACKUP_KEEP.
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce
      .number({ error: 'BACKUP_KEEP must be a whole number of backups to keep' })
      .int('BACKUP_KEEP must be a whole number of backups to keep')
      .min(1, 'BACKUP_KEEP must be at least 1')
      .max(1000, 'BACKUP_KEEP must be at most 1000')
      .default(14),
    BACKUP_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BACKUP_AT must be HH:MM in India time, e.g. 03:00')
      .default('03:00'),
    SITE_ORIGIN: siteOrigin.optional(),
    ...vapid,
  })
  .superRefine((env, ctx) => {
    const why = secretsNeededBecause(env)
    // Behind a proxy, listening elsewhere or calling it development does not make the secrets safe.
    const fix =
      env.TRUST_PROXY > 0
        ? `Set it (${SECRET_HINT}) and keep it the same across restarts`
        : `Set it (${SECRET_HINT}), or listen on HOST=127.0.0.1, or set APP_ENV=development to accept public secrets on a machine nobody else can reach`
    for (const name of SECRET_NAMES) {
      const value = env[name]
      if (value !== undefined && value.length < 32) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} must be at least 32 characters (${SECRET_HINT})`,
        })
      } else if (value === undefined && why) {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required: ${why}. ${fix}` })
      }
    }
    if (why) refuseDevSecrets(env, ctx)
    refuseHttpOrigin(env, ctx)
  })
  .transform((env) => ({
    ...env,
    APP_ENV: env.APP_ENV ?? 'development',
    JWT_SECRET: env.JWT_SECRET ?? `${DEV_SECRET}-jwt`,
    PASSWORD_PEPPER: env.PASSWORD_PEPPER ?? `${DEV_SECRET}-pepper`,
  }))
export type NodeEnv = z.infer<typeof nodeEnvSchema>

// The secrets and settings both entries hand to the app, from the keys they share; `origin` is
// each entry's own (lib/site-origin.ts).
export const appSettingsOf = <O>(
  env: Pick<
    WorkersEnv,
    'JWT_SECRET' | 'PASSWORD_PEPPER' | 'JWT_ISSUER' | 'JWT_AUDIENCE' | 'CATALOGUE_CHECK_MS' | 'APP_ENV'
  >,
  origin: O,
) => ({
  secrets: { jwtSecret: env.JWT_SECRET, passwordPepper: env.PASSWORD_PEPPER },
  config: {
    jwtIssuer: env.JWT_ISSUER,
    jwtAudience: env.JWT_AUDIENCE,
    catalogueCheckMs: env.CATALOGUE_CHECK_MS,
    origin,
    // Only the live shop is for search engines: a preview's demo prices or a machine's test data
    // must never be found.
    noindex: env.APP_ENV !== 'production',
  },
})

export const parseEnv = <T extends z.ZodType>(schema: T, source: Record<string, unknown>): z.infer<T> => {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}
