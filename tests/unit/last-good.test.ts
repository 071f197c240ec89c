import { describe, expect, it } from 'vitest'
import type { EdgeStore } from '../../worker/lib/edge-cache'
import { createFreshness, sharedRead } from '../../worker/lib/freshness'
import { lastGood } from '../../worker/lib/last-good'

const source = () => {
  let version = 1
  let failing = false
  let loads = 0
  return {
    set: (v: number) => (version = v),
    fail: (f: boolean) => (failing = f),
    loads: () => loads,
    load: async () => {
      loads++
      if (failing) throw new Error('Network connection lost.')
      return { version, text: `v${version}` }
    },
  }
}

describe('lastGood', () => {
  it('loads once, then answers from memory without asking again', async () => {
    const s = source()
    const kept = lastGood(s.load, () => {})
    await Promise.all([kept.get(), kept.get(), kept.get()])
    await kept.get()
    expect(s.loads()).toBe(1)
    expect(kept.ready()).toBe(true)
  })

  it('reloads only when the reported version moved, and keeps the last good copy through a failure', async () => {
    const s = source()
    let kepts = 0
    const kept = lastGood(s.load, () => kepts++)
    await kept.get()
    await kept.refresh(1)
    expect(s.loads()).toBe(1)
    s.set(2)
    s.fail(true)
    await kept.refresh(2)
    expect((await kept.get()).text).toBe('v1')
    expect(kepts).toBe(1)
    s.fail(false)
    await kept.refresh(2)
    expect((await kept.get()).text).toBe('v2')
  })

  it('lets a cold instance see the failure: it has nothing to serve', async () => {
    const s = source()
    s.fail(true)
    const kept = lastGood(s.load, () => {})
    await expect(kept.get()).rejects.toThrow('Network connection lost.')
    expect(kept.ready()).toBe(false)
  })

  it('after invalidate, the next read reloads, and falls back to the old copy if that fails', async () => {
    const s = source()
    const kept = lastGood(s.load, () => {})
    await kept.get()
    kept.invalidate()
    expect(kept.ready()).toBe(false)
    s.fail(true)
    expect((await kept.get()).text).toBe('v1')
    s.fail(false)
    s.set(3)
    expect((await kept.get()).text).toBe('v3')
  })
})

describe('createFreshness', () => {
  // A freshness check on a clock the test sets: `pokeAt` pokes (as many requests at once) at a
  // moment and waits for whatever check those pokes started.
  const freshnessAt = (everyMs: number, check: () => Promise<void>, onError: (e: unknown) => void) => {
    let now = 0
    const started: Promise<unknown>[] = []
    const f = createFreshness({ everyMs, now: () => now, check, onError })
    return async (at: number, requests = 1) => {
      now = at
      for (let i = 0; i < requests; i++) f.poke((p) => started.push(p), 'http://shop.test')
      await Promise.all(started)
    }
  }

  it('starts at most one check per interval, in the background, and none right after start', async () => {
    let checks = 0
    const pokeAt = freshnessAt(
      5000,
      async () => {
        checks++
      },
      () => {},
    )
    const first = pokeAt(0)
    expect(checks).toBe(0)
    await first
    await pokeAt(5000, 10)
    expect(checks).toBe(1)
    await pokeAt(9999)
    await pokeAt(10_000)
    expect(checks).toBe(2)
  })

  it('reports a failed check and checks again at the next interval', async () => {
    const errors: unknown[] = []
    const pokeAt = freshnessAt(
      1000,
      async () => {
        throw new Error('down')
      },
      (e) => errors.push(e),
    )
    await pokeAt(1000)
    await pokeAt(2000)
    expect(errors).toHaveLength(2)
  })

  it('starts a new check when one never settled (its request was cancelled), after 30 s', async () => {
    let now = 0
    let checks = 0
    const f = createFreshness({
      everyMs: 5000,
      now: () => now,
      check: () => {
        checks++
        return new Promise<void>(() => {})
      },
      onError: () => {},
    })
    now = 5000
    f.poke(() => {}, 'http://shop.test')
    now = 20_000
    f.poke(() => {}, 'http://shop.test')
    expect(checks).toBe(1)
    now = 35_001
    f.poke(() => {}, 'http://shop.test')
    expect(checks).toBe(2)
  })
})

describe('sharedRead (the versions one data centre shares through its edge cache)', () => {
  // An edge store in memory, as the Cache API of one data centre; the clock is the test's.
  const dataCentre = () => {
    const entries = new Map<string, string>()
    const store: EdgeStore = {
      get: async (key) => (entries.has(key) ? new Response(entries.get(key)) : undefined),
      put: async (key, res) => void entries.set(key, await res.text()),
    }
    return store
  }

  it('asks the database once per interval for all instances, and each sees a change within two intervals', async () => {
    const store = dataCentre()
    let now = 0
    let version = 1
    let reads = 0
    const read = async () => {
      reads++
      return version
    }
    const check = () => sharedRead({ store, key: 'k', everyMs: 1000, now: () => now, read })
    // Three instances checking every interval, each at its own moment of it.
    const seen: number[][] = [[], [], []]
    for (let tick = 0; tick < 10; tick++)
      for (const [i, offset] of [0, 300, 700].entries()) {
        now = tick * 1000 + offset
        if (tick === 5 && i === 0) version = 2
        seen[i]!.push(await check())
      }
    expect(reads).toBe(10)
    // The change made at 5,000 ms is seen by every instance's check from 7,000 ms on at the latest.
    for (const s of seen) expect(s.slice(7)).toEqual([2, 2, 2])
  })

  it('keeps the marker, and the others on it, while one instance reads; a failed read changes nothing', async () => {
    const store = dataCentre()
    let now = 0
    let fail = false
    const read = async () => {
      if (fail) throw new Error('down')
      return now
    }
    const check = () => sharedRead({ store, key: 'k', everyMs: 1000, now: () => now, read })
    expect(await check()).toBe(0)
    now = 1500
    fail = true
    await expect(check()).rejects.toThrow('down')
    // The one that failed holds the lease: the others keep the last value instead of all reading.
    now = 1600
    expect(await check()).toBe(0)
    fail = false
    now = 2600
    expect(await check()).toBe(2600)
  })

  it('reads the database every time without an edge store (Node: one process)', async () => {
    let reads = 0
    const read = async () => ++reads
    for (let i = 0; i < 3; i++)
      await sharedRead({ store: undefined, key: 'k', everyMs: 1000, now: () => 0, read })
    expect(reads).toBe(3)
  })
})
