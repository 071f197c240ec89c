import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'turso',
  schema: ['./worker/db/schema.ts', './worker/db/schema-quotes.ts', './worker/db/schema-dispatch.ts'],
  out: './migrations',
  dbCredentials: { url: 'file:data/drizzle-kit.db' },
})
