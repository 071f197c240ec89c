import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiApp } from '../helpers/api-app'
import {
  isSchemaError,
  RELEASE_QUERIES_FILE,
  type ReleaseQueries,
  statementOf,
} from '../helpers/query-recorder'

// Migrations run before the new code goes live (the deploy workflow runs db:migrate, then deploys),
// so for a while the release still live runs on the new schema. Its statements, recorded once it
// went live (npm run db:record-queries), must all still run on a database built by every migration
// in migrations/: expand first, contract a release later (docs/deploy.md#the-migration-rule).

// A demo shop built by every committed migration, as the live database is after db:migrate.
const t = apiApp()
const { queries } = JSON.parse(readFileSync(RELEASE_QUERIES_FILE, 'utf8')) as ReleaseQueries

// Each statement alone, with the arguments it was recorded with, undone afterwards. Only what the
// schema breaks counts: the sample arguments may well meet a unique key or a missing parent row.
const schemaErrorOf = async (query: ReleaseQueries['queries'][number]) => {
  const tx = await t.db.$client.transaction('write')
  try {
    await tx.execute(statementOf(query))
    return undefined
  } catch (error) {
    const message = String((error as Error).message ?? error)
    return isSchemaError(message, query.sql) ? message : undefined
  } finally {
    await tx.rollback()
  }
}

// Written by the seed alone and never read by the release: the worker carries India's states and
// districts itself (master.service.ts).
const NOT_QUERIED = ['districts', 'states']

describe('the migration rule', () => {
  it('every statement of the live release still runs after every migration in migrations/', async () => {
    expect(queries.length).toBeGreaterThan(100)
    const broken: string[] = []
    for (const query of queries) {
      const error = await schemaErrorOf(query)
      if (error) broken.push(`${error}\n    in: ${query.sql}`)
    }
    expect(broken, 'a migration contracts what the live release still uses').toEqual([])
  })

  it("the live release's statements reach every table, so no table's columns go unchecked", async () => {
    const tables = await t.db.$client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\'",
    )
    const used = queries.map((q) => q.sql).join('\n')
    const unseen = tables.rows
      .map((r) => String(r.name))
      .filter((name) => !new RegExp(`\\b${name}\\b`).test(used))
    expect(unseen.sort()).toEqual(NOT_QUERIED)
  })
})
