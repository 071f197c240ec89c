import type { Db } from '../../db/client'
import { allOf, type Condition, countOf, hitStatement, type Limit } from '../../db/rate-limit'
import { writeBatch } from '../../db/write'
import { AppError } from '../../lib/errors'
import { sha256Hex } from '../../lib/ids'
import { verifyPassword } from '../../lib/password'
import { deviceTokenSubject, type TokenConfig } from '../../lib/tokens'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// Every password check is a guess at one number's password, counted before it is checked, in one
// atomic upsert per key, so parallel guesses share one budget. Sign-in, change-password and delete
// count on the same keys: a borrowed session gets no budget of its own.
// - The pair (number, client address) stops guessing from one place; the client key stops one
//   place trying many numbers. Neither is touched by anyone at another address.
// - The number's hour and day caps bound guessing spread over many addresses, for every account,
//   the seller's included. They count only guesses the pair and client let through, and at most
//   the pair's day budget (10) from one address: one address alone cannot fill them and lock the
//   owner out of a new phone.
// - A browser holding the account's device token (it signed in to this account before) is counted
//   on that token instead: strangers elsewhere, or behind the same address, cannot lock it out.
// - An account waiting on the seller's one-time password is spared the number's caps: that
//   password cannot be guessed, and it is the buyer's way back when strangers used the caps up.
export const GUESS_LIMITS = {
  perPair: { limit: 5, windowMs: 15 * MINUTE },
  perPairDay: { limit: 10, windowMs: DAY },
  perClient: { limit: 30, windowMs: 15 * MINUTE },
  perNumberHour: { limit: 20, windowMs: HOUR },
  perNumberDay: { limit: 50, windowMs: DAY },
  perDevice: { limit: 5, windowMs: 15 * MINUTE },
  perDeviceDay: { limit: 20, windowMs: DAY },
  inSessionDay: { limit: 10, windowMs: DAY },
} satisfies Record<string, Limit>

const SHORT_PAUSE = 'Too many sign-in attempts. Please wait 15 minutes and try again.'
const NUMBER_PAUSED =
  'Too many wrong passwords have been tried for this number. Please try again later, or sign in on a phone or computer where you have signed in before.'
const PLACE_PAUSED =
  'Too many wrong passwords for this number from here today. Please try again tomorrow, or sign in on a phone or computer where you have signed in before.'
const DEVICE_PAUSED = 'Too many wrong passwords from this browser today. Please try again later.'

export interface Counter {
  key: string
  limit: Limit
  // Counted (and judged) only while this holds, at its place in the batch.
  when: Condition
  refusal: string
}

const within = (c: Pick<Counter, 'key' | 'limit'>): Condition => ({
  sql: 'coalesce((select count from rate_limits where key = ?), 0) <= ?',
  args: [c.key, c.limit.limit],
})

// The browser's proof of an earlier sign-in: the account it names and a key for the token itself.
export interface Device {
  sub: string
  key: string
}

export const deviceOf = async (
  tokens: TokenConfig,
  token: string | undefined,
  now: number,
): Promise<Device | undefined> => {
  const sub = await deviceTokenSubject(tokens, token, now)
  return sub && token ? { sub, key: (await sha256Hex(token)).slice(0, 32) } : undefined
}

// The failures of one place on one number: what a right password clears.
export const pairKey = (mobile: string, client: string) => `login:pair:${mobile}:${client}`

// The seven counters of a guess at `mobile`, in batch order: pair (15 minutes and a day), client,
// number per hour and per day (all skipped for the account's own device), then the device's own two. The number's caps
// count only what the pair and client let through, so refused requests do not lock the number.
export const guessCounters = (mobile: string, client: string, device?: Device): Counter[] => {
  const ownDevice: Condition = device
    ? { sql: 'exists (select 1 from accounts where mobile_no = ? and id = ?)', args: [mobile, device.sub] }
    : { sql: '0', args: [] }
  const elsewhere = { sql: `not ${ownDevice.sql}`, args: ownDevice.args }
  const capped = {
    sql: 'not exists (select 1 from accounts where mobile_no = ? and password_is_initial)',
    args: [mobile],
  }
  const pair = {
    key: pairKey(mobile, client),
    limit: GUESS_LIMITS.perPair,
    when: elsewhere,
    refusal: SHORT_PAUSE,
  }
  const pairDay = {
    key: `login:pair-day:${mobile}:${client}`,
    limit: GUESS_LIMITS.perPairDay,
    when: elsewhere,
    refusal: PLACE_PAUSED,
  }
  const fromClient = {
    key: `login:client:${client}`,
    limit: GUESS_LIMITS.perClient,
    when: elsewhere,
    refusal: SHORT_PAUSE,
  }
  const hour = {
    key: `login:mobile:${mobile}`,
    limit: GUESS_LIMITS.perNumberHour,
    when: allOf(elsewhere, capped, within(pair), within(pairDay), within(fromClient)),
    refusal: NUMBER_PAUSED,
  }
  const day = {
    key: `login:mobile-day:${mobile}`,
    limit: GUESS_LIMITS.perNumberDay,
    when: allOf(hour.when, within(hour)),
    refusal: NUMBER_PAUSED,
  }
  const deviceKey = device?.key ?? '-'
  const onDevice = {
    key: `login:device:${deviceKey}`,
    limit: GUESS_LIMITS.perDevice,
    when: ownDevice,
    refusal: SHORT_PAUSE,
  }
  const deviceDay = {
    key: `login:device-day:${deviceKey}`,
    limit: GUESS_LIMITS.perDeviceDay,
    when: allOf(ownDevice, within(onDevice)),
    refusal: DEVICE_PAUSED,
  }
  return [pair, pairDay, fromClient, hour, day, onDevice, deviceDay]
}

// The count statement of one counter, to run in a batch.
export const hitOf = (c: Counter, now: number) => hitStatement(c.key, c.limit, now, c.when)

// SQL that holds while every counter that applied is within its limit (read after the hits, in
// the same batch): a write guarded by it happens only for a guess that may be checked.
export const allWithin = (counters: Counter[]): Condition =>
  allOf(
    ...counters.map((c) => ({
      sql: `not (${c.when.sql}) or ${within(c).sql}`,
      args: [...c.when.args, ...within(c).args],
    })),
  )

// Throws the refusal of the first counter past its limit, given the counts the hits answered.
export const refuseIfOver = (
  counters: Counter[],
  counts: readonly (readonly Record<string, unknown>[])[],
) => {
  const over = counters.find((c, i) => countOf(counts[i]) > c.limit.limit)
  if (over) {
    throw new AppError('RATE_LIMITED', over.refusal, {
      details: { retry: over.refusal === SHORT_PAUSE ? 'minutes' : 'later' },
    })
  }
}

// The keys a right password clears: the failures of this place on the number, or of this device
// (the number's own caps keep everyone else's failures).
export const pauseKeys = (counters: Counter[], ownDevice: boolean) =>
  (ownDevice ? counters.slice(5, 7) : counters.slice(0, 2)).map((c) => c.key)

// A password check inside a signed-in call (change it, delete the account): counted on the same
// place keys as a sign-in from this address, with no device spared (the device may be the thing
// borrowed), and on the account's own day budget for such checks in place of the number's caps, so
// strangers guessing at the sign-in cannot stop the owner changing a password they fear is known.
// One round trip for the count; true when the password is right.
export const checkCountedPassword = async (
  db: Db,
  account: { mobileNo: string; passwordHash: string },
  password: string,
  ctx: { now: number; pepper: string; client: string },
) => {
  const [pair, pairDay, fromClient] = guessCounters(account.mobileNo, ctx.client) as [
    Counter,
    Counter,
    Counter,
  ]
  // Only checks the place's own budgets let through count here, as on the number's caps.
  const inSession: Counter = {
    key: `login:in-session:${account.mobileNo}`,
    limit: GUESS_LIMITS.inSessionDay,
    when: allOf(within(pair), within(pairDay), within(fromClient)),
    refusal: PLACE_PAUSED,
  }
  const counters = [pair, pairDay, fromClient, inSession]
  const results = await writeBatch(
    db,
    counters.map((c) => hitOf(c, ctx.now)),
  )
  refuseIfOver(
    counters,
    results.map((r) => r.rows),
  )
  return verifyPassword(password, account.passwordHash, ctx.pepper)
}
