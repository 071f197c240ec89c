import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuickOrderCategory } from '../../worker/contract/catalogue'
import { adminPut, auth } from '../helpers/admin'
import { apiApp } from '../helpers/api-app'
import { API, createTestApp, type TestApp } from '../helpers/test-app'

// Two instances of the shop on one database, as two Workers isolates would be: what the seller
// changes through one reaches the other by its background check, never on a buyer's request.

const CHECK_MS = 5000
const seller = apiApp({ seller: true, catalogueCheckMs: CHECK_MS })
let other: TestApp

beforeAll(async () => {
  other = await createTestApp({ seed: false, catalogueCheckMs: CHECK_MS, overrides: { db: seller.db } })
})
afterAll(() => other.close())

const announcement = async (t: TestApp) =>
  (await t.json<{ data: { announcement: string } }>(`${API}/settings/public`)).body.data.announcement

describe('freshness across instances', () => {
  it("serves a seller's settings change on another instance within one check, not before", async () => {
    const before = await announcement(other)
    const current = (
      await seller.json<{ data: Record<string, unknown> }>(`${API}/admin/settings`, {
        headers: auth(seller.seller),
      })
    ).body.data
    const saved = await seller.request(
      `${API}/admin/settings`,
      adminPut(seller.seller, { ...current, announcement: 'Diwali orders close on 25 October' }),
    )
    expect(saved.status).toBe(200)
    expect(await announcement(seller)).toBe('Diwali orders close on 25 October')

    // Within the interval the other instance answers from memory and asks nothing.
    expect(await announcement(other)).toBe(before)
    other.clock.advance(CHECK_MS)
    // This request starts the check; it is answered before the check ends.
    await announcement(other)
    await other.settled()
    expect(await announcement(other)).toBe('Diwali orders close on 25 October')
  })

  it('makes no database request for a catalogue read between checks', async () => {
    await other.request(`${API}/product/quickorder`)
    await other.settled()
    // The instances share the seller's database (`other.db` is its own unused file).
    const client = seller.db.$client
    const calls: string[] = []
    const execute = client.execute.bind(client)
    const batch = client.batch.bind(client)
    client.execute = ((...a: Parameters<typeof execute>) => {
      calls.push('execute')
      return execute(...a)
    }) as typeof execute
    client.batch = ((...a: Parameters<typeof batch>) => {
      calls.push('batch')
      return batch(...a)
    }) as typeof batch
    try {
      for (let i = 0; i < 20; i++) {
        const res = await other.json<{ data: QuickOrderCategory[] }>(`${API}/product/quickorder`)
        expect(res.status).toBe(200)
      }
      await other.settled()
      expect(calls).toEqual([])
      other.clock.advance(CHECK_MS)
      await other.request(`${API}/product/quickorder`)
      await other.settled()
      // One query reads both versions.
      expect(calls).toEqual(['execute'])
    } finally {
      client.execute = execute
      client.batch = batch
    }
  })
})
