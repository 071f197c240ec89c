// A new VAPID key pair for the seller's alerts: the private key as the JWK JSON the environment
// wants (worker/env.ts) and the public key the console subscribes phones with.
import { publicKeyOfJwk } from '../worker/features/alerts/alerts-push'

export const newVapidKey = async () => {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const key = { kty: jwk.kty, crv: jwk.crv, x: jwk.x!, y: jwk.y!, d: jwk.d! }
  return { privateKey: JSON.stringify(key), publicKey: publicKeyOfJwk(key) }
}
