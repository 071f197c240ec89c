// The production build served by the Node entry on a port nobody holds, with a fresh demo database
// in a folder of its own and the request log off: what the Lighthouse run, the page-work guard and
// the bench measure. `stop` ends the server and removes the folder, unless the caller gave it.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const STATIC_DIR = 'dist/web'

export const buildIsPresent = () =>
  existsSync(join(STATIC_DIR, 'assets')) && existsSync('dist/ssr/entry-server.js')

// A port nobody holds now, so two runs (or a dev server) on one machine do not collide.
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })

export interface BuiltServerOptions {
  // A folder the caller keeps (the bench reads its databases once the server has gone).
  dir?: string
  // The database file in that folder; `<name>.db` by default.
  database?: string
  port?: number
  // More environment, over the defaults above (the bench's request log, proxy and secrets).
  env?: Record<string, string>
}

export const startBuiltServer = async (name: string, options: BuiltServerOptions = {}) => {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), `storefront-${name}-`))
  const port = options.port ?? (await freePort())
  const server = spawn('tsx', ['worker/node.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LIBSQL_URL: `file:${join(dir, options.database ?? `${name}.db`)}`,
      OBJECTS_DIR: join(dir, 'objects'),
      STATIC_DIR,
      SEED_DEMO: 'true',
      LOG_REQUESTS: 'false',
      ...options.env,
    },
    stdio: ['ignore', openSync(join(dir, 'server.log'), 'a'), 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = () => {
    server.kill()
    if (!options.dir) rmSync(dir, { recursive: true, force: true })
  }
  // A hang guard: on a two-core machine shared with other jobs the server took over 30 s to start.
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${origin}/api/website-management/health`)).ok) return { origin, stop }
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  stop()
  throw new Error('the Node server did not start within 90 s')
}
