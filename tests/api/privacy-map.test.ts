import { describe, expect, it } from 'vitest'
import { FILE_STORES, PERSONAL_DATA_MAP } from '../../worker/features/privacy/personal-data-map'
import { apiApp } from '../helpers/api-app'

const t = apiApp({ seed: false })

// SQLite's and the migrator's own tables, and those a host adds (D1, libSQL), are nobody's data.
const INTERNAL = /^(sqlite_|__drizzle|_cf_|d1_|libsql_)/

// Every table and column of the database as the committed migrations build it.
const migratedColumns = async () => {
  const client = t.db.$client
  const tables = await client.execute("select name from sqlite_master where type = 'table' order by name")
  const columns: string[] = []
  for (const { name } of tables.rows) {
    if (INTERNAL.test(String(name))) continue
    const info = await client.execute(`select name from pragma_table_info('${String(name)}')`)
    columns.push(...info.rows.map((c) => `${String(name)}.${String(c.name)}`))
  }
  return columns.sort()
}

const mappedColumns = () =>
  PERSONAL_DATA_MAP.flatMap((rule) => Object.keys(rule.columns).map((c) => `${rule.name}.${c}`)).sort()

describe('the personal-data map', () => {
  it('names every column of every table of the migrated database, and no other', async () => {
    const inDatabase = await migratedColumns()
    const inMap = mappedColumns()
    expect(
      inDatabase.filter((c) => !inMap.includes(c)),
      'columns the map does not declare',
    ).toEqual([])
    expect(
      inMap.filter((c) => !inDatabase.includes(c)),
      'map entries the database does not have',
    ).toEqual([])
    expect(new Set(PERSONAL_DATA_MAP.map((r) => r.name)).size).toBe(PERSONAL_DATA_MAP.length)
  })

  it('says something a deletion can do for every table it reaches', () => {
    for (const rule of PERSONAL_DATA_MAP) {
      const columns = Object.values(rule.columns)
      if (rule.reach === 'none') {
        // A table no buyer's rows can be found in must hold nothing personal, and is not exported.
        expect(
          columns.every((c) => !c.personal),
          rule.name,
        ).toBe(true)
        expect(rule.exportAs, rule.name).toBeUndefined()
        expect(rule.why, rule.name).toBeTruthy()
      }
      const goesWithRow = columns.filter((c) => c.personal && c.onDelete === 'row')
      if (rule.rows === 'update') expect(goesWithRow, rule.name).toEqual([])
      else
        expect(
          columns.every((c) => !c.personal || c.onDelete === 'row'),
          rule.name,
        ).toBe(true)
    }
  })

  it('deletes every file store it names on deletion, and says why the others stay', () => {
    const named = PERSONAL_DATA_MAP.flatMap((r) =>
      Object.values(r.columns).flatMap((c) => (c.personal && c.onDelete === 'object' ? [c.store] : [])),
    )
    for (const store of named) expect(FILE_STORES[store].onDelete, store).toBe('object')
    for (const [name, store] of Object.entries(FILE_STORES)) {
      if (store.onDelete === 'object') expect(named, name).toContain(name)
      if (!store.personal) expect(store.onDelete, name).toBe('none')
    }
  })
})
