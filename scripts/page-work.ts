// npm run page-work (and a phase of npm test, beside vitest): how much main-thread work /order-now and
// /lander cost a phone, measured so the host's speed cancels. One Chromium, 390 px wide, a 4x CPU
// slowdown; each round loads a static control page, then each page, then the page's own server HTML
// with every script taken out, each in a fresh context (a first visit: nothing cached, no service
// worker). The figures are medians over the rounds of each round's own ratios to its control, so a
// round the host slowed slows its control too. Also the largest paint and the layout shift of
// those pages and a few more. Fails, with the figures, when budgets.json's bars are missed.
import { type BrowserContext, chromium } from '@playwright/test'
import * as z from 'zod'
import { readBudgets } from '../web/build/budgets'
import { buildIsPresent, startBuiltServer } from './built-server'
import { findChromium } from './chromium-path'
import { median } from './lighthouse-report'
import {
  formatPageWork,
  type Load,
  pageFigures,
  pageWorkMisses,
  paintMisses,
  type Round,
} from './page-work-report'

const args = z
  .object({
    PAGE_WORK_ROUNDS: z.coerce.number().int().positive().default(5),
    CHROMIUM_PATH: z.string().optional(),
  })
  .parse(process.env)

const WORK_PAGES = ['/order-now', '/lander']
// Judged on paint and layout shift only, in the first three rounds.
const PAINT_PAGES = ['/ta/lander', '/category?id=sparklers', '/faq', '/quick-checkout']
const SLOWDOWN = 4
const CONTROL_PATH = '/__page-work-control'
const NO_SCRIPT = 'page-work-no-script'
// A static page of a handful of elements: the cost of a load itself, which the pages' figures are
// divided by.
const CONTROL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Control</title></head><body><p>A static page.</p></body></html>'

// Runs in the page before its own code: the paint, long-task and layout-shift entries as they come.
// A string, not a function: tsx would write its own helpers into a function's text, which the page
// does not have.
const OBSERVE = `(() => {
  const seen = { fcp: 0, lcp: 0, cls: 0, long: [] }
  window.__pageWork = seen
  const watch = (type, each) =>
    new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true })
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') seen.fcp = e.startTime })
  watch('largest-contentful-paint', (e) => { seen.lcp = e.startTime })
  watch('longtask', (e) => { seen.long.push([e.startTime, e.duration]) })
  watch('layout-shift', (e) => { if (!e.hadRecentInput) seen.cls += e.value })
})()`
type Seen = { fcp: number; lcp: number; cls: number; long: [number, number][] }

const load = async (context: BrowserContext, url: string): Promise<Load> => {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0
  const before = await taskSeconds()
  await page.goto(url, { waitUntil: 'load' })
  // A page with scripts is done once hydrated; then, settled when its main thread did no more work
  // in 250 ms. Only the browser's counters are read while waiting: code run in the page would be
  // work of its own.
  await page.waitForFunction(
    () => document.scripts.length === 0 || document.documentElement.dataset.hydrated === 'true',
    undefined,
    { polling: 100, timeout: 30_000 },
  )
  let last = -1
  for (let i = 0; i < 80; i++) {
    await page.waitForTimeout(250)
    const now = await taskSeconds()
    if (now - last < 0.005) break
    last = now
  }
  const seen = (await page.evaluate(() => (window as unknown as { __pageWork: Seen }).__pageWork)) as Seen
  await page.close()
  return {
    workMs: Math.round((last - before) * 1000),
    blockingMs: Math.round(
      seen.long.filter(([start]) => start >= seen.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    ),
    largestPaintMs: Math.round(seen.lcp),
    layoutShift: seen.cls,
  }
}

if (!buildIsPresent()) {
  console.error('The production build is missing: run npm run build first.')
  process.exit(1)
}
const started = Date.now()
const server = await startBuiltServer('page-work')
const browser = await chromium.launch({
  executablePath: findChromium(args.CHROMIUM_PATH || undefined).path,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
try {
  // Each page's HTML as the server sends it, less its scripts and their preloads: what the page
  // costs before any JavaScript, served from memory at the page's own address.
  const noScript = new Map<string, string>()
  for (const path of [...WORK_PAGES, ...PAINT_PAGES]) {
    const html = await (await fetch(`${server.origin}${path}`)).text()
    noScript.set(
      path,
      html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link[^>]*modulepreload[^>]*>/g, ''),
    )
  }
  const fresh = async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    await context.addInitScript(OBSERVE)
    await context.route(`**${CONTROL_PATH}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: CONTROL_HTML }),
    )
    await context.route(`**/*${NO_SCRIPT}*`, (route) => {
      const url = new URL(route.request().url())
      url.searchParams.delete(NO_SCRIPT)
      return route.fulfill({ contentType: 'text/html', body: noScript.get(url.pathname + url.search) ?? '' })
    })
    return context
  }
  const loadFresh = async (path: string) => {
    const context = await fresh()
    try {
      return await load(context, `${server.origin}${path}`)
    } finally {
      await context.close()
    }
  }
  const withNoScript = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${NO_SCRIPT}`

  const rounds: Round[] = []
  const paint: Round[] = []
  for (let i = 0; i < args.PAGE_WORK_ROUNDS; i++) {
    const round: Round = { control: await loadFresh(CONTROL_PATH), pages: {} }
    for (const path of WORK_PAGES)
      round.pages[path] = { page: await loadFresh(path), noScript: await loadFresh(withNoScript(path)) }
    rounds.push(round)
    if (i < 3) {
      const painted: Round = { control: round.control, pages: {} }
      for (const path of PAINT_PAGES)
        painted.pages[path] = { page: await loadFresh(path), noScript: round.control }
      paint.push(painted)
    }
  }
  const figures = pageFigures(rounds)
  const paintFigures = pageFigures(paint).map(({ page, largestPaintMs, layoutShift }) => ({
    page,
    largestPaintMs,
    layoutShift,
  }))
  console.log(
    `\nMain-thread work at ${SLOWDOWN}x CPU slowdown, 390 px, median (lowest–highest) of ${rounds.length} rounds, ${Math.round((Date.now() - started) / 1000)} s in all`,
  )
  console.log(formatPageWork(figures, Math.round(median(rounds.map((r) => r.control.workMs)))))
  for (const p of paintFigures)
    console.log(
      `${p.page.padEnd(24)} largest paint ${p.largestPaintMs} ms, layout shift ${p.layoutShift} (earliest paint, median shift of 3 rounds)`,
    )
  const budgets = readBudgets()
  const misses = [...pageWorkMisses(figures, budgets), ...paintMisses(paintFigures, budgets.paint)]
  if (misses.length > 0) {
    console.error(`\nOver the bars in budgets.json:\n  ${misses.join('\n  ')}`)
    process.exitCode = 1
  }
} finally {
  await browser.close()
  server.stop()
}
