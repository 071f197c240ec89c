// Writes a new `.prod.vars`: the shop's secrets, made once and kept. It never replaces one: a new
// PASSWORD_PEPPER locks every account out, a new JWT_SECRET signs everyone out, and a new VAPID pair
// makes every phone subscribe to alerts again.
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import * as z from 'zod'
import { newVapidKey } from './vapid-key'

const argAfter = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const email = z.email().safeParse(argAfter('--email'))
const path = argAfter('--out') ?? '.prod.vars'

const main = async () => {
  if (!email.success)
    throw new Error(
      "Give the seller's email for push services: npm run secrets:new -- --email you@example.in",
    )
  const secret = () => randomBytes(48).toString('base64')
  const vapid = await newVapidKey()
  const text = `# The shop's secrets (npm run secrets:new). Keep a copy somewhere safe and never commit it:
# admin:create needs PASSWORD_PEPPER again, and a lost pepper locks every account out.
JWT_SECRET=${secret()}
PASSWORD_PEPPER=${secret()}
VAPID_PRIVATE_KEY='${vapid.privateKey}'
VAPID_SUBJECT=mailto:${email.data}
`
  try {
    // wx: refuse to replace a file that is already there; 0600: only the seller's account reads it.
    writeFileSync(path, text, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST')
      throw new Error(`${path} is already there: nothing was changed (its secrets are in use; keep them).`)
    throw error
  }
  console.log(`Wrote ${path} (readable by you alone). Next:
  1. Add the database lines to it:
       LIBSQL_URL=<from: turso db show --url <db>>
       LIBSQL_AUTH_TOKEN=<from: turso db tokens create <db>>
  2. Send every secret to the Worker: npx wrangler secret bulk ${path}
  3. Check the deployment: npm run doctor -- --env-file ${path}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
