import { describe, expect, it } from 'vitest'
import { formatTable, median, missedBar, type PageRun, summarise } from '../../scripts/lighthouse-report'

const run = (score: number, lcpMs: number, overrides: Partial<PageRun> = {}): PageRun => ({
  score,
  fcpMs: 1000,
  lcpMs,
  tbtMs: 100,
  cls: 0.01,
  scriptBytes: 100_000,
  benchmarkIndex: 2000,
  warnings: [],
  ...overrides,
})

describe('npm run lighthouse figures', () => {
  it('one run slowed by another job on the machine does not move the median of three', () => {
    expect(median([96, 41, 95])).toBe(95)
    const [page] = summarise({ '/lander': [run(96, 1500), run(41, 9000), run(95, 1600)] })
    expect(page).toMatchObject({ page: '/lander', runs: 3, score: 95, lcpMs: 1600 })
  })

  it('an even number of runs takes the middle two', () => {
    expect(median([90, 80, 100, 70])).toBe(85)
  })

  it('a page whose median score is under LH_MIN_SCORE fails, one on the bar passes', () => {
    const pages = summarise({ '/faq': [run(94, 1500)], '/lander': [run(95, 1500)] })
    expect(missedBar(pages, { minScore: 95 })).toEqual(['/faq: score 94 < 95'])
    expect(missedBar(pages, { minScore: undefined })).toEqual([])
  })

  it('names each page that misses the score, the largest paint or the layout shift of the bar', () => {
    const pages = summarise({
      '/faq': [run(96, 1900)],
      '/lander': [run(89, 1500, { cls: 0.05 })],
      '/order-now': [run(95, 1800, { cls: 0.02 })],
    })
    expect(missedBar(pages, { minScore: 90, maxLcpMs: 1800, maxCls: 0.02 })).toEqual([
      '/faq: largest paint 1900 ms > 1800 ms',
      '/lander: score 89 < 90',
      '/lander: layout shift 0.05 > 0.02',
    ])
    expect(missedBar(pages, {})).toEqual([])
  })

  it('prints one row per page with seconds, milliseconds and kilobytes', () => {
    const table = formatTable(summarise({ '/lander': [run(67, 4060, { scriptBytes: 370_688 })] }))
    expect(table.split('\n')).toHaveLength(3)
    expect(table).toMatch(/\| \/lander +\| 67 +\| 1\.0 s +\| 4\.1 s +\| 100 ms +\| 0\.010 +\| 362\.0 KB/)
  })
})
