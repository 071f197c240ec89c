import type { InValue } from '@libsql/client'
import type { AlertKind } from '../contract/admin-alerts'

// Alert rows, written in the same batch as the event they tell of: an alert is never lost when the
// event commits and never exists when it does not. The payload is built by the database from the
// rows it just wrote, and carries the enquiry number and an amount only: a push service never sees
// a buyer's name, phone or address. The dedupe key makes every writer idempotent. The writers are
// several features (orders, quotes, payments, the alerts job), so the rows live here; the alerts
// feature delivers them.

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS
export const UNANSWERED_AFTER_MS = 24 * HOUR_MS
export const UNVERIFIED_AFTER_MS = 12 * HOUR_MS
// Reminders look back this far only, so the first run after a deploy does not push old history.
const LOOK_BACK_MS = 14 * DAY_MS

const ENQ = `('ENQ-' || printf('%05d', o.order_no))`
const rupees = (paise: string) => `('₹' || printf('%.2f', ${paise} / 100.0))`

// SQL text must hold no '?' besides its arguments (rawQuery splits on it): the link's is char(63).
const insertAlert = (
  kind: AlertKind,
  parts: { key: string; title: string; body: string; from: string },
  now: number,
  args: InValue[],
): { sql: string; args: InValue[] } => ({
  sql: `insert into alerts (kind, order_id, dedupe_key, payload, created_at, attempts, next_attempt_at)
    select ?, o.id, ? || ${parts.key},
      json_object('kind', ?, 'title', ${parts.title}, 'body', ${parts.body}, 'url', '/admin/order' || char(63) || 'id=' || o.id),
      ?, 0, ?
    ${parts.from}
    on conflict(dedupe_key) do nothing`,
  args: [kind, `${kind}:`, kind, now, now, ...args],
})

export const newEnquiryAlert = (orderId: string, now: number) =>
  insertAlert(
    'new_enquiry',
    {
      key: 'o.id',
      title: `'New enquiry ' || ${ENQ}`,
      body: `${ENQ} || ' for ' || ${rupees('o.net_amount_paise')} || ' (estimate). Call back within 24 hours.'`,
      from: 'from orders o where o.id = ?',
    },
    now,
    [orderId],
  )

// Follows the insert of the change request in the same batch: last_insert_rowid() is that row
// when it was written, and the checks on kind, time and token fail when it was not. One alert per
// quote version: whoever holds the link may send many requests, each kept for the seller to read,
// but the seller's phone is woken once until the next version is sent.
export const changeRequestedAlert = (token: string, now: number) =>
  insertAlert(
    'change_requested',
    {
      key: `o.id || ':v' || r.version`,
      title: `'Change requested on ' || ${ENQ}`,
      body: `'The buyer asks for a change to quote v' || r.version || '. Send a new quote.'`,
      from: `from quote_responses r join orders o on o.id = r.order_id
        where r.id = last_insert_rowid() and r.kind = 'change_requested' and r.at = ? and o.quote_token = ?`,
    },
    now,
    [now, token],
  )

export const paymentSubmittedAlert = (paymentId: string, now: number) =>
  insertAlert(
    'payment_submitted',
    {
      key: 'p.id',
      title: `'Payment to check on ' || ${ENQ}`,
      body: `${rupees('p.claimed_paise')} || ' told by the buyer. Check it against the bank.'`,
      from: `from payments p join orders o on o.id = p.order_id where p.id = ? and p.status = 'submitted'`,
    },
    now,
    [paymentId],
  )

// The scheduled job's reminders: enquiries still unanswered after 24 hours, told payments still
// unchecked after 12 hours, and parcels at a branch past their free days (demurrage may start).
export const reminderAlerts = (now: number) => [
  insertAlert(
    'unanswered',
    {
      key: 'o.id',
      title: `'Unanswered for 24 h: ' || ${ENQ}`,
      body: `${ENQ} || ' for ' || ${rupees('o.net_amount_paise')} || ' (estimate) still waits for a call back.'`,
      from: `from orders o where o.status = 'ENQUIRY_RECEIVED' and o.created_at <= ? and o.created_at > ?`,
    },
    now,
    [now - UNANSWERED_AFTER_MS, now - LOOK_BACK_MS],
  ),
  insertAlert(
    'unverified',
    {
      key: 'p.id',
      title: `'Payment unchecked for 12 h: ' || ${ENQ}`,
      body: `${rupees('p.claimed_paise')} || ' told by the buyer still waits for your check.'`,
      from: `from payments p join orders o on o.id = p.order_id
        where p.status = 'submitted' and p.submitted_at <= ? and p.submitted_at > ?`,
    },
    now,
    [now - UNVERIFIED_AFTER_MS, now - LOOK_BACK_MS],
  ),
  insertAlert(
    'waiting_at_branch',
    {
      key: 'o.id',
      title: `'Parcel waiting at branch: ' || ${ENQ}`,
      body: `'Free days at the ' || s.transporter_name || ' branch are over; demurrage may start. Remind the buyer to collect.'`,
      from: `from shipments s join orders o on o.id = s.order_id
        where o.status = 'ARRIVED' and s.collected_at is null and s.arrived_at is not null
          and s.arrived_at + s.free_days * ${DAY_MS} between ? and ?`,
    },
    now,
    [now - LOOK_BACK_MS, now],
  ),
]
