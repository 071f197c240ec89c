import { Agent, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { serveNode } from '../../worker/platform/node-http'

const server = serveNode({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' }, () => {})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const fetchOn = (agent: Agent, port: number) =>
  new Promise<{ reused: boolean; body: string }>((done, fail) => {
    const request = get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => done({ reused: request.reusedSocket, body }))
    })
    request.on('error', fail)
  })

test('the Node entry keeps an idle connection open past the 5 s at which clients give up on it', async () => {
  await new Promise((listening) => (server.listening ? listening(null) : server.once('listening', listening)))
  const { port } = server.address() as AddressInfo
  // A client that keeps sockets longer than Node's default server wait: with that default the
  // server closes the socket at 5 s and the second request needs a new one.
  const agent = new Agent({ keepAlive: true, maxSockets: 1, timeout: 30_000 })
  expect(await fetchOn(agent, port)).toEqual({ reused: false, body: 'ok' })
  await new Promise((later) => setTimeout(later, 5_600))
  expect(await fetchOn(agent, port)).toEqual({ reused: true, body: 'ok' })
  agent.destroy()
}, 15_000)
