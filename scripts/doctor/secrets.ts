// The Worker's secrets, judged by the Worker's own environment schema (worker/env.ts): a value the
// doctor passes is one the Worker starts with.

import { vapidEnvSchema, vapidOf, workersEnvSchema } from '../../worker/env'
import { pushConfigOf } from '../../worker/features/alerts/alerts-push'
import { type Check, type DoctorContext, fail, ok, uploadFix } from './report'

type Issues = Map<string, string>

const issuesOf = (source: Record<string, unknown>): Issues => {
  const result = workersEnvSchema.safeParse(source)
  const issues: Issues = new Map()
  for (const issue of result.success ? [] : result.error.issues) {
    const key = String(issue.path[0] ?? '')
    if (!issues.has(key)) issues.set(key, issue.message)
  }
  return issues
}

const NEW_SECRET = 'a new value from `openssl rand -base64 48` (or a fresh file from npm run secrets:new)'

const secretCheck = (ctx: DoctorContext, name: 'JWT_SECRET' | 'PASSWORD_PEPPER', issues: Issues): Check => {
  const then = `then ${uploadFix(ctx)}`
  // A new pepper makes every stored password fail: the seller sets theirs again.
  const after = name === 'PASSWORD_PEPPER' ? ` and npm run admin:create -- --env-file ${ctx.envFile}` : ''
  if (ctx.env[name] === undefined)
    return fail(name, 'not set', `add ${name}= with ${NEW_SECRET} to ${ctx.envFile}, ${then}`)
  const issue = issues.get(name)
  if (!issue) return ok(`${name} set`)
  const problem = issue.includes('public development value')
    ? 'the public development value, which anyone can read in the source'
    : 'shorter than 32 characters'
  return fail(name, problem, `put ${NEW_SECRET} in ${ctx.envFile}, ${then}${after}`)
}

// The private key must make the public key the phones subscribed with: sign with one, verify
// with the other.
const pairMatches = async (vapid: NonNullable<ReturnType<typeof pushConfigOf>>) => {
  const alg = { name: 'ECDSA', namedCurve: 'P-256' }
  const signing = { name: 'ECDSA', hash: 'SHA-256' }
  const raw = Uint8Array.from(atob(vapid.publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  )
  const privateKey = await crypto.subtle.importKey('jwk', vapid.privateJwk, alg, false, ['sign'])
  const publicKey = await crypto.subtle.importKey('raw', raw, alg, false, ['verify'])
  const data = new TextEncoder().encode('doctor')
  return crypto.subtle.verify(signing, publicKey, await crypto.subtle.sign(signing, privateKey, data), data)
}

const vapidCheck = async (
  ctx: DoctorContext,
  source: Record<string, unknown>,
  issues: Issues,
): Promise<Check> => {
  const what = 'VAPID pair'
  const fix = `put the pair \`npm run vapid:keys\` prints in ${ctx.envFile} (or leave both out), then ${uploadFix(ctx)}`
  const issue = issues.get('VAPID_PRIVATE_KEY') ?? issues.get('VAPID_SUBJECT')
  if (issue) return fail(what, issue, fix)
  try {
    const push = pushConfigOf(vapidOf(vapidEnvSchema.parse(source)))
    if (!push) return ok(`${what} not set: alerts show in the console but are not pushed to phones`)
    if (!(await pairMatches(push))) return fail(what, 'the private key does not make its public key', fix)
    return ok(`${what} valid (public key ${push.publicKey.slice(0, 12)}…)`)
  } catch (error) {
    const message =
      error instanceof Error ? error.message.replace(/^Invalid environment:\s*/, '') : String(error)
    return fail(what, message, fix)
  }
}

export const secretChecks = async (ctx: DoctorContext, vars: Record<string, string>): Promise<Check[]> => {
  // The Worker sees the secrets and the [vars] of wrangler.toml together; a var wins, as on deploy.
  const source = { ...ctx.env, ...vars }
  const issues = issuesOf(source)
  return [
    secretCheck(ctx, 'JWT_SECRET', issues),
    secretCheck(ctx, 'PASSWORD_PEPPER', issues),
    await vapidCheck(ctx, source, issues),
  ]
}
