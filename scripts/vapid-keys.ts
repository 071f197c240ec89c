// Prints a new VAPID key pair for the seller's alerts, as the environment wants it. Run once per
// shop and keep the pair: a new pair makes every phone subscribe again.
import { newVapidKey } from './vapid-key'

const { privateKey, publicKey } = await newVapidKey()

console.log(`# The seller's alerts (Web Push). Keep the private key secret.
# One machine: put these in the environment of npm start.
# Cloudflare: wrangler secret put VAPID_PRIVATE_KEY (paste the JSON), wrangler secret put VAPID_SUBJECT
VAPID_PRIVATE_KEY='${privateKey}'
VAPID_SUBJECT='mailto:you@example.com'
# Public key (the console fetches it by itself; shown for checking): ${publicKey}`)
