// npm run lighthouse: Lighthouse's mobile performance run (phone form factor, simulated slow 4G)
// on the public pages of the production build, served by the Node entry with a fresh demo
// database. Before each run the machine's benchmark index is measured in the same Chrome and the
// CPU slowdown scaled by it (cpuSlowdownFor), so a busy host is not taken for a slower phone.
// Prints the median and the spread of LH_RUNS runs per page (5 unless set); it gates nothing: the
// page-work guard in npm test holds the bars (scripts/page-work.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import * as z from 'zod'
import { buildIsPresent, startBuiltServer } from './built-server'
import { findChromium } from './chromium-path'
import { cpuSlowdownFor, formatTable, type PageRun, summarise } from './lighthouse-report'

const args = z
  .object({
    LH_RUNS: z.coerce.number().int().positive().default(5),
    LH_PAGES: z.string().optional(),
    CHROMIUM_PATH: z.string().optional(),
  })
  .parse(process.env)

const PAGES = args.LH_PAGES?.split(',') ?? [
  '/lander',
  // The Tamil home: the Tamil font and words must keep the same aims.
  '/ta/lander',
  '/order-now',
  '/category?id=sparklers',
  '/faq',
  '/quick-checkout',
]
const RESULTS = 'test-results/lighthouse.json'

if (!buildIsPresent()) {
  console.error('The production build is missing: run npm run build first.')
  process.exit(1)
}

let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined
let chrome: chromeLauncher.LaunchedChrome | undefined
let lighthouseVersion = '?'

const stop = () => {
  server?.stop()
  chrome?.kill()
}

// Bytes of JavaScript that crossed the network on a cold load (Lighthouse clears the cache first).
const scriptBytes = (details: unknown) => {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
}

const SCORED_METRICS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
]

// The index Lighthouse itself computes, measured in a fresh tab of the same Chrome just before a
// run, so the slowdown fits what the host can give at that moment.
const benchmarkIndexNow = async (port: number) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex)
    await page.close()
    return index
  } finally {
    await browser.close()
  }
}

const measure = async (url: string, port: number): Promise<PageRun> => {
  const slowdown = cpuSlowdownFor(await benchmarkIndexNow(port))
  const result = await lighthouse(url, {
    port,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The score is the weighted five metrics; the diagnostics weigh nothing and none is read
    // here, so only the metrics (and the request list the script bytes come from) are run, and
    // no full-page picture is taken: a run took 10 s, now 8.
    onlyAudits: [...SCORED_METRICS, 'network-requests'],
    disableFullPageScreenshot: true,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  lighthouseVersion = lhr.lighthouseVersion
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const value = (id: string) => {
    const n = lhr.audits[id]?.numericValue
    if (n === undefined) throw new Error(`${url}: audit ${id} has no value`)
    return n
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptBytes: scriptBytes(lhr.audits['network-requests']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown,
    warnings: lhr.runWarnings,
  }
}

// Lighthouse now and then loses the trace of a load (NO_NAVSTART) and asks to be run again.
const measureWithRetry = async (url: string, port: number): Promise<PageRun> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port)
    } catch (error) {
      if (attempt >= 3) throw error
      console.log(`  retrying: ${error instanceof Error ? error.message : error}`)
    }
  }
}

const started = Date.now()
try {
  server = await startBuiltServer('lighthouse')
  const origin = server.origin
  // Each page drawn once first, as a page buyers open has been: the measure is of a page the
  // server (or the edge) already holds, not of the server's first render after it started.
  for (const page of PAGES) await (await fetch(`${origin}${page}`)).arrayBuffer()
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(args.CHROMIUM_PATH || undefined).path,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const runs: Record<string, PageRun[]> = {}
  for (const page of PAGES) {
    runs[page] = []
    for (let i = 0; i < args.LH_RUNS; i++) {
      const run = await measureWithRetry(`${origin}${page}`, chrome.port)
      console.log(
        `${page} run ${i + 1}/${args.LH_RUNS}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, slowdown ${run.slowdown}x`,
      )
      for (const warning of run.warnings) console.log(`  warning: ${warning}`)
      runs[page].push(run)
    }
  }
  const summary = summarise(runs)
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile, simulated slow 4G, CPU slowdown scaled by the benchmark index, median (lowest–highest) of ${args.LH_RUNS} run(s) a page, ${Math.round((Date.now() - started) / 1000)} s in all\n`,
  )
  console.log(formatTable(summary))
  mkdirSync('test-results', { recursive: true })
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ date: new Date().toISOString(), runsPerPage: args.LH_RUNS, pages: summary, runs }, null, 2)}\n`,
  )
  console.log(`\nWritten to ${RESULTS}`)
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  stop()
}
