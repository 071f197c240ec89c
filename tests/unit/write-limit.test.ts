import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  isPublicWrite,
  memoryWriteLimit,
  WRITE_WINDOW_MS,
  WRITES_PER_MINUTE,
} from '../../worker/lib/write-limit'

// The Node shop's flood limit in memory: one minute per client, and never more than its bound of
// clients remembered, however many addresses a flood comes from.

describe('memoryWriteLimit', () => {
  it('allows the limit in a minute, refuses the next, and starts again when the minute ends', () => {
    const allow = memoryWriteLimit(2)
    expect([allow('a', 0), allow('a', 10), allow('a', 20), allow('b', 20)]).toEqual([true, true, false, true])
    expect(allow('a', WRITE_WINDOW_MS - 1)).toBe(false)
    expect(allow('a', WRITE_WINDOW_MS)).toBe(true)
  })

  it('remembers at most its bound of clients, forgetting the oldest first', () => {
    const allow = memoryWriteLimit(1, 100)
    expect(allow('first', 0)).toBe(true)
    expect(allow('first', 1)).toBe(false)
    for (let i = 0; i < 100; i++) allow(`flood-${i}`, 2)
    // Pushed out by the flood: a fresh window, so its memory did not grow past the bound.
    expect(allow('first', 3)).toBe(true)
    expect(allow('flood-99', 3)).toBe(false)
  })
})

describe('isPublicWrite', () => {
  it('is every change outside the console, never a read', () => {
    const admin = '/api/x/admin/'
    expect(isPublicWrite('POST', '/api/x/order/save', admin)).toBe(true)
    expect(isPublicWrite('DELETE', '/api/x/account', admin)).toBe(true)
    expect(isPublicWrite('GET', '/api/x/order/save', admin)).toBe(false)
    expect(isPublicWrite('POST', '/api/x/admin/products', admin)).toBe(false)
  })
})

describe('the rate-limiting binding in wrangler.toml', () => {
  it('binds WRITE_LIMITER for the live Worker and the preview, each counting apart, at the Node figure', () => {
    const toml = readFileSync('wrangler.toml', 'utf8')
    const blocks = [...toml.matchAll(/^\[\[(ratelimits|env\.preview\.ratelimits)\]\]\n((?:\w+ = .+\n)+)/gm)]
    expect(blocks.map((b) => b[1])).toEqual(['ratelimits', 'env.preview.ratelimits'])
    const namespaces = blocks.map((b) => {
      expect(b[2]).toContain('name = "WRITE_LIMITER"')
      expect(b[2]).toContain(`simple = { limit = ${WRITES_PER_MINUTE}, period = 60 }`)
      return /namespace_id = "(\d+)"/.exec(b[2]!)?.[1]
    })
    expect(new Set(namespaces).size).toBe(2)
  })
})
