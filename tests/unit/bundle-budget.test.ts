import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { byteMisses, firstLoadMisses, readBudgets, SLACK_BYTES } from '../../web/build/budgets'
import type { RouteWeight } from '../../web/build/bundle-report'
import { BUILD_PRESENT } from './built'

// `npm test` builds before it tests; this reads what that build measured against budgets.json.
describe('the web build', () => {
  it.runIf(BUILD_PRESENT)('keeps every public page’s first load within its budget in budgets.json', () => {
    const weights = JSON.parse(readFileSync('dist/bundle-report.json', 'utf8')) as RouteWeight[]
    expect(weights.find((w) => w.route === '/lander')?.jsGzip).toBeGreaterThan(10_000)
    expect(firstLoadMisses(weights, readBudgets())).toEqual([])
  })
})

describe('a byte budget', () => {
  it('fails a figure over it and one so far under it that it should come down, with the figures', () => {
    expect(byteMisses('/lander JS', 1001, 1000)).toEqual([
      '/lander JS: 1001 B, over its budget of 1000 B by 1 B',
    ])
    expect(byteMisses('/lander JS', 1000, 1000)).toEqual([])
    expect(byteMisses('/lander JS', 5000 - SLACK_BYTES, 5000)).toEqual([])
    expect(byteMisses('/lander JS', 4000 - SLACK_BYTES, 5000)).toEqual([
      `/lander JS: ${4000 - SLACK_BYTES} B, ${1000 + SLACK_BYTES} B under its budget of 5000 B: lower the budget`,
    ])
  })

  it('names a page with no budget and a budget with no page', () => {
    const budgets = { ...readBudgets(), firstLoad: { '/gone': { js: 1, css: 1 } } }
    expect(firstLoadMisses([{ route: '/new', jsGzip: 1, cssGzip: 1 }], budgets)).toEqual([
      '/new: no first-load budget in budgets.json',
      '/gone: has a budget in budgets.json but the build weighed no such page',
    ])
  })
})
