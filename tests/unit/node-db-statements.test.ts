import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'libsql'
import { afterAll, describe, expect, it } from 'vitest'
import { openNodeDb } from '../../worker/platform/node-db'

// The Node entry keeps prepared statements per connection; reusing one must never change a result.
const dir = mkdtempSync(join(tmpdir(), 'storefront-stmts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the embedded database with prepared statements kept', () => {
  it('answers a reused statement with its own arguments, reads and writes, through a schema change', async () => {
    const { db, close } = await openNodeDb(`file:${join(dir, 'a.db')}`)
    const c = db.$client
    await c.execute('create table t (id integer primary key, name text)')
    for (const name of ['a', 'b', 'c'])
      await c.execute({ sql: 'insert into t (name) values (?)', args: [name] })
    const read = (id: number) => c.execute({ sql: 'select name from t where id = ?', args: [id] })
    expect((await read(2)).rows[0]?.name).toBe('b')
    expect((await read(3)).rows[0]?.name).toBe('c')
    expect((await read(9)).rows).toHaveLength(0)
    await c.batch(
      [
        { sql: 'insert into t (name) values (?)', args: ['d'] },
        { sql: 'update t set name = ? where id = ?', args: ['B', 2] },
      ],
      'write',
    )
    expect((await read(2)).rows[0]?.name).toBe('B')
    const before = await c.execute({ sql: 'select * from t where id = ?', args: [1] })
    expect(before.columns).toEqual(['id', 'name'])
    await c.execute('alter table t add column size integer default 7')
    const all = await c.execute({ sql: 'select * from t where id = ?', args: [4] })
    expect(all.rows[0]).toMatchObject({ name: 'd', size: 7 })
    expect((await c.execute({ sql: 'select * from t where id = ?', args: [1] })).columns).toEqual([
      'id',
      'name',
      'size',
    ])
    close()
  })

  it('keeps a statement once per connection, and forgets them all when the schema changes', async () => {
    const { close } = await openNodeDb(`file:${join(dir, 'b.db')}`)
    const raw = new Database(join(dir, 'c.db'))
    const first = raw.prepare('select 1')
    expect(raw.prepare('select 1')).toBe(first)
    expect(raw.prepare('select 2')).not.toBe(first)
    raw.exec('create table u (x)')
    expect(raw.prepare('select 1')).not.toBe(first)
    const second = raw.prepare('select 1')
    raw.prepare('ALTER TABLE u ADD COLUMN y').run()
    expect(raw.prepare('select 1')).not.toBe(second)
    raw.close()
    close()
  })
})
