// Applies the committed migrations to LIBSQL_URL (the embedded file by default, or Turso).
import { nodeEnvSchema, parseEnv } from '../worker/env'
import { migrateDb, openNodeDb } from '../worker/platform/node-db'

const env = parseEnv(nodeEnvSchema, process.env)
const { db, close } = await openNodeDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN)
await migrateDb(db)
console.log(`Migrations applied to ${env.LIBSQL_URL}`)
close()
