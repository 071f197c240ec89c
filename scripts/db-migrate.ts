// Applies the committed migrations to LIBSQL_URL (the embedded file by default, or Turso; with
// --env-file .prod.vars, the one that file names).
import { nodeEnvSchema, parseEnv } from '../worker/env'
import { migrateDb, openNodeDb } from '../worker/platform/node-db'
import { loadEnvFileFromArgs } from './env-file'

// --env-file .prod.vars: the live database's URL, token and pepper, from the seller's secrets file.
loadEnvFileFromArgs()

const env = parseEnv(nodeEnvSchema, process.env)
const { db, close } = await openNodeDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN)
await migrateDb(db)
console.log(`Migrations applied to ${env.LIBSQL_URL}`)
close()
