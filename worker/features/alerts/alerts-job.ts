import { reminderAlerts } from '../../db/alert-rows'
import type { Db } from '../../db/client'
import { writeBatch } from '../../db/write'
import type { Clock } from '../../lib/time'
import { readSettings } from '../settings/settings.service'
import { type DeliveryReport, deliverDueAlerts } from './alerts-deliver'
import type { PushConfig } from './alerts-push'

// Every 15 minutes wants the same: the Workers Cron Trigger (wrangler.toml) and the Node timer.
export const ALERTS_JOB_EVERY_MS = 15 * 60_000

// The scheduled job: write the reminders that became due (each once: the dedupe key), then send
// what is due. Safe to run twice, or beside a request's own delivery.
export const runAlertsJob = async (deps: {
  db: Db
  clock: Clock
  push?: PushConfig | undefined
}): Promise<DeliveryReport> => {
  const now = deps.clock.now()
  await writeBatch(deps.db, reminderAlerts(now))
  const settings = await readSettings(deps.db)
  return deliverDueAlerts({ db: deps.db, push: deps.push, now, quiet: settings.alerts })
}
