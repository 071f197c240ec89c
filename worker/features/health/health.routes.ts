import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import type { HealthReport } from '../../contract/health'
import { AppError } from '../../lib/errors'

// For an uptime checker: 200 while the database answers, 503 when it does not (the shop may still
// serve its catalogue from memory then, and says which version). Nothing about the configuration:
// no database address, no versions of software, no environment.
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { catalogue, databaseState } = c.var.deps
  const { database, problem } = await databaseState()
  const report: HealthReport = {
    ok: database === 'up',
    database,
    problem,
    catalogue_version: catalogue.ready() ? (await catalogue.snapshot()).version : null,
  }
  c.header('Cache-Control', 'no-store')
  if (!report.ok)
    throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering', { details: report })
  return c.json({ data: report })
})
