// The doctor's lines: `ok   <what>` or `FAIL <what>: <problem> -> <the fix>`, one per check.

export interface Check {
  what: string
  // Absent when the check passed.
  problem?: string
  fix?: string
}

export const ok = (what: string): Check => ({ what })
export const fail = (what: string, problem: string, fix: string): Check => ({ what, problem, fix })

export const lineOf = (check: Check) =>
  check.problem === undefined ? `ok   ${check.what}` : `FAIL ${check.what}: ${check.problem} -> ${check.fix}`

export const summaryOf = (checks: readonly Check[]) =>
  `doctor: ${checks.length} checks, ${checks.filter((c) => c.problem !== undefined).length} failed`

// What every check may need to say its fix: which file holds the secrets and which Worker is meant.
export interface DoctorContext {
  // The environment the doctor judges: the shell's variables and the --env-file's values.
  env: Record<string, string | undefined>
  // The secrets file named in fixes (the one given, else .prod.vars).
  envFile: string
  // The wrangler environment (`--env preview`), or undefined for the top-level (live) Worker.
  envName: string | undefined
  // The project folder: wrangler.toml, migrations/ and node_modules/.bin/wrangler are found from it.
  root: string
}

// A project script run against the database the secrets file names.
export const scriptFix = (ctx: DoctorContext, script: string, extra = '') =>
  `npm run ${script} --${extra} --env-file ${ctx.envFile}`

// A wrangler command aimed at the same Worker the doctor checked.
export const wranglerFix = (ctx: DoctorContext, command: string) =>
  // --env="" names the shop's own Worker, so wrangler does not stop to warn about the preview's.
  `npx wrangler ${command} ${ctx.envName ? `--env ${ctx.envName}` : '--env=""'}`

// The secrets reach the Worker together, from the file.
export const uploadFix = (ctx: DoctorContext) => wranglerFix(ctx, `secret bulk ${ctx.envFile}`)
