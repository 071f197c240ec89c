// Prints a new VAPID key pair for the seller's alerts, as the environment wants it. Run once per
// shop and keep the pair: a new pair makes every phone subscribe again.
import { publicKeyOfJwk } from '../worker/features/alerts/alerts-push'

const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
const key = JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d })

console.log(`# The seller's alerts (Web Push). Keep the private key secret.
# One machine: put these in the environment of npm start.
# Cloudflare: wrangler secret put VAPID_PRIVATE_KEY (paste the JSON), wrangler secret put VAPID_SUBJECT
VAPID_PRIVATE_KEY='${key}'
VAPID_SUBJECT='mailto:you@example.com'
# Public key (the console fetches it by itself; shown for checking): ${publicKeyOfJwk({ x: jwk.x!, y: jwk.y! })}`)
