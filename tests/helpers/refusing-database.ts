// Test-only: a stand-in libSQL server that never runs a statement. It answers as Turso does when
// the shop cannot use it: every request refused with an HTTP status (401 for a wrong or expired
// token, 403 for a token without rights), or every statement answered with Hrana's BLOCKED error
// (a database over its plan's quota; sqld's StmtError::Blocked). The shop's real libSQL HTTP
// client talks to it, so what the client makes of these answers is what is tested.
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { text as readBody } from 'node:stream/consumers'

export type Refusal = { status: 401 | 403 } | 'blocked'

export interface RefusingDatabase {
  url: string
  // Database requests it answered.
  requests: number
  close(): Promise<void>
}

// sqld's error body for both: JSON with `error`, not Hrana's `message`.
const refuse = (res: ServerResponse, status: number, error: string) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error }))

// A pipeline whose every statement is blocked; closing the stream still succeeds.
const blockedPipeline = (text: string) => {
  const { requests = [] } = JSON.parse(text || '{}') as { requests?: { type: string }[] }
  const results = requests.map((r) =>
    r.type === 'close'
      ? { type: 'ok', response: { type: 'close' } }
      : {
          type: 'error',
          error: { message: 'Operation was blocked: the database exceeded its quota', code: 'BLOCKED' },
        },
  )
  return { baton: null, base_url: null, results }
}

export const startRefusingDatabase = async (refusal: Refusal): Promise<RefusingDatabase> => {
  const db: RefusingDatabase = { url: '', requests: 0, close: async () => {} }
  const server = createServer((req, res) => {
    readBody(req).then(
      (text) => {
        db.requests++
        if (refusal !== 'blocked') return refuse(res, refusal.status, 'Unauthorized: `The JWT is invalid`')
        if (req.method !== 'POST' || !req.url?.endsWith('/pipeline')) return res.writeHead(404).end()
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(blockedPipeline(text)))
      },
      () => res.writeHead(400).end(),
    )
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  db.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  db.close = () =>
    new Promise<void>((ok) => {
      server.close(() => ok())
      server.closeAllConnections()
    })
  return db
}
