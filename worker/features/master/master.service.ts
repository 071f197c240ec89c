import { asc, eq } from 'drizzle-orm'
import type { District, State } from '../../contract/catalogue'
import type { Db } from '../../db/client'
import { districts, states } from '../../db/schema'
import { notFound } from '../../lib/errors'

export const listStates = async (db: Db): Promise<State[]> => {
  const rows = await db.select().from(states).orderBy(asc(states.name))
  return rows.map((s) => ({ _id: String(s.id), state_code: s.code, state_name: s.name, kind: s.kind }))
}

// The districts call takes the state's numeric id in its path (see docs/behaviour.md#api-shapes);
// a two-letter code ('TN') is accepted too, being easier to keep in a link.
export const listDistricts = async (db: Db, state: number | string): Promise<District[]> => {
  const where = typeof state === 'number' ? eq(states.id, state) : eq(states.code, state.toUpperCase())
  const found = await db.select({ id: states.id }).from(states).where(where)
  const stateId = found[0]?.id
  if (stateId === undefined) throw notFound(`State '${state}'`)
  const rows = await db
    .select()
    .from(districts)
    .where(eq(districts.stateId, stateId))
    .orderBy(asc(districts.name))
  return rows.map((d) => ({ _id: String(d.id), state_id: String(d.stateId), district_name: d.name }))
}
