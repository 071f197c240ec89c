import * as z from 'zod'
import { DEFAULT_DB_TIMEOUT_MS } from './lib/db-unavailable'

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

const secret = (name: string) =>
  z.string().min(32, `${name} must be at least 32 characters (generate one with: openssl rand -base64 48)`)

export const workersEnvSchema = z.object({
  ...shared,
  APP_ENV: z.enum(['production', 'staging', 'development', 'test']).default('production'),
  LIBSQL_URL: z.string().url(),
  LIBSQL_AUTH_TOKEN: z.string().optional(),
  JWT_SECRET: secret('JWT_SECRET'),
  PASSWORD_PEPPER: secret('PASSWORD_PEPPER'),
  ...vapid,
})
export type WorkersEnv = z.infer<typeof workersEnvSchema>

// On one machine everything has a default, so `npm install && npm start` works on a fresh clone:
// the server listens on loopback only, where nobody else can reach it, with development secrets.
// Anywhere reachable from outside, those secrets are public (they are in this file): tokens could
// be forged and password hashes checked offline. So a non-loopback HOST needs real secrets, unless
// APP_ENV=development is said explicitly, and production always needs them.
export const DEV_SECRET = 'development-only-secret-do-not-use-in-production'
const SECRET_HINT = 'generate one with: openssl rand -base64 48'

export const isLoopbackHost = (host: string) => {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
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
    ...vapid,
  })
  .superRefine((env, ctx) => {
    const loopback = isLoopbackHost(env.HOST)
    // Secrets may be left out only on loopback, or where development was chosen on purpose.
    const needed =
      env.APP_ENV === 'production' ||
      env.APP_ENV === 'staging' ||
      (!loopback && env.APP_ENV !== 'development')
    for (const name of ['JWT_SECRET', 'PASSWORD_PEPPER'] as const) {
      const value = env[name]
      if (value !== undefined && value.length < 32) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} must be at least 32 characters (${SECRET_HINT})`,
        })
      } else if (value === undefined && needed) {
        const why = loopback
          ? `APP_ENV=${env.APP_ENV} needs real secrets`
          : `HOST=${env.HOST} is reachable from other machines, and the development secrets are public`
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required: ${why}. Set it (${SECRET_HINT}), or listen on HOST=127.0.0.1, or set APP_ENV=development to accept public secrets on a machine nobody else can reach`,
        })
      }
    }
  })
  .transform((env) => ({
    ...env,
    APP_ENV: env.APP_ENV ?? 'development',
    JWT_SECRET: env.JWT_SECRET ?? `${DEV_SECRET}-jwt`,
    PASSWORD_PEPPER: env.PASSWORD_PEPPER ?? `${DEV_SECRET}-pepper`,
  }))
export type NodeEnv = z.infer<typeof nodeEnvSchema>

export const parseEnv = <T extends z.ZodType>(schema: T, source: Record<string, unknown>): z.infer<T> => {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}
