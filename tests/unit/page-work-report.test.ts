import { describe, expect, it } from 'vitest'
import {
  type Load,
  lateToPaint,
  type Painted,
  pageFigures,
  pageWorkMisses,
  paintFigures,
  paintMisses,
  type Round,
} from '../../scripts/page-work-report'

import { readBudgets } from '../../web/build/budgets'

const load = (workMs: number, overrides: Partial<Load> = {}): Load => ({
  workMs,
  blockingMs: 100,
  largestPaintMs: 1000,
  layoutShift: 0,
  ...overrides,
})
const round = (control: number, page: number, noScript: number, overrides: Partial<Load> = {}): Round => ({
  control: load(control),
  pages: { '/lander': { page: load(page, overrides), noScript: load(noScript) } },
})

describe('the page-work guard', () => {
  it('takes each round against its own control, so a host twice as slow in one round moves nothing', () => {
    const [lander] = pageFigures([round(100, 800, 300), round(200, 1600, 600), round(100, 800, 300)])
    expect(lander).toMatchObject({ page: '/lander', ratio: 8, scriptRatio: 5, spread: { ratio: [8, 8] } })
  })

  it('holds the median of the rounds, so one disturbed round does not fail it', () => {
    const [lander] = pageFigures([round(100, 800, 300), round(100, 3000, 300), round(100, 820, 310)])
    expect(lander).toMatchObject({ ratio: 8.2, scriptRatio: 5.1, spread: { ratio: [8, 30] } })
  })

  it('holds the earliest largest paint of the rounds (a busy host only delays a paint) and the median shift', () => {
    const at = (largestPaintMs: number, layoutShift = 0): Painted[] => [
      { page: '/faq', largestPaintMs, layoutShift },
    ]
    expect(paintFigures([at(2600, 0.03), at(1400, 0), at(3100, 0.03)])).toEqual([
      { page: '/faq', largestPaintMs: 1400, layoutShift: 0.03, loads: 3 },
    ])
  })

  it('loads again only a page whose earliest paint is over the bar, and keeps its earliest over every load', () => {
    const round = (faq: number, lander: number): Painted[] => [
      { page: '/faq', largestPaintMs: faq, layoutShift: 0 },
      { page: '/lander', largestPaintMs: lander, layoutShift: 0 },
    ]
    const rounds = [round(2400, 900), round(2300, 1900)]
    expect(lateToPaint(rounds, 2000)).toEqual(['/faq'])
    // A busy host's late loads, then one in time: the page passes on its earliest.
    const again = [...rounds, [{ page: '/faq', largestPaintMs: 1500, layoutShift: 0 }]]
    expect(lateToPaint(again, 2000)).toEqual([])
    expect(paintFigures(again)).toEqual([
      { page: '/faq', largestPaintMs: 1500, layoutShift: 0, loads: 3 },
      { page: '/lander', largestPaintMs: 900, layoutShift: 0, loads: 2 },
    ])
    // A page that paints late in every load stays late.
    expect(lateToPaint([...rounds, [{ page: '/faq', largestPaintMs: 2600, layoutShift: 0 }]], 2000)).toEqual([
      '/faq',
    ])
  })

  it('fails a page over either ratio, a late largest paint or a shifting layout, with the figures', () => {
    const budgets = {
      ...readBudgets(),
      pageWork: { '/lander': { page: 8, script: 5 } },
      paint: { largestPaintMs: 2000, layoutShift: 0.02 },
    }
    expect(pageWorkMisses(pageFigures([round(100, 800, 300)]), budgets)).toEqual([])
    expect(pageWorkMisses(pageFigures([round(100, 900, 300)]), budgets)).toEqual([
      '/lander: main-thread work 9x the control, over 8x',
      "/lander: its scripts' work 6x the control, over 5x",
    ])
    expect(paintMisses([{ page: '/faq', largestPaintMs: 2001, layoutShift: 0.05 }], budgets.paint)).toEqual([
      '/faq: largest paint 2001 ms, over 2000 ms',
      '/faq: layout shift 0.05, over 0.02',
    ])
    expect(pageWorkMisses(pageFigures([round(100, 800, 300)]), { ...budgets, pageWork: {} })).toEqual([
      '/lander: no pageWork budget in budgets.json',
    ])
  })
})
