// Resets the catalogue, places and settings to the demo data (orders and accounts are kept).
import { seedDemo } from '../worker/db/seed/seed'
import { nodeEnvSchema, parseEnv } from '../worker/env'
import { migrateDb, openNodeDb } from '../worker/platform/node-db'

const env = parseEnv(nodeEnvSchema, process.env)
const { db, close } = await openNodeDb(env.LIBSQL_URL, env.LIBSQL_AUTH_TOKEN)
await migrateDb(db)
const counts = await seedDemo(db)
console.log(
  `Seeded ${env.LIBSQL_URL}: ${counts.products} products in ${counts.categories} categories, ` +
    `${counts.states} states and union territories, ${counts.districts} districts.`,
)
close()
