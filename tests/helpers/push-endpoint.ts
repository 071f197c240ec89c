import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { importJWK, jwtVerify } from 'jose'
import type { PushConfig, VapidJwk } from '../../worker/features/alerts/alerts-push'
import { publicKeyOfJwk } from '../../worker/features/alerts/alerts-push'

// A push service on loopback, standing in for FCM or Mozilla's: it takes what the server sends,
// answers with the status the test chose, and the test decrypts what it got as the phone would.

export interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

// Subscriptions name a real push service's address, as browsers make them and as the server
// demands; the server's HTTP client (PushConfig.fetch, which no deployment can set, or workerd's
// outbound in the bundle test) is pointed at this loopback one instead, so the request really
// crosses a socket and never leaves the machine.
export const PUSH_ORIGIN = 'https://fcm.googleapis.com'

export const startPushEndpoint = async () => {
  const received: ReceivedPush[] = []
  // Status per endpoint path; 201 unless the test says otherwise.
  const statuses = new Map<string, number>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      res.statusCode = statuses.get(path) ?? 201
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  // Anything else is refused here: a test never reaches a real push service.
  const fetchVia = async (url: string, init: RequestInit) => {
    if (!url.startsWith(`${PUSH_ORIGIN}/`)) throw new Error(`a test push to ${url} left the machine`)
    return fetch(url.replace(PUSH_ORIGIN, `http://127.0.0.1:${port}`), init)
  }
  return {
    received,
    statuses,
    fetch: fetchVia,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// The server's VAPID identity for a test: a fresh P-256 pair.
export const testVapid = async (
  fetchVia: PushConfig['fetch'],
): Promise<PushConfig & { privateJwk: VapidJwk }> => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const privateJwk = { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, d: jwk.d! }
  return {
    publicKey: publicKeyOfJwk(privateJwk),
    privateJwk,
    subject: 'mailto:alerts@sivakasi.example',
    ...(fetchVia ? { fetch: fetchVia } : {}),
  }
}

const b64url = (b: Buffer) => b.toString('base64url')

// A phone's subscription, as PushManager.subscribe makes it: its own ECDH key and auth secret.
export const fakePhone = (name: string) => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  const subscription = {
    endpoint: `${PUSH_ORIGIN}/send/${name}`,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
  }
  // Decrypts a push as the browser does. The library sends the 'aesgcm' content encoding (the
  // Web Push draft Chrome, Firefox and Safari all accept): the salt in the Encryption header, the
  // server's one-time public key in Crypto-Key, 2 bytes of padding length before the text.
  const decrypt = (push: ReceivedPush): unknown => {
    const header = (name: string) => String(push.headers[name] ?? '')
    if (header('content-encoding') !== 'aesgcm')
      throw new Error(`unexpected encoding ${header('content-encoding')}`)
    const salt = Buffer.from(/salt=([^;,\s]+)/.exec(header('encryption'))![1]!, 'base64url')
    const serverKey = Buffer.from(/dh=([^;,\s]+)/.exec(header('crypto-key'))![1]!, 'base64url')
    const shared = ecdh.computeSecret(serverKey)
    const ikm = Buffer.from(hkdfSync('sha256', shared, auth, Buffer.from('Content-Encoding: auth\0'), 32))
    const clientKey = ecdh.getPublicKey()
    const context = Buffer.concat([
      Buffer.from('P-256\0'),
      Buffer.from([0, clientKey.length]),
      clientKey,
      Buffer.from([0, serverKey.length]),
      serverKey,
    ])
    const derive = (label: string, len: number) =>
      Buffer.from(
        hkdfSync(
          'sha256',
          ikm,
          salt,
          Buffer.concat([Buffer.from(`Content-Encoding: ${label}\0`), context]),
          len,
        ),
      )
    const decipher = createDecipheriv('aes-128-gcm', derive('aesgcm', 16), derive('nonce', 12))
    decipher.setAuthTag(push.body.subarray(push.body.length - 16))
    const padded = Buffer.concat([
      decipher.update(push.body.subarray(0, push.body.length - 16)),
      decipher.final(),
    ])
    const padding = padded.readUInt16BE(0)
    return JSON.parse(padded.subarray(2 + padding).toString('utf8'))
  }
  return { subscription, decrypt }
}

// The VAPID header: `vapid t=<JWT>, k=<public key>`. The JWT must verify with the shop's public
// key, name the push service's origin and carry the shop's contact.
export const verifyVapid = async (push: ReceivedPush, publicKey: string) => {
  const m = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(String(push.headers.authorization ?? ''))
  if (!m) throw new Error('no VAPID authorization header')
  const raw = Buffer.from(publicKey, 'base64url')
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    'ES256',
  )
  const { payload } = await jwtVerify(m[1]!, key, { algorithms: ['ES256'] })
  return { claims: payload, k: m[2]! }
}
