// npm run secrets:new -- --email you@example.in [--out <path>]: writes a new `.prod.vars` with every
// secret the Worker needs (scripts/secrets-file.ts) and says what to add next.
import * as z from 'zod'
import { writeSecretsFile } from './secrets-file'

const argAfter = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const main = async () => {
  const email = z.email().safeParse(argAfter('--email'))
  const path = argAfter('--out') ?? '.prod.vars'
  if (!email.success)
    throw new Error(
      "Give the seller's email for push services: npm run secrets:new -- --email you@example.in",
    )
  await writeSecretsFile(path, email.data)
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
