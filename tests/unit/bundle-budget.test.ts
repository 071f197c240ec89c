import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANDER_FIRST_LOAD_BUDGET, type RouteWeight } from '../../web/build/bundle-report'
import { BUILD_PRESENT } from './built'

// `npm test` builds before it tests; this reads what that build measured.
describe('the web build', () => {
  it.runIf(BUILD_PRESENT)(
    `keeps the first load of /lander within ${LANDER_FIRST_LOAD_BUDGET} bytes of gzipped JavaScript`,
    () => {
      const weights = JSON.parse(readFileSync('dist/bundle-report.json', 'utf8')) as RouteWeight[]
      const lander = weights.find((w) => w.route === '/lander')!
      expect(lander.files.length).toBeGreaterThan(1)
      expect(lander.jsGzip).toBeGreaterThan(10_000)
      expect(lander.jsGzip).toBeLessThanOrEqual(LANDER_FIRST_LOAD_BUDGET)
    },
  )
})
