import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../worker/contract/common'
import { accounts } from '../../worker/db/schema'
import { auth, createBuyer, login } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { post } from '../helpers/enquiry'
import { API, TEST_SECRETS } from '../helpers/test-app'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')

const t = apiApp({ seed: false })

// Runs `npm run admin:create` the way a deploy script would: everything from the environment.
const run = (mobile: string, name: string, password?: string) =>
  new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, 'scripts/admin-create.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        LIBSQL_URL: `file:${join(t.dir, 'test.db')}`,
        PASSWORD_PEPPER: TEST_SECRETS.passwordPepper,
        JWT_SECRET: TEST_SECRETS.jwtSecret,
        APP_ENV: 'test',
        ADMIN_MOBILE: mobile,
        ADMIN_NAME: name,
        ...(password === undefined ? {} : { ADMIN_PASSWORD: password }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, out, err }))
  })

describe('npm run admin:create', () => {
  it('creates an admin from ADMIN_MOBILE, ADMIN_NAME and ADMIN_PASSWORD, who can then sign in to the console', async () => {
    const result = await run('9443012345', 'Selvi', 'sivakasi-2026!')
    expect(result.err).toBe('')
    expect(result.code).toBe(0)
    expect(result.out).toContain('Created admin 9443012345')
    const session = await login(t, '9443012345', 'sivakasi-2026!')
    expect(session.roles).toEqual(['admin'])
    expect(session.is_initial_password).toBe(0)
    expect((await t.json(`${API}/admin/orders`, { headers: auth(session.token) })).status).toBe(200)
    const row = (await t.db.select().from(accounts).where(eq(accounts.mobileNo, '9443012345')))[0]!
    expect(row.passwordHash).not.toContain('sivakasi')
  }, 30_000)

  it('promotes an existing buyer, whose old password and sessions stop working', async () => {
    const buyerToken = await createBuyer(t, '9443099999')
    expect((await t.json(`${API}/admin/orders`, { headers: auth(buyerToken) })).status).toBe(403)
    const result = await run('9443099999', 'Kumar', 'a-long-password')
    expect(result.code).toBe(0)
    expect(result.out).toContain('is now an admin')
    // The script stamps the change with the real clock; sign in after it.
    t.clock.set(Date.now() + 2000)
    expect((await t.json(`${API}/admin/orders`, { headers: auth(buyerToken) })).status).toBe(401)
    const old = await t.json<ErrorBody>(
      `${API}/users/login`,
      post({ username: '9443099999', password: '9443099999' }),
    )
    expect(old.status).toBe(401)
    const session = await login(t, '9443099999', 'a-long-password')
    expect(session.roles).toEqual(['admin'])
    expect((await t.json(`${API}/admin/orders`, { headers: auth(session.token) })).status).toBe(200)
  }, 30_000)

  it('refuses a password under 10 characters and a mobile number that is not one, creating nothing', async () => {
    const short = await run('9443055555', 'Ravi', 'short')
    expect(short.code).toBe(1)
    expect(short.err).toContain('at least 10 characters')
    const badMobile = await run('12345', 'Ravi', 'long-enough-pass')
    expect(badMobile.code).toBe(1)
    expect(badMobile.err).toContain('Invalid Mobile Number')
    expect(await t.db.select().from(accounts).where(eq(accounts.mobileNo, '9443055555'))).toEqual([])
  }, 30_000)

  it('stops with a clear message when a value is missing and there is no terminal to ask on', async () => {
    const result = await run('9443066666', 'Ravi')
    expect(result.code).toBe(1)
    expect(result.err).toContain('required')
  }, 30_000)
})
