import type { EnquiryPayload, SavedEnquiry } from '@contract/orders'
import { ApiError } from '../../lib/api-client'
import { hashOf } from './attempt-key'

// An enquiry placed without a connection waits here, with the Idempotency-Key of its attempt, until
// it can be sent: on the `online` event, on the next page load, or on a timer while a weak signal
// keeps failing. Every try of one entry sends the same key, so the server writes one enquiry however
// many tries reach it. localStorage, not sessionStorage: the enquiry must survive the tab being
// closed, and it is removed as soon as the server has it.

export const OUTBOX_STORAGE_KEY = 'enquiry_outbox'

export interface OutboxEntry {
  key: string
  payload: EnquiryPayload
  // The cart the enquiry was made from: emptied after sending only if the buyer has not changed it.
  cartHash: string
  queuedAt: number
}

export const cartHashOf = (lines: unknown) => hashOf(JSON.stringify(lines))

export type OutboxStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const defaultStore = (): OutboxStore | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const isEntry = (v: unknown): v is OutboxEntry => {
  const e = v as Partial<OutboxEntry> | null
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.key === 'string' &&
    e.key.length > 0 &&
    typeof e.payload === 'object' &&
    e.payload !== null &&
    typeof e.cartHash === 'string' &&
    typeof e.queuedAt === 'number'
  )
}

export const readOutbox = (store: OutboxStore | undefined = defaultStore()): OutboxEntry | null => {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(OUTBOX_STORAGE_KEY) ?? 'null')
    return isEntry(parsed) ? parsed : null
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

// The buyer's latest attempt is the one that waits: a second press with the same cart and form
// keeps its key (attempt-key.ts), and a changed order replaces the waiting one rather than making
// two enquiries.
export const queueEnquiry = (entry: OutboxEntry, store: OutboxStore | undefined = defaultStore()) => {
  try {
    store?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entry))
  } catch {}
  emit()
}

const removeIfSame = (key: string, store: OutboxStore | undefined) => {
  if (readOutbox(store)?.key !== key) return
  try {
    store?.removeItem(OUTBOX_STORAGE_KEY)
  } catch {}
  emit()
}

export const subscribeOutbox = (listener: () => void) => {
  const onStorage = (e: StorageEvent) => {
    if (e.key === OUTBOX_STORAGE_KEY || e.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

// Worth another try later: no connection, too many tries for now, or the shop could not answer.
export const isTransient = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.code === 'NETWORK' ||
  error.status === 0 ||
  error.status === 429 ||
  error.status >= 500

export type FlushResult =
  | { kind: 'empty' }
  | { kind: 'sent'; entry: OutboxEntry; saved: SavedEnquiry }
  | { kind: 'waiting'; entry: OutboxEntry }
  | { kind: 'refused'; entry: OutboxEntry; error: unknown }

type Send = (payload: EnquiryPayload, key: string) => Promise<SavedEnquiry>

let inFlight: Promise<FlushResult> | null = null

// One send at a time in this page: the online event, the timer and a load can all ask at once.
export const flushOutbox = (
  send: Send,
  store: OutboxStore | undefined = defaultStore(),
): Promise<FlushResult> => {
  if (inFlight) return inFlight
  const run = async (): Promise<FlushResult> => {
    const entry = readOutbox(store)
    if (!entry) return { kind: 'empty' }
    try {
      const saved = await send(entry.payload, entry.key)
      if (!saved?.order_id) return { kind: 'waiting', entry }
      removeIfSame(entry.key, store)
      return { kind: 'sent', entry, saved }
    } catch (error) {
      if (isTransient(error)) return { kind: 'waiting', entry }
      // The shop answered and said no (prices moved, a product sold out): the cart is still there,
      // and the buyer places it again from the checkout, which explains what changed.
      removeIfSame(entry.key, store)
      return { kind: 'refused', entry, error }
    }
  }
  inFlight = run().finally(() => {
    inFlight = null
  })
  return inFlight
}
