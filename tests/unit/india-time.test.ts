import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatIndiaDateTime, INDIA_TIME_ZONE, indiaDate, indiaMidnight } from '../../worker/lib/time'

// The worker formats India time with a fixed offset; the platform's time-zone database is the
// authority it must agree with.
const parts = (ms: number) => {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  })
  const p = Object.fromEntries(fmt.formatToParts(new Date(ms)).map((x) => [x.type, x.value]))
  const hour = p.hour === '00' ? '12' : p.hour
  return {
    date: `${p.day}/${p.month}/${p.year}`,
    time: `${hour}:${p.minute} ${String(p.dayPeriod).toUpperCase()}`,
  }
}

const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) })

describe('India time without a time-zone database', () => {
  it('formats every instant as the time-zone database does', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const want = parts(ms)
        expect(formatIndiaDateTime(ms)).toBe(`${want.date} ${want.time}`)
        const [d, m, y] = want.date.split('/')
        expect(indiaDate(ms)).toBe(`${y}-${m}-${d}`)
      }),
      { numRuns: 2000 },
    )
  })

  it('puts India midnight at 18:30 UTC of the day before', () => {
    expect(indiaMidnight('2026-11-23')).toBe(Date.parse('2026-11-22T18:30:00Z'))
    fc.assert(
      fc.property(instants, (ms) => {
        const start = indiaMidnight(indiaDate(ms))
        expect(start).toBeLessThanOrEqual(ms)
        expect(ms - start).toBeLessThan(24 * 3600_000)
        expect(indiaDate(start)).toBe(indiaDate(ms))
      }),
    )
  })

  it('refuses days that do not exist', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', '2025-02-29', 'tomorrow', ''])
      expect(indiaMidnight(bad)).toBeNaN()
    expect(indiaMidnight('2028-02-29')).not.toBeNaN()
  })
})
