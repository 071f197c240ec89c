// Test-only: a small Hrana-over-HTTP (v2 and v3, JSON) server in Node that runs statements on an
// embedded libSQL file, one connection per stream as sqld does (hrana-engine.ts). It lets the real Workers bundle, with the production `@libsql/client/web`, talk to a
// real libSQL engine inside workerd, since no libSQL server (sqld) can be installed here.
// It can also misbehave on demand (a fixed delay, an outage, a hang, errors, a batch cut part-way)
// and logs what it was asked, so tests and the edge bench can count round trips and see the shop
// ride out a database that is slow or gone.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHranaEngine, type LockWait } from './hrana-engine'
import { describePipeline, type PipelineBody } from './hrana-wire'

// none: answers normally. down: every database request's connection is reset (the client sees a
// network error). slow: requests are held for `slowMs` (or until the fault changes), then answered.
// error: HTTP 500. cut: a batch runs part-way, is rolled back, and the connection drops unanswered
// (other requests are answered normally).
export const FAULT_MODES = ['none', 'down', 'slow', 'error', 'cut'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

export interface BridgeLogEntry {
  at: number
  kinds: string[]
  sqlHeads: string[]
  // The tables the statements name (after FROM, JOIN, INTO, UPDATE).
  tables: string[]
  // The fault in force when the request arrived, when there was one.
  fault?: FaultMode
  // Where its arrival, and its caller giving up on it under 'slow', fall in the bridge's order of
  // events: which came first, without a clock.
  seq?: number
  gaveUpSeq?: number
  // Its statements' waits for another stream's write lock, when there were any.
  lockWait?: LockWait
  // Refused for a missing or wrong token (the bridge's authToken).
  refused?: true
}

export interface FaultOptions {
  // For 'cut': how many batch steps run before the cut (BEGIN is step 0); 0 = half of them.
  cutAfterSteps?: number
}

export interface HranaBridge {
  url: string
  // Every request to the database endpoints (not the control API), since the start or resetLog().
  requests: number
  log: BridgeLogEntry[]
  // Added before answering every database request, as the network to a distant primary would.
  delayMs: number
  // How long 'slow' holds a request.
  slowMs: number
  // Requests 'slow' holds whose caller still waits for them: an answer that comes while one does
  // did not wait for the database, nor for its timeout.
  readonly waiting: number
  // Requests 'slow' held until their caller gave up on them (a timeout taken), since the start or
  // resetLog().
  readonly abandoned: readonly BridgeLogEntry[]
  readonly mode: FaultMode
  // Every wait for the write lock since the start or resetLog(): statements that waited, the
  // time they waited in all and at most, and those that gave up after the busy timeout.
  readonly lockWaits: LockWaitFigures
  fault(mode: FaultMode, options?: FaultOptions): void
  resetLog(): void
  close(): Promise<void>
}

export interface BridgeOptions {
  port?: number
  delayMs?: number
  slowMs?: number
  // When set, a database request without `Authorization: Bearer <authToken>` is answered 401, as
  // Turso/sqld answer a missing or wrong token.
  authToken?: string
  // How long a statement waits for another stream's write lock (default BUSY_TIMEOUT_MS, 5 s).
  busyTimeoutMs?: number
}

export interface LockWaitFigures extends LockWait {
  maxMs: number
}

// The control API, for a process that does not hold the bridge object (a Playwright web server,
// the bench): POST /__control {fault?, delayMs?, slowMs?, cutAfterSteps?, resetLog?} answers the
// state; GET /__control answers it too; GET /__control/log answers the request log.
export interface BridgeControl {
  fault?: FaultMode
  delayMs?: number
  slowMs?: number
  cutAfterSteps?: number
  resetLog?: boolean
}

export const controlBridge = async (bridgeUrl: string, change: BridgeControl = {}) => {
  const res = await fetch(`${bridgeUrl}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  })
  if (!res.ok) throw new Error(`bridge control answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as {
    fault: FaultMode
    delayMs: number
    slowMs: number
    requests: number
    lockWaits: LockWaitFigures
  }
}

// The version probes and pipelines the bridge answers: Hrana 2 and 3 in JSON. Protobuf (v3-protobuf)
// is not spoken: a client that probes for it gets 404 and falls back to v2, as from an older sqld.
const VERSION_PATHS = new Set(['/v2', '/v3'])
const PIPELINE_PATHS = new Set(['/v2/pipeline', '/v3/pipeline'])

const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms))

const readBody = (req: IncomingMessage) =>
  new Promise<string>((ok, fail) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')))
    req.on('error', fail)
  })

// A reset, not a polite close: what a client sees when the primary or the path to it is gone.
const drop = (req: IncomingMessage) => req.socket.resetAndDestroy()

export const startHranaBridge = async (dbPath: string, options: BridgeOptions = {}): Promise<HranaBridge> => {
  const engine = createHranaEngine(dbPath, {
    ...(options.busyTimeoutMs !== undefined ? { busyTimeoutMs: options.busyTimeoutMs } : {}),
  })
  const noWaits = (): LockWaitFigures => ({ count: 0, ms: 0, timedOut: 0, maxMs: 0 })
  let lockWaits = noWaits()
  let mode: FaultMode = 'none'
  let cutAfterSteps = 0
  // Wakes requests held by 'slow' when the fault changes or the bridge closes.
  let wake: (() => void)[] = []
  let closing = false
  let waiting = 0
  let events = 0
  let abandoned: BridgeLogEntry[] = []
  // Read through a call: the fault changes while a request waits, which narrowing cannot see.
  const current = (): FaultMode => mode

  const bridge: HranaBridge = {
    url: '',
    requests: 0,
    log: [],
    delayMs: options.delayMs ?? 0,
    slowMs: options.slowMs ?? 60_000,
    get mode() {
      return mode
    },
    get waiting() {
      return waiting
    },
    get abandoned() {
      return abandoned
    },
    get lockWaits() {
      return lockWaits
    },
    fault(next, opts = {}) {
      if (!FAULT_MODES.includes(next)) throw new Error(`unknown fault mode ${String(next)}`)
      mode = next
      cutAfterSteps = opts.cutAfterSteps ?? 0
      const held = wake
      wake = []
      for (const w of held) w()
    },
    resetLog() {
      bridge.log = []
      bridge.requests = 0
      abandoned = []
      lockWaits = noWaits()
    },
    close: async () => {},
  }

  const holdWhileSlow = async (res: ServerResponse, entry: BridgeLogEntry) => {
    const until = Date.now() + bridge.slowMs
    let callerWaits = true
    const gaveUp = () => {
      if (!callerWaits) return
      callerWaits = false
      waiting--
      entry.gaveUpSeq = ++events
      abandoned.push(entry)
    }
    waiting++
    res.once('close', gaveUp)
    while (current() === 'slow' && !closing && Date.now() < until) {
      await new Promise<void>((ok) => {
        const timer = setTimeout(ok, Math.max(0, until - Date.now()))
        wake.push(() => {
          clearTimeout(timer)
          ok()
        })
      })
    }
    res.off('close', gaveUp)
    if (callerWaits) waiting--
  }

  const state = () => ({
    fault: mode,
    delayMs: bridge.delayMs,
    slowMs: bridge.slowMs,
    requests: bridge.requests,
    lockWaits,
  })

  const control = (req: IncomingMessage, res: ServerResponse, text: string) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (req.method === 'GET' && req.url === '/__control/log') return json(200, bridge.log)
    if (req.method === 'GET') return json(200, state())
    let change: BridgeControl
    try {
      change = JSON.parse(text || '{}') as BridgeControl
    } catch {
      return json(400, { error: 'body is not JSON' })
    }
    if (change.fault !== undefined && !FAULT_MODES.includes(change.fault))
      return json(400, { error: `fault must be one of ${FAULT_MODES.join(', ')}` })
    for (const k of ['delayMs', 'slowMs', 'cutAfterSteps'] as const) {
      const v = change[k]
      if (v !== undefined && !(Number.isInteger(v) && v >= 0))
        return json(400, { error: `${k} must be a whole number of 0 or more` })
    }
    if (change.delayMs !== undefined) bridge.delayMs = change.delayMs
    if (change.slowMs !== undefined) bridge.slowMs = change.slowMs
    if (change.fault !== undefined) bridge.fault(change.fault, { cutAfterSteps: change.cutAfterSteps ?? 0 })
    if (change.resetLog) bridge.resetLog()
    return json(200, state())
  }

  // What sqld answers a request whose token is missing or not the database's.
  const refuse = (req: IncomingMessage, res: ServerResponse) => {
    const given = req.headers.authorization
    if (!options.authToken || given === `Bearer ${options.authToken}`) return false
    const why = given ? 'The JWT is invalid' : 'Authentication is required but no JWT was specified'
    res
      .writeHead(401, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: `Unauthorized: \`${why}\`` }))
    return true
  }

  const runPipeline = async (body: PipelineBody, entry: BridgeLogEntry) => {
    const wait: LockWait = { count: 0, ms: 0, timedOut: 0 }
    const answer = await engine.pipeline(
      body,
      current() === 'cut' ? { afterSteps: cutAfterSteps } : undefined,
      wait,
    )
    if (wait.count > 0) {
      entry.lockWait = wait
      lockWaits.count += wait.count
      lockWaits.ms += wait.ms
      lockWaits.timedOut += wait.timedOut
      lockWaits.maxMs = Math.max(lockWaits.maxMs, wait.ms)
    }
    return answer
  }

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const text = await readBody(req)
    if (req.url?.startsWith('/__control')) return control(req, res, text)
    bridge.requests++
    // v3 JSON is v2's pipeline with more request kinds; @libsql/client 0.18 speaks v2 over HTTP.
    const pipeline = req.method === 'POST' && PIPELINE_PATHS.has(req.url ?? '')
    let body: PipelineBody | undefined
    try {
      body = pipeline ? (JSON.parse(text) as PipelineBody) : undefined
    } catch {
      return res.writeHead(400).end('body is not JSON')
    }
    const entry: BridgeLogEntry = {
      at: Date.now(),
      ...(body ? describePipeline(body) : { kinds: [`${req.method} ${req.url}`], sqlHeads: [], tables: [] }),
      ...(mode === 'none' ? {} : { fault: mode }),
      seq: ++events,
    }
    bridge.log.push(entry)
    if (mode === 'down') return drop(req)
    if (refuse(req, res)) {
      entry.refused = true
      return
    }
    if (bridge.delayMs > 0) await sleep(bridge.delayMs)
    if (current() === 'slow') await holdWhileSlow(res, entry)
    // The fault may have changed during the wait.
    if (closing || current() === 'down') return drop(req)
    if (current() === 'error')
      return res.writeHead(500, { 'content-type': 'text/plain' }).end('database unavailable')
    if (req.method === 'GET' && VERSION_PATHS.has(req.url ?? '')) return res.writeHead(200).end()
    if (!body) return res.writeHead(404).end()
    const answer = await runPipeline(body, entry)
    if (answer === 'cut') return drop(req)
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  }

  const server: Server = createServer((req, res) => {
    serve(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(e instanceof Error ? e.message : String(e))
    })
  })
  await new Promise<void>((ok) => server.listen(options.port ?? 0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  bridge.url = `http://127.0.0.1:${port}`
  bridge.close = () =>
    new Promise<void>((ok) => {
      closing = true
      bridge.fault('none')
      server.close(() => {
        engine.close()
        ok()
      })
      server.closeAllConnections()
    })
  return bridge
}
