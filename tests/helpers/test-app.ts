import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../worker/app'
import type { AppDeps } from '../../worker/app-env'
import type { Db } from '../../worker/db/client'
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

export interface TestApp {
  app: ReturnType<typeof createApp>
  db: Db
  dir: string
  clock: ReturnType<typeof manualClock>
  logs: string[]
  request: (path: string, init?: RequestInit) => Promise<Response>
  json: <T = unknown>(path: string, init?: RequestInit) => Promise<{ status: number; body: T; res: Response }>
  close: () => void
}

// A fresh database file built from the committed migrations, with the demo catalogue, per test file.
export const createTestApp = async (
  options: { seed?: boolean; overrides?: Partial<AppDeps> } = {},
): Promise<TestApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-test-'))
  const { db, close } = await openNodeDb(`file:${join(dir, 'test.db')}`)
  await migrateDb(db)
  if (options.seed !== false) await seedDemo(db)
  const clock = manualClock()
  const logs: string[] = []
  const app = createApp({
    db,
    objects: folderObjectStore(join(dir, 'objects')),
    clock,
    secrets: TEST_SECRETS,
    config: { jwtIssuer: 'test-issuer', jwtAudience: 'test-audience', catalogueCheckMs: 0 },
    compressor: nodeCompressor,
    log: (line) => logs.push(line),
    ...options.overrides,
  })
  const request = async (path: string, init?: RequestInit) => app.request(path, init)
  return {
    app,
    db,
    dir,
    clock,
    logs,
    request,
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
