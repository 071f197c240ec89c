import type { EnquiryPayload, SavedEnquiry } from '@contract/orders'
import { beforeEach, describe, expect, it } from 'vitest'
import { attemptKeyFor } from '../../web/src/features/checkout/attempt-key'
import {
  flushOutbox,
  OUTBOX_STORAGE_KEY,
  type OutboxEntry,
  queueEnquiry,
  readOutbox,
} from '../../web/src/features/checkout/enquiry-outbox'
import { ApiError } from '../../web/src/lib/api-client'
import { savedEnquiry } from './checkout-page-helpers'

const payload = (name = 'Kavitha') =>
  ({ customer_name: name, mobile_no: '9876543210' }) as unknown as EnquiryPayload
const entry = (key: string, p = payload()): OutboxEntry => ({ key, payload: p, cartHash: 'c1', queuedAt: 1 })

// The server in small: one enquiry per Idempotency-Key, whatever arrives with it.
const fakeShop = () => {
  const byKey = new Map<string, SavedEnquiry>()
  const keys: string[] = []
  let failNext: unknown[] = []
  const send = async (_p: EnquiryPayload, key: string) => {
    keys.push(key)
    const failure = failNext.shift()
    if (failure) throw failure
    if (!byKey.has(key)) byKey.set(key, savedEnquiry(byKey.size + 1))
    return byKey.get(key)!
  }
  return {
    send,
    keys,
    enquiries: () => byKey.size,
    failWith: (...errors: unknown[]) => {
      failNext = errors
    },
  }
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('the outbox of an enquiry placed offline', () => {
  it('sends the waiting enquiry with the key of its attempt and empties itself', async () => {
    const shop = fakeShop()
    queueEnquiry(entry('key-1'))
    const result = await flushOutbox(shop.send)
    expect(result).toMatchObject({ kind: 'sent', saved: { enquiry_number: 'ENQ-00001' } })
    expect(shop.keys).toEqual(['key-1'])
    expect(readOutbox()).toBeNull()
    expect(await flushOutbox(shop.send)).toEqual({ kind: 'empty' })
  })

  it('an answer lost on the way keeps the enquiry, and the next try sends the same key: one enquiry', async () => {
    const shop = fakeShop()
    queueEnquiry(entry('key-1'))
    shop.failWith(new ApiError('NETWORK', 'offline', 0), new ApiError('SERVICE_UNAVAILABLE', 'busy', 503))
    expect((await flushOutbox(shop.send)).kind).toBe('waiting')
    expect((await flushOutbox(shop.send)).kind).toBe('waiting')
    expect(readOutbox()?.key).toBe('key-1')
    expect((await flushOutbox(shop.send)).kind).toBe('sent')
    expect(new Set(shop.keys)).toEqual(new Set(['key-1']))
    expect(shop.enquiries()).toBe(1)
  })

  it('too many tries for now (429) keeps it waiting rather than dropping it', async () => {
    const shop = fakeShop()
    queueEnquiry(entry('key-1'))
    shop.failWith(new ApiError('RATE_LIMITED', 'slow down', 429))
    expect((await flushOutbox(shop.send)).kind).toBe('waiting')
    expect(readOutbox()?.key).toBe('key-1')
  })

  it('the online event, the timer and a page load asking at once send one request', async () => {
    const shop = fakeShop()
    queueEnquiry(entry('key-1'))
    const results = await Promise.all([
      flushOutbox(shop.send),
      flushOutbox(shop.send),
      flushOutbox(shop.send),
    ])
    expect(shop.keys).toHaveLength(1)
    expect(results.every((r) => r.kind === 'sent')).toBe(true)
    expect(shop.enquiries()).toBe(1)
  })

  it('a refusal (prices changed while offline) drops the waiting enquiry: the cart is placed again', async () => {
    const shop = fakeShop()
    queueEnquiry(entry('key-1'))
    shop.failWith(new ApiError('PRICE_CHANGED', 'Prices have changed', 409))
    const result = await flushOutbox(shop.send)
    expect(result.kind).toBe('refused')
    expect(readOutbox()).toBeNull()
    expect(shop.enquiries()).toBe(0)
  })

  it('pressing Place again offline with the same order keeps its key; a changed order replaces it', async () => {
    const shop = fakeShop()
    const first = payload()
    queueEnquiry(entry(attemptKeyFor(first), first))
    queueEnquiry(entry(attemptKeyFor(first), first))
    const firstKey = readOutbox()!.key
    const changed = payload('Kavitha S')
    queueEnquiry(entry(attemptKeyFor(changed), changed))
    expect(readOutbox()!.key).not.toBe(firstKey)
    await flushOutbox(shop.send)
    await flushOutbox(shop.send)
    expect(shop.enquiries()).toBe(1)
  })

  it('a newer attempt queued while an older one is on its way is not removed by the older answer', async () => {
    let release: () => void = () => {}
    const slow = async (_p: EnquiryPayload, key: string) => {
      await new Promise<void>((r) => {
        release = r
      })
      return { ...savedEnquiry(1), order_id: key }
    }
    queueEnquiry(entry('old'))
    const flushing = flushOutbox(slow)
    queueEnquiry(entry('new'))
    release()
    expect((await flushing).kind).toBe('sent')
    expect(readOutbox()?.key).toBe('new')
  })

  it('ignores an outbox that is not one (an older build, a hand edit)', () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, '{"key":"","payload":null}')
    expect(readOutbox()).toBeNull()
    localStorage.setItem(OUTBOX_STORAGE_KEY, 'not json')
    expect(readOutbox()).toBeNull()
  })
})
