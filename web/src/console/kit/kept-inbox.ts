import { INDIA_OFFSET_MS } from '@contract/india-time'
import { KEPT_AT_HEADER, KEPT_INBOX_CACHE } from '../../../sw/console-sw-rules'
import type { Transport } from '../../lib/api-client'
import { shownDay } from './shown-day'

// The last inbox list the console's service worker keeps (web/sw/console-sw.ts) holds buyers'
// names, mobiles and towns on the seller's phone: it goes when the sign-in ends here (Sign out, a
// 401, the console opened signed out), not only when the worker next sees the server.
export const forgetKeptInbox = () => {
  if (typeof caches === 'undefined') return Promise.resolve(false)
  return caches.delete(KEPT_INBOX_CACHE).catch(() => false)
}

// A fetch that also tells when its answer was kept (the worker's header), or null for a fresh one.
export const keptAtReader = () => {
  let keptAt: string | null = null
  const transport: Transport = async (url, init) => {
    const res = await fetch(url, init)
    keptAt = res.headers.get(KEPT_AT_HEADER)
    return res
  }
  return { transport, keptAt: () => keptAt }
}

const DAY_MS = 24 * 3600_000
const indiaDay = (ms: number) => Math.floor((ms + INDIA_OFFSET_MS) / DAY_MS)

// "14:32 today", "14:32 yesterday", "14:32 on 25/11/2026", in India time.
export const keptTime = (keptAt: string, now: number) => {
  const at = Date.parse(keptAt)
  if (Number.isNaN(at)) return 'an earlier time'
  const india = new Date(at + INDIA_OFFSET_MS).toISOString()
  const time = india.slice(11, 16)
  const days = indiaDay(now) - indiaDay(at)
  if (days === 0) return `${time} today`
  if (days === 1) return `${time} yesterday`
  return `${time} on ${shownDay(india.slice(0, 10))}`
}

export const keptInboxNotice = (keptAt: string, now: number) =>
  `No signal: this is the inbox as it was at ${keptTime(keptAt, now)}. It will refresh when the signal is back.`
