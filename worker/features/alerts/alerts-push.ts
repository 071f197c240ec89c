import { buildPushHTTPRequest } from '@pushforge/builder'
import { type AlertPayload, isPushServiceEndpoint } from '../../contract/admin-alerts'

// An EC P-256 private key as a JWK (what the library signs with).
export interface VapidJwk {
  kty: string
  crv: string
  x: string
  y: string
  d: string
}

// The server's VAPID identity (from the environment) and the HTTP client that reaches the push
// services; tests hand in one that reaches a local endpoint.
export interface PushConfig {
  // The uncompressed P-256 point, base64url: what the console gives PushManager.subscribe.
  publicKey: string
  privateJwk: VapidJwk
  // mailto: or https: contact the push service may use to reach the shop.
  subject: string
  fetch?: (url: string, init: RequestInit) => Promise<Response>
}

export interface StoredSubscription {
  id: string
  endpoint: string
  p256dh: string
  auth: string
}

// ok: delivered to the push service. gone: the browser dropped the subscription (404/410) or it
// can never be encrypted to: forget it. failed: try again later.
export type PushOutcome = 'ok' | 'gone' | 'failed'

// The push service keeps an undelivered alert this long (a phone switched off overnight).
const TTL_SECONDS = 12 * 60 * 60

export const sendPush = async (
  config: PushConfig,
  sub: StoredSubscription,
  payload: AlertPayload,
): Promise<PushOutcome> => {
  // A subscription stored before endpoints were checked may name any address: never call it.
  if (!isPushServiceEndpoint(sub.endpoint)) return 'gone'
  let request: Awaited<ReturnType<typeof buildPushHTTPRequest>>
  try {
    request = await buildPushHTTPRequest({
      privateJWK: config.privateJwk,
      subscription: { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      message: {
        payload: { ...payload } as Record<string, string>,
        adminContact: config.subject,
        options: { ttl: TTL_SECONDS, urgency: 'high' },
      },
    })
  } catch {
    return 'gone'
  }
  try {
    const send = config.fetch ?? ((url, init) => fetch(url, init))
    const res = await send(request.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    })
    await res.body?.cancel()
    if (res.status === 404 || res.status === 410) return 'gone'
    return res.ok ? 'ok' : 'failed'
  } catch {
    return 'failed'
  }
}

// The public key a private JWK belongs to: 0x04 || x || y, base64url.
export const publicKeyOfJwk = (jwk: { x: string; y: string }) => {
  const bytes = (b64url: string) => {
    const bin = atob(b64url.replace(/-/g, '+').replace(/_/g, '/'))
    return Array.from(bin, (ch) => ch.charCodeAt(0))
  }
  const all = [4, ...bytes(jwk.x), ...bytes(jwk.y)]
  return btoa(String.fromCharCode(...all))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export const pushConfigOf = (
  vapid: { privateJwk: VapidJwk; subject: string } | undefined,
): PushConfig | undefined =>
  vapid && {
    publicKey: publicKeyOfJwk(vapid.privateJwk),
    privateJwk: vapid.privateJwk,
    subject: vapid.subject,
  }
