import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'turso',
  schema: './worker/db/schema.ts',
  out: './migrations',
  dbCredentials: { url: 'file:data/drizzle-kit.db' },
})
