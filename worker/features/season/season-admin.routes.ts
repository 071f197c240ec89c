import { Hono } from 'hono'
import { seasonOfDay, seasonQuery } from '../../contract/admin-season'
import type { Db } from '../../db/client'
import { indiaDate } from '../../lib/time'
import { valid } from '../../lib/validate'
import type { AdminEnv } from '../accounts/auth'
import { seasonCsv } from './season-csv'
import { seasonGlance } from './season-figures'
import { readSeason } from './season-read'

// The season at a glance; mounted behind requireAdmin, at /admin/season. Without a year, the
// season that holds today's India day.
export const seasonFigures = async (db: Db, year: number) => seasonGlance(await readSeason(db, year), year)

export const seasonAdminRoutes = new Hono<AdminEnv>()
  .get('/', valid('query', seasonQuery), async (c) => {
    const { deps } = c.var
    const year = c.req.valid('query').year ?? seasonOfDay(indiaDate(deps.clock.now()))
    return c.json({ data: await seasonFigures(deps.db, year) })
  })
  .get('/export', valid('query', seasonQuery), async (c) => {
    const { deps } = c.var
    const year = c.req.valid('query').year ?? seasonOfDay(indiaDate(deps.clock.now()))
    const csv = seasonCsv(await seasonFigures(deps.db, year))
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="season-${year}.csv"`,
    })
  })
