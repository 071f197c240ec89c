// Resets the catalogue, places and settings to the demo data (orders and accounts are kept).
// With --if-empty, only a database with no catalogue yet is filled (a preview's first deploy).
import { isEmpty, seedDemo } from '../worker/db/seed/seed'
import { nodeEnvSchema, parseEnv } from '../worker/env'
import { migrateDb, openNodeDb } from '../worker/platform/node-db'
import { loadEnvFileFromArgs } from './env-file'

// --env-file .prod.vars: the live database's URL, token and pepper, from the seller's secrets file.
loadEnvFileFromArgs()

const env = parseEnv(nodeEnvSchema, process.env)
const onlyIfEmpty = process.argv.includes('--if-empty')
const { db, close } = await openNodeDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN)
await migrateDb(db)
if (onlyIfEmpty && !(await isEmpty(db))) {
  console.log('The database already has a catalogue: left as it is.')
} else {
  const counts = await seedDemo(db)
  console.log(
    `Seeded: ${counts.products} products in ${counts.categories} categories, ` +
      `${counts.states} states and union territories, ${counts.districts} districts.`,
  )
}
close()
