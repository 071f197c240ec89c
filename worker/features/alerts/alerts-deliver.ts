import type { InStatement } from '@libsql/client'
import type { AlertPayload } from '../../contract/admin-alerts'
import type { Db } from '../../db/client'
import { writeBatch } from '../../db/write'
import { INDIA_OFFSET_MS } from '../../lib/time'
import { type PushConfig, type PushOutcome, type StoredSubscription, sendPush } from './alerts-push'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
// A failed alert is tried again after these waits, then dropped (three attempts in all).
export const RETRY_AFTER_MS = [MINUTE_MS, 5 * MINUTE_MS] as const
export const MAX_ATTEMPTS = RETRY_AFTER_MS.length + 1
// A sender claims the alerts it sends for this long, so a second sender (the cron job and a
// request's follow-up at once) does not push them twice; a sender that died leaves them due again.
const CLAIM_MS = 2 * MINUTE_MS
// An alert no phone could take within a day is stale news; the console's queue still shows the work.
const STALE_MS = DAY_MS
const BATCH = 20

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

// When the quiet hours around `now` end (UTC ms), or null outside them. India time; a window
// like 22:00-07:00 runs over midnight.
export const quietUntil = (now: number, quiet: { quiet_from: string; quiet_to: string }): number | null => {
  const { quiet_from: from, quiet_to: to } = quiet
  if (!from || !to || from === to) return null
  const local = now + INDIA_OFFSET_MS
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS)
  const m = (local - dayStart) / MINUTE_MS
  const f = minutesOf(from)
  const t = minutesOf(to)
  const inside = f < t ? m >= f && m < t : m >= f || m < t
  if (!inside) return null
  let end = dayStart + t * MINUTE_MS
  if (end <= local) end += DAY_MS
  return end - INDIA_OFFSET_MS
}

export interface Delivery {
  db: Db
  push: PushConfig | undefined
  now: number
  quiet: { quiet_from: string; quiet_to: string }
}

export interface DeliveryReport {
  sent: number
  retried: number
  dropped: number
  delayed: number
  removedSubscriptions: number
}

const OPEN = 'sent_at is null and dropped_at is null'

// Sends the alerts that are due to every subscribed phone. Quiet hours move them to the end of
// the window; an alert no phone took is tried again later and dropped after MAX_ATTEMPTS; a
// subscription the push service calls gone is removed.
export const deliverDueAlerts = async ({ db, push, now, quiet }: Delivery): Promise<DeliveryReport> => {
  const report: DeliveryReport = { sent: 0, retried: 0, dropped: 0, delayed: 0, removedSubscriptions: 0 }
  if (!push) return report
  const client = db.$client
  const until = quietUntil(now, quiet)
  if (until !== null) {
    const r = await client.execute({
      sql: `update alerts set next_attempt_at = ? where ${OPEN} and next_attempt_at < ?`,
      args: [until, until],
    })
    report.delayed = r.rowsAffected
    return report
  }
  const [, claimed, subs] = await client.batch(
    [
      {
        sql: `update alerts set dropped_at = ? where ${OPEN} and created_at <= ?`,
        args: [now, now - STALE_MS],
      },
      {
        sql: `update alerts set next_attempt_at = ? where id in (
            select id from alerts where ${OPEN} and next_attempt_at <= ? order by next_attempt_at, id limit ${BATCH})
          and exists (select 1 from push_subscriptions)
          returning id, payload, attempts`,
        args: [now + CLAIM_MS, now],
      },
      { sql: 'select id, endpoint, p256dh, auth from push_subscriptions', args: [] },
    ],
    'write',
  )
  const alerts = claimed!.rows.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    payload: JSON.parse(String(r.payload)) as AlertPayload,
  }))
  const phones = subs!.rows as unknown as StoredSubscription[]
  if (alerts.length === 0 || phones.length === 0) return report

  const outcomes = await Promise.all(
    alerts.map((a) => Promise.all(phones.map((s) => sendPush(push, s, a.payload)))),
  )
  const writes: InStatement[] = []
  alerts.forEach((a, i) => {
    const got: PushOutcome[] = outcomes[i]!
    if (got.includes('ok')) {
      report.sent++
      writes.push({
        sql: 'update alerts set sent_at = ?, attempts = attempts + 1 where id = ?',
        args: [now, a.id],
      })
    } else if (!got.includes('failed')) {
      // Every phone it went to is gone: it waits for the next phone to subscribe.
      writes.push({ sql: 'update alerts set next_attempt_at = ? where id = ?', args: [now, a.id] })
    } else if (a.attempts + 1 >= MAX_ATTEMPTS) {
      report.dropped++
      writes.push({
        sql: 'update alerts set attempts = attempts + 1, dropped_at = ? where id = ?',
        args: [now, a.id],
      })
    } else {
      report.retried++
      writes.push({
        sql: 'update alerts set attempts = attempts + 1, next_attempt_at = ? where id = ?',
        args: [now + RETRY_AFTER_MS[a.attempts]!, a.id],
      })
    }
  })
  phones.forEach((s, j) => {
    const got = outcomes.map((o) => o[j]!)
    if (got.includes('gone')) {
      report.removedSubscriptions++
      writes.push({ sql: 'delete from push_subscriptions where id = ?', args: [s.id] })
    } else if (got.includes('ok')) {
      writes.push({
        sql: 'update push_subscriptions set last_success_at = ?, failures = 0 where id = ?',
        args: [now, s.id],
      })
    } else {
      writes.push({ sql: 'update push_subscriptions set failures = failures + 1 where id = ?', args: [s.id] })
    }
  })
  await writeBatch(db, writes)
  return report
}
