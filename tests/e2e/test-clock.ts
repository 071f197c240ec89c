// Loaded into the browser journeys' shop only (playwright.config.ts: tsx --import), never part of
// the shop itself: a request that carries X-Test-Day: yyyy-mm-dd runs at noon, India time, of that
// day. Only that request and what it starts see the day (AsyncLocalStorage), so the journeys that
// run beside it on the same shop keep the real clock. The shop reads time through its clock,
// systemClock, which is Date.now.
import { AsyncLocalStorage } from 'node:async_hooks'
import { Server } from 'node:http'

const day = new AsyncLocalStorage<number>()
const realNow = Date.now
Date.now = () => day.getStore() ?? realNow()

const NOON_INDIA_UTC_HOUR = 6.5

const emit = Server.prototype.emit as (this: Server, event: string, ...args: unknown[]) => boolean
Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
  const header =
    event === 'request' ? (args[0] as { headers: Record<string, unknown> }).headers['x-test-day'] : ''
  const m = typeof header === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(header) : null
  if (!m) return emit.call(this, event, ...args)
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + NOON_INDIA_UTC_HOUR * 3_600_000
  return day.run(at, () => emit.call(this, event, ...args))
} as typeof Server.prototype.emit
