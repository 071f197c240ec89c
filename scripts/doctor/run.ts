// The deployment doctor: every check, in the order a seller mends them (configuration, database,
// secrets, Cloudflare), one line each.
import { cloudflareChecks } from './cloudflare'
import { configChecks, readWorkerConfig } from './config'
import { databaseChecks } from './database'
import { type Check, type DoctorContext, lineOf, summaryOf } from './report'
import { secretChecks } from './secrets'

export interface DoctorOptions {
  env: Record<string, string | undefined>
  // The secrets file the values came from, named in the fixes; .prod.vars when none was given.
  envFile?: string | undefined
  // `preview` checks the preview Worker's section of wrangler.toml.
  envName?: string | undefined
  root?: string
  // How long the database may take to answer (from a seller's machine, farther than a Worker).
  dbTimeoutMs?: number
}

export const runDoctor = async (options: DoctorOptions) => {
  const ctx: DoctorContext = {
    env: options.env,
    envFile: options.envFile ?? '.prod.vars',
    envName: options.envName,
    root: options.root ?? process.cwd(),
  }
  const config = await readWorkerConfig(ctx)
  const configured = 'name' in config
  const checks: Check[] = [
    ...(configured ? configChecks(ctx, config) : [config]),
    ...(await databaseChecks(ctx, options.dbTimeoutMs ?? 10_000)),
    ...(await secretChecks(ctx, configured ? config.vars : {})),
    ...(configured ? await cloudflareChecks(ctx, config) : []),
  ]
  const failed = checks.filter((c) => c.problem !== undefined).length
  return { lines: [...checks.map(lineOf), summaryOf(checks)], failed }
}
