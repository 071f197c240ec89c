// npm run bench: starts the Node server on loopback with a fresh embedded database and measures
// requests per second with 50 concurrent connections. Prints figures; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { z } from 'zod'

const args = z
  .object({
    BENCH_SECONDS: z.coerce.number().positive().default(5),
    BENCH_CONNECTIONS: z.coerce.number().int().positive().default(50),
  })
  .parse(process.env)
const PORT = 18787
const BASE = `http://127.0.0.1:${PORT}`
const API = `${BASE}/api/website-management`
const BROWSER_ENCODING = 'gzip, deflate, br, zstd'

const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'))
let server: ChildProcess | undefined

const startServer = async () => {
  server = spawn('tsx', ['worker/node.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LIBSQL_URL: `file:${join(dir, 'bench.db')}`,
      OBJECTS_DIR: join(dir, 'objects'),
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${API}/health`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

const run = async (title: string, url: string, headers: Record<string, string> = {}) => {
  const result = await autocannon({
    url,
    headers,
    connections: args.BENCH_CONNECTIONS,
    duration: args.BENCH_SECONDS,
  })
  const rps = result.requests.average
  const bad = result.non2xx - (headers['If-None-Match'] ? (result['3xx'] ?? 0) : 0)
  console.log(
    `${title.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(
      result.latency.p99,
    ).padStart(
      4,
    )} ms  ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s  errors ${result.errors + bad}`,
  )
  return rps
}

try {
  await startServer()
  const probe = await fetch(`${API}/product/quickorder`, { headers: { 'Accept-Encoding': BROWSER_ENCODING } })
  const etag = probe.headers.get('ETag') ?? ''
  const encoded = (await probe.arrayBuffer()).byteLength
  const plain = (
    await (
      await fetch(`${API}/product/quickorder`, { headers: { 'Accept-Encoding': 'identity' } })
    ).arrayBuffer()
  ).byteLength
  console.log(
    `catalogue: ${plain} bytes JSON, ${encoded} bytes as ${probe.headers.get('Content-Encoding') ?? 'identity'}`,
  )
  console.log(`${args.BENCH_CONNECTIONS} connections, ${args.BENCH_SECONDS} s each, on ${BASE}\n`)

  const trivial = await run('GET health (trivial route)', `${API}/health`)
  const full = await run('GET product/quickorder (Accept-Encoding br)', `${API}/product/quickorder`, {
    'Accept-Encoding': BROWSER_ENCODING,
  })
  const revalidated = await run('GET product/quickorder (If-None-Match: 304)', `${API}/product/quickorder`, {
    'Accept-Encoding': BROWSER_ENCODING,
    'If-None-Match': etag,
  })
  console.log(`\nratio quickorder / trivial: ${(full / trivial).toFixed(2)}`)
  console.log(`ratio 304 revalidation / trivial: ${(revalidated / trivial).toFixed(2)}`)
} finally {
  server?.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 300))
  rmSync(dir, { recursive: true, force: true })
}
