// npm run budgets:write: sets budgets.json's byte figures to what the last build weighed
// (dist/bundle-report.json) and, when a worker test run left one, the worker bundle
// (.wrangler/test-bundle). Commit the result with a message that gives the figures and the reason.
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { bundleCode, WORKER_BUNDLE_DIR } from '../tests/helpers/worker-bundle'
import { readBudgets, writeBudgets } from '../web/build/budgets'
import type { RouteWeight } from '../web/build/bundle-report'

const budgets = readBudgets()
const weights = JSON.parse(readFileSync('dist/bundle-report.json', 'utf8')) as RouteWeight[]
const firstLoad = Object.fromEntries(weights.map((w) => [w.route, { js: w.jsGzip, css: w.cssGzip }]))
const worker = existsSync(WORKER_BUNDLE_DIR) ? { gzip: gzipSync(bundleCode()).length } : budgets.worker
for (const [route, { js, css }] of Object.entries(firstLoad)) {
  const was = budgets.firstLoad[route]
  console.log(`${route.padEnd(20)} JS ${was?.js ?? '-'} -> ${js} B, CSS ${was?.css ?? '-'} -> ${css} B`)
}
console.log(`worker               ${budgets.worker.gzip} -> ${worker.gzip} B`)
writeBudgets({ ...budgets, firstLoad, worker })
