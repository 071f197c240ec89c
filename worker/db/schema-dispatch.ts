import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { ALERT_KINDS } from '../contract/admin-alerts'
import { autoId, childOf } from './columns'
import { accounts, orders } from './schema'

// After payment: the parcel's journey to the buyer's transport office, and the seller's alerts.
// Money in integer paise, times in UTC milliseconds, as everywhere.

// One dispatch per order. The transporter's branch is copied in as it was on the day of dispatch,
// so a later edit of the settings never changes where a buyer is told to collect.
export const shipments = sqliteTable('shipments', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  transporterId: text('transporter_id').notNull(),
  transporterName: text('transporter_name').notNull(),
  branchId: text('branch_id').notNull(),
  branchTown: text('branch_town').notNull(),
  // The town in Tamil as the settings had it on dispatch day; empty when the seller gave none.
  branchTownTa: text('branch_town_ta').notNull().default(''),
  branchAddress: text('branch_address').notNull(),
  branchPhone: text('branch_phone').notNull(),
  branchMapLink: text('branch_map_link').notNull().default(''),
  // Days the branch keeps a parcel before it charges demurrage, counted from arrival.
  freeDays: integer('free_days').notNull(),
  parcels: integer('parcels').notNull(),
  freightMode: text('freight_mode', { enum: ['to_pay', 'paid'] }).notNull(),
  freightPaise: integer('freight_paise').notNull().default(0),
  // Why the freight parts from the quote the buyer agreed to (contract/freight.ts), in the seller's
  // words for the buyer; null when it keeps to it.
  freightReason: text('freight_reason'),
  lrNumber: text('lr_number').notNull(),
  dispatchedAt: integer('dispatched_at').notNull(),
  arrivedAt: integer('arrived_at'),
  collectedAt: integer('collected_at'),
})

// A device of the seller's staff that asked for Web Push alerts.
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    accountId: childOf('account_id', () => accounts.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
    lastSuccessAt: integer('last_success_at'),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscriptions_account').on(t.accountId)],
)

// Alerts waiting to be pushed. One row per event (dedupe_key: 'payment_submitted:<payment id>',
// 'unanswered:<order id>'), written in the same batch as the event, so an alert is never lost and
// never sent twice; quiet hours move next_attempt_at, failures retry and are then dropped.
export const alerts = sqliteTable(
  'alerts',
  {
    id: autoId(),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull().unique(),
    payload: text('payload').notNull(),
    createdAt: integer('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    sentAt: integer('sent_at'),
    droppedAt: integer('dropped_at'),
  },
  (t) => [index('alerts_due').on(t.sentAt, t.droppedAt, t.nextAttemptAt)],
)
