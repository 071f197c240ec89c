import type { Server } from 'node:http'
import { serve } from '@hono/node-server'

// How long the Node entry keeps an idle connection open for the next request. Node's 5 s default
// equals the idle time after which Node's own HTTP clients (and Playwright's) drop a kept socket,
// so a request sent just as the server closes its side met a reset connection (a red journey on
// CI). Longer than the clients' idle time, and than a reverse proxy's usual 60 s, means the
// client always lets go first.
export const KEEP_ALIVE_MS = 65_000

type ServeOptions = Parameters<typeof serve>[0]

export const serveNode = (options: ServeOptions, listening: Parameters<typeof serve>[1]): Server => {
  const server = serve(options, listening) as Server
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // Node refuses a request whose headers take longer than this; it must outlast the idle wait.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  return server
}
