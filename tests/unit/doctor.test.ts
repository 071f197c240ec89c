import { execFile } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv, promisify } from 'node:util'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORKER_SECRETS } from '../../scripts/doctor/cloudflare'
import { runDoctor } from '../../scripts/doctor/run'
import { writeSecretsFile } from '../../scripts/secrets-file'
import { seedDemo } from '../../worker/db/seed/seed'
import { DEV_SECRET } from '../../worker/env'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { startCloudflareApi } from '../helpers/cloudflare-api'
import { type HranaBridge, startHranaBridge } from '../helpers/hrana-bridge'

// `npm run doctor` against a shop that is ready, made as the deploy guide makes it: a secrets file
// from `npm run secrets:new` with the database's lines added, a migrated, seeded database behind
// the Hrana bridge (which checks the token as Turso does), the seller's account made by
// `npm run admin:create -- --env-file`, and a stand-in for the Cloudflare API. Each broken part
// prints the one line that names its fix, and every other check still passes.

const run = promisify(execFile)
const TOKEN = 'turso-token-for-the-test'
const WORKER = 'sivakasi-storefront'
const BUCKET = 'sivakasi-storefront-photos'
const PDF_WORKER = 'sivakasi-storefront-pdf'

let dir: string
let dbFile: string
let bridge: HranaBridge
let cloudflare: Awaited<ReturnType<typeof startCloudflareApi>>
// What `.prod.vars` holds, and what the seller's shell adds for Cloudflare.
let secrets: Record<string, string | undefined>
let shell: Record<string, string>

const doctor = (change: Record<string, string | undefined> = {}) =>
  runDoctor({ env: { ...secrets, ...shell, ...change }, envFile: '.prod.vars', dbTimeoutMs: 5000 })

const failures = (lines: string[]) => lines.filter((l) => !l.startsWith('ok   ') && !l.startsWith('doctor: '))

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'doctor-'))
  dbFile = join(dir, 'shop.db')
  const { db, close } = await openNodeDb(`file:${dbFile}`)
  await migrateDb(db)
  await seedDemo(db)
  close()
  bridge = await startHranaBridge(dbFile, { authToken: TOKEN })
  // The secrets file as the deploy guide makes it: npm run secrets:new, then the database's lines.
  const file = join(dir, '.prod.vars')
  await writeSecretsFile(file, 'seller@example.in')
  appendFileSync(file, `LIBSQL_URL=${bridge.url}\nLIBSQL_AUTH_TOKEN=${TOKEN}\n`)
  secrets = parseEnv(readFileSync(file, 'utf8'))
  cloudflare = await startCloudflareApi({
    token: 'cloudflare-token',
    accountId: 'acc123',
    buckets: [BUCKET],
    workers: { [WORKER]: [...WORKER_SECRETS], [PDF_WORKER]: [] },
  })
  shell = {
    CLOUDFLARE_API_TOKEN: 'cloudflare-token',
    CLOUDFLARE_ACCOUNT_ID: 'acc123',
    CLOUDFLARE_API_BASE_URL: cloudflare.url,
    SITE_ORIGIN: 'https://sivakasi-storefront.seller.workers.dev',
  }
  // The seller's account, made as the deploy guide makes it: the file wins over the shell's URL.
  await run('npm', ['run', 'admin:create', '--', '--env-file', join(dir, '.prod.vars')], {
    env: {
      ...process.env,
      LIBSQL_URL: `file:${join(dir, 'not-this-one.db')}`,
      ADMIN_MOBILE: '9000000099',
      ADMIN_NAME: 'Murugan',
      ADMIN_PASSWORD: 'crackers-console-2026',
    },
  })
}, 60_000)

afterAll(async () => {
  await bridge?.close()
  await cloudflare?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run doctor', () => {
  it('passes every check on a shop that is ready', async () => {
    const { lines, failed } = await doctor()
    expect(failures(lines)).toEqual([])
    expect(failed).toBe(0)
    expect(lines).toContain('ok   seller account present (1 admin)')
    expect(lines).toContain(`ok   R2 bucket ${BUCKET} exists`)
    expect(lines).toContain(`ok   service binding PRICE_LIST_PDF -> Worker ${PDF_WORKER}`)
    expect(lines).toContain(`ok   PDF Worker ${PDF_WORKER} is deployed`)
    expect(lines.at(-1)).toBe(`doctor: ${lines.length - 1} checks, 0 failed`)
  })

  it('says a refused database token is the token, and how to make a new one', async () => {
    const { lines, failed } = await doctor({ LIBSQL_AUTH_TOKEN: 'expired-token' })
    expect(failures(lines)).toEqual([
      'FAIL the database answers: the database refused the token (schema, catalogue and seller account not checked) -> ' +
        'make a new one with `turso db tokens create <db>` and update LIBSQL_AUTH_TOKEN in .prod.vars, then npx wrangler secret bulk .prod.vars --env=""',
    ])
    expect(failed).toBe(1)
  })

  it('tells a database it cannot reach from one that refused the token', async () => {
    // A port nothing listens on any more.
    const closed = createServer()
    await new Promise<void>((ok) => closed.listen(0, '127.0.0.1', ok))
    const { port } = closed.address() as AddressInfo
    await new Promise((ok) => closed.close(ok))
    const { lines } = await doctor({ LIBSQL_URL: `http://127.0.0.1:${port}` })
    expect(failures(lines)).toEqual([
      `FAIL the database answers: cannot reach it (connect ECONNREFUSED 127.0.0.1:${port}) (schema, catalogue and seller account not checked) -> ` +
        'check LIBSQL_URL: set LIBSQL_URL in .prod.vars to what `turso db show --url <db>` prints',
    ])
  })

  it('names a missing secret and where it goes', async () => {
    const { lines } = await doctor({ JWT_SECRET: undefined })
    expect(failures(lines)).toEqual([
      'FAIL JWT_SECRET: not set -> add JWT_SECRET= with a new value from `openssl rand -base64 48` ' +
        '(or a fresh file from npm run secrets:new) to .prod.vars, then npx wrangler secret bulk .prod.vars --env=""',
    ])
  })

  it('refuses the public development pepper', async () => {
    const { lines } = await doctor({ PASSWORD_PEPPER: `${DEV_SECRET}-pepper` })
    expect(failures(lines)).toEqual([
      'FAIL PASSWORD_PEPPER: the public development value, which anyone can read in the source -> put a new value ' +
        'from `openssl rand -base64 48` (or a fresh file from npm run secrets:new) in .prod.vars, then ' +
        'npx wrangler secret bulk .prod.vars --env="" and npm run admin:create -- --env-file .prod.vars',
    ])
  })

  it('asks for the seller account when nobody can sign in to /admin', async () => {
    const direct = new Database(dbFile)
    direct.exec("UPDATE accounts SET role = 'user' WHERE role = 'admin'")
    try {
      const { lines } = await doctor()
      expect(failures(lines)).toEqual([
        'FAIL seller account: none, so nobody can sign in to /admin -> npm run admin:create -- --env-file .prod.vars',
      ])
    } finally {
      direct.exec("UPDATE accounts SET role = 'admin' WHERE mobile_no = '9000000099'")
      direct.close()
    }
  })

  it('asks Cloudflare for the photo bucket and says how to create a missing one', async () => {
    cloudflare.buckets.delete(BUCKET)
    try {
      const { lines } = await doctor()
      expect(failures(lines)).toEqual([
        `FAIL R2 bucket ${BUCKET}: not found -> npx wrangler r2 bucket create ${BUCKET}`,
      ])
    } finally {
      cloudflare.buckets.add(BUCKET)
    }
  })

  it('asks for the price list PDF Worker to be deployed first', async () => {
    cloudflare.workers.delete(PDF_WORKER)
    try {
      const { lines } = await doctor()
      expect(failures(lines)).toEqual([
        `FAIL PDF Worker ${PDF_WORKER}: not deployed yet -> npx wrangler deploy -c wrangler.pdf.toml`,
      ])
    } finally {
      cloudflare.workers.set(PDF_WORKER, [])
    }
  })

  it('keeps the secrets file to its owner and never writes over it', async () => {
    const file = join(dir, '.prod.vars')
    const before = readFileSync(file, 'utf8')
    await expect(writeSecretsFile(file, 'other@example.in')).rejects.toThrow(
      /already there: nothing was changed/,
    )
    expect(readFileSync(file, 'utf8')).toBe(before)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('exits 1 from the command line, asking to log in to Cloudflare when wrangler has no login', async () => {
    const home = join(dir, 'home')
    const { CLOUDFLARE_API_TOKEN: _, ...cloudflareEnv } = shell
    const failed = await run(
      'npm',
      ['run', '--silent', 'doctor', '--', '--env-file', join(dir, '.prod.vars')],
      {
        env: {
          ...process.env,
          ...cloudflareEnv,
          HOME: home,
          XDG_CONFIG_HOME: home,
          CLOUDFLARE_API_TOKEN: '',
        },
      },
    ).then(
      () => undefined,
      (error: { code?: number; stdout?: string }) => error,
    )
    expect(failed?.code).toBe(1)
    const lines = String(failed?.stdout).trim().split('\n')
    expect(failures(lines)).toEqual([
      'FAIL Cloudflare account: not logged in -> npx wrangler login (or set CLOUDFLARE_API_TOKEN)',
    ])
    expect(lines.at(-1)).toBe(`doctor: ${lines.length - 1} checks, 1 failed`)
  }, 60_000)
})
