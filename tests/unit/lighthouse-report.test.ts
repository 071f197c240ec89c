import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor, formatTable, median, type PageRun, summarise } from '../../scripts/lighthouse-report'

const run = (score: number, lcpMs: number, overrides: Partial<PageRun> = {}): PageRun => ({
  score,
  fcpMs: 1000,
  lcpMs,
  tbtMs: 100,
  cls: 0.01,
  scriptBytes: 100_000,
  benchmarkIndex: 2000,
  slowdown: 4,
  warnings: [],
  ...overrides,
})

describe('npm run lighthouse figures', () => {
  it('one run slowed by another job on the machine does not move the median, and shows in the spread', () => {
    expect(median([96, 41, 95])).toBe(95)
    const [page] = summarise({ '/lander': [run(96, 1500), run(41, 9000), run(95, 1600)] })
    expect(page).toMatchObject({ page: '/lander', runs: 3, score: 95, lcpMs: 1600 })
    expect(page?.spread).toMatchObject({ score: [41, 96], lcpMs: [1500, 9000] })
  })

  it('an even number of runs takes the middle two', () => {
    expect(median([90, 80, 100, 70])).toBe(85)
  })

  it('gives a busy host less CPU slowdown, so it simulates the same phone, within 1x and 8x', () => {
    expect(cpuSlowdownFor(1600)).toBe(4)
    expect(cpuSlowdownFor(1200)).toBe(3)
    expect(cpuSlowdownFor(2000)).toBe(5)
    expect(cpuSlowdownFor(100)).toBe(1)
    expect(cpuSlowdownFor(9000)).toBe(8)
  })

  it('prints one row per page with its median and spread in seconds, milliseconds and kilobytes', () => {
    const table = formatTable(
      summarise({
        '/lander': [run(67, 4060, { scriptBytes: 370_688 }), run(71, 3000, { scriptBytes: 370_688 })],
      }),
    )
    expect(table.split('\n')).toHaveLength(3)
    expect(table).toMatch(
      /\| \/lander +\| 2 +\| 69 \(67–71\) +\| 1\.0 s \(1\.0 s–1\.0 s\) +\| 3\.5 s \(3\.0 s–4\.1 s\) +\| 100 ms \(100 ms–100 ms\) +\| 0\.010 \(0\.010–0\.010\) +\| 362\.0 KB +\| 2000 +\| 4\.00x/,
    )
  })
})
