import { describe, expect, it } from 'vitest'
import { apiApp } from '../helpers/api-app'
import { API } from '../helpers/test-app'

const shop = apiApp()

describe('GET website-management/health', () => {
  it('says the database answers and which catalogue version is served, never cached', async () => {
    await shop.request(`${API}/product/quickorder`)
    const res = await shop.request(`${API}/health`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const version = Number(
      (await shop.db.$client.execute("SELECT value FROM counters WHERE name = 'catalogue_version'")).rows[0]!
        .value,
    )
    expect(await res.json()).toEqual({
      data: { ok: true, database: 'up', problem: null, catalogue_version: version },
    })
  })

  it('tells nothing of the configuration: no database address, file, software or secrets', async () => {
    const res = await shop.request(`${API}/health`)
    const text = await res.text()
    expect(Object.keys(JSON.parse(text).data).sort()).toEqual([
      'catalogue_version',
      'database',
      'ok',
      'problem',
    ])
    expect(text).not.toMatch(/file:|\.db|libsql|node|hono|secret|token|version":"/i)
  })

  it('asks the database at most once a second, however many probes arrive', async () => {
    const client = shop.db.$client
    const execute = client.execute.bind(client)
    let reads = 0
    client.execute = ((...a: Parameters<typeof execute>) => {
      reads++
      return execute(...a)
    }) as typeof client.execute
    try {
      shop.clock.advance(2000)
      await Promise.all(Array.from({ length: 50 }, () => shop.request(`${API}/health`)))
      await shop.settled()
      const afterFlood = reads
      shop.clock.advance(1000)
      await shop.request(`${API}/health`)
      await shop.settled()
      // One read for the flood (the freshness check may add its own once), one more a second later.
      expect(afterFlood).toBeLessThanOrEqual(2)
      expect(reads - afterFlood).toBeGreaterThanOrEqual(1)
    } finally {
      client.execute = execute
    }
  })
})
