import { z } from 'zod'

// The only code that reads the environment. Each entry parses it once, at start-up.

const shared = {
  JWT_ISSUER: z.string().min(1).default('sivakasi-storefront'),
  JWT_AUDIENCE: z.string().min(1).default('sivakasi-storefront-web'),
  CATALOGUE_CHECK_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
}

const secret = (name: string) =>
  z.string().min(32, `${name} must be at least 32 characters (generate one with: openssl rand -base64 48)`)

export const workersEnvSchema = z.object({
  ...shared,
  APP_ENV: z.enum(['production', 'staging', 'development', 'test']).default('production'),
  LIBSQL_URL: z.string().url(),
  LIBSQL_AUTH_TOKEN: z.string().optional(),
  JWT_SECRET: secret('JWT_SECRET'),
  PASSWORD_PEPPER: secret('PASSWORD_PEPPER'),
})
export type WorkersEnv = z.infer<typeof workersEnvSchema>

// On one machine everything has a default, so `npm start` works on a fresh clone; in production
// the secrets must be given.
const DEV_SECRET = 'development-only-secret-do-not-use-in-production'
export const nodeEnvSchema = z
  .object({
    ...shared,
    APP_ENV: z.enum(['production', 'staging', 'development', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    HOST: z.string().default('0.0.0.0'),
    LIBSQL_URL: z.string().min(1).default('file:data/storefront.db'),
    LIBSQL_AUTH_TOKEN: z.string().optional(),
    OBJECTS_DIR: z.string().min(1).default('data/objects'),
    STATIC_DIR: z.string().min(1).default('dist/web'),
    JWT_SECRET: z.string().optional(),
    PASSWORD_PEPPER: z.string().optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    LOG_REQUESTS: z.enum(['true', 'false']).default('true'),
  })
  .superRefine((env, ctx) => {
    for (const name of ['JWT_SECRET', 'PASSWORD_PEPPER'] as const) {
      const value = env[name]
      if (
        env.APP_ENV === 'production' ? !value || value.length < 32 : value !== undefined && value.length < 32
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} must be at least 32 characters in production`,
        })
      }
    }
  })
  .transform((env) => ({
    ...env,
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
