import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../worker/app'
import type { AppDeps } from '../../worker/app-env'
import type { Db } from '../../worker/db/client'
import { createPurger } from '../../worker/db/rate-limit'
import { seedDemo } from '../../worker/db/seed/seed'
import { nodeCompressor } from '../../worker/platform/node-compressor'
import { migrateDb, openNodeDb } from '../../worker/platform/node-db'
import { folderObjectStore } from '../../worker/platform/node-objects'

export const TEST_SECRETS = {
  jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
  passwordPepper: 'test-password-pepper-long-enough-0123456789',
}

// A clock the test moves by hand, so time-dependent rules are tested without waiting.
export const manualClock = (start = Date.parse('2026-10-20T06:30:00Z')) => {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms), set: (ms: number) => (now = ms) }
}

// The address every request comes from unless it says otherwise in `x-test-client`.
export const TEST_CLIENT = '192.0.2.10'

export interface TestApp {
  app: ReturnType<typeof createApp>
  db: Db
  dir: string
  clock: ReturnType<typeof manualClock>
  logs: string[]
  // Settles once the last rate-limit purge started by a request has finished.
  purgeIdle: () => Promise<void>
  // Settles once everything requests left running after their answers (freshness checks, purges)
  // has finished: what a test changed in the database directly is then seen by the next request.
  settled: () => Promise<void>
  request: (path: string, init?: RequestInit) => Promise<Response>
  // The answer as soon as it is ready, and the work the request left running (waitUntil).
  respond: (path: string, init?: RequestInit) => Promise<{ res: Response; background: Promise<unknown>[] }>
  json: <T = unknown>(path: string, init?: RequestInit) => Promise<{ status: number; body: T; res: Response }>
  close: () => void
}

// Migrating and seeding a database costs more than most test files' tests, so each test process
// builds the migrated database (and the demo shop on it) once, and every app starts on a copy of
// its own: still a real database file nobody else writes to.
const templates = new Map<'empty' | 'demo', Promise<string>>()
const templateDir = mkdtempSync(join(tmpdir(), 'storefront-template-'))
process.once('exit', () => rmSync(templateDir, { recursive: true, force: true }))

const buildTemplate = async (kind: 'empty' | 'demo') => {
  const path = join(templateDir, `${kind}.db`)
  const { db, close } = await openNodeDb(`file:${path}`)
  try {
    await migrateDb(db)
    if (kind === 'demo') await seedDemo(db)
    // Everything into the main file, so copying that one file copies the whole database.
    await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  } finally {
    close()
  }
  return path
}

const freshDatabase = async (path: string, kind: 'empty' | 'demo') => {
  let template = templates.get(kind)
  if (!template) {
    template = buildTemplate(kind)
    templates.set(kind, template)
  }
  copyFileSync(await template, path)
  return openNodeDb(`file:${path}`)
}

// A fresh database file built from the committed migrations, with the demo catalogue, per test file.
// Most suites place dozens of enquiries from one address and one mobile number to test other
// things; they get roomy enquiry limits. `enquiryLimits: 'real'` gives the shop's own limits.
const ROOMY_ENQUIRY_LIMITS = {
  perClient: { limit: 100_000, windowMs: 60 * 60_000 },
  perMobile: { limit: 100_000, windowMs: 24 * 60 * 60_000 },
}

// A test's own `clientAddress` override falls back to the same default, so a request without
// `x-test-client` still has an address; `clientAddress: 'none'` makes every address unknown.
export interface TestAppOptions {
  seed?: boolean
  overrides?: Partial<AppDeps>
  clientAddress?: 'none'
  enquiryLimits?: 'real'
  // How long the app trusts its cached catalogue and settings before asking the database again.
  catalogueCheckMs?: number
}

export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-test-'))
  const { db, close } = await freshDatabase(join(dir, 'test.db'), options.seed === false ? 'empty' : 'demo')
  const clock = manualClock()
  const logs: string[] = []
  const purger = createPurger(db, { onError: (error) => logs.push(`purge failed: ${String(error)}`) })
  const { clientAddress: given, ...overrides } = options.overrides ?? {}
  const pending = new Set<Promise<unknown>>()
  const background = (p: Promise<unknown>) => {
    pending.add(p)
    p.catch(() => {}).finally(() => pending.delete(p))
  }
  const fromHeader = (c: Parameters<NonNullable<AppDeps['clientAddress']>>[0]) =>
    c.req.header('x-test-client') || TEST_CLIENT
  const app = createApp({
    db,
    objects: folderObjectStore(join(dir, 'objects')),
    clock,
    secrets: TEST_SECRETS,
    config: {
      jwtIssuer: 'test-issuer',
      jwtAudience: 'test-audience',
      catalogueCheckMs: options.catalogueCheckMs ?? 0,
      ...(options.enquiryLimits === 'real' ? {} : { enquiryLimits: ROOMY_ENQUIRY_LIMITS }),
    },
    compressor: nodeCompressor,
    log: (line) => logs.push(line),
    purger,
    background,
    clientAddress:
      options.clientAddress === 'none'
        ? () => undefined
        : given
          ? (c) => given(c) || fromHeader(c)
          : fromHeader,
    ...overrides,
  })
  // Like Workers: work a request hands to waitUntil runs after its answer. Here the caller gets the
  // answer once that work has settled too, so a test's next request sees its effects.
  const respond = async (path: string, init?: RequestInit) => {
    const background: Promise<unknown>[] = []
    const res = await app.request(path, init, undefined, executionContext(background))
    return { res, background }
  }
  const request = async (path: string, init?: RequestInit) => {
    const { res, background } = await respond(path, init)
    await Promise.allSettled(background)
    return res
  }
  return {
    app,
    db,
    dir,
    clock,
    logs,
    purgeIdle: purger.idle,
    async settled() {
      while (pending.size) await Promise.allSettled([...pending])
    },
    request,
    respond,
    async json<T>(path: string, init?: RequestInit) {
      const res = await request(path, init)
      const text = await res.text()
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res }
    },
    close: () => {
      close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export const API = '/api/website-management'

const executionContext = (background: Promise<unknown>[]) =>
  ({
    waitUntil: (p: Promise<unknown>) => background.push(p),
    passThroughOnException: () => {},
    props: {},
  }) as unknown as Parameters<ReturnType<typeof createApp>['request']>[3]
