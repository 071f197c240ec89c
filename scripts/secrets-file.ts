// The shop's secrets file, made once and kept. It never replaces one: a new PASSWORD_PEPPER locks
// every account out, a new JWT_SECRET signs everyone out, and a new VAPID pair makes every phone
// subscribe to alerts again.
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { newVapidKey } from './vapid-key'

export const writeSecretsFile = async (path: string, email: string) => {
  const secret = () => randomBytes(48).toString('base64')
  const vapid = await newVapidKey()
  const text = `# The shop's secrets (npm run secrets:new). Keep a copy somewhere safe and never commit it:
# admin:create needs PASSWORD_PEPPER again, and a lost pepper locks every account out.
JWT_SECRET=${secret()}
PASSWORD_PEPPER=${secret()}
VAPID_PRIVATE_KEY='${vapid.privateKey}'
VAPID_SUBJECT=mailto:${email}
`
  try {
    // wx: refuse to replace a file that is already there; 0600: only the seller's account reads it.
    writeFileSync(path, text, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST')
      throw new Error(`${path} is already there: nothing was changed (its secrets are in use; keep them).`)
    throw error
  }
}
