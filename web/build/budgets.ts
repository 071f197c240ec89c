// The committed baseline (budgets.json at the root): what each public page's first visit may
// download, what the worker may weigh, and how much main-thread work /order-now and /lander may
// take against a static control. Tests and the page-work guard read it; it moves only in a commit
// whose message gives the figures and the reason. `npm run budgets:write` rewrites the byte figures
// from the last build, for that commit.
import { readFileSync, writeFileSync } from 'node:fs'
import * as z from 'zod'

export const BUDGETS_FILE = 'budgets.json'

const bytes = z.number().int().positive()
const budgetsSchema = z.strictObject({
  // Gzipped bytes with hashes weighed as zeros (web/build/bundle-report.ts), per public page.
  firstLoad: z.record(z.string().startsWith('/'), z.strictObject({ js: bytes, css: bytes })),
  // The production worker bundle, gzipped.
  worker: z.strictObject({ gzip: bytes }),
  // Medians of five interleaved loads at 390 px and a CPU slowdown of pageWorkSlowdown
  // (scripts/page-work.ts):
  // `page` is the page's main-thread work over the control's; `script` is what its JavaScript adds
  // (the page minus its own HTML without scripts) over the control's.
  pageWorkSlowdown: z.number().positive(),
  pageWork: z.record(
    z.string().startsWith('/'),
    z.strictObject({ page: z.number().positive(), script: z.number().positive() }),
  ),
  // The pages the guard paints at a phone's 4x slowdown: the earliest largest paint of its rounds
  // and the median layout shift.
  paint: z.strictObject({ largestPaintMs: z.number().positive(), layoutShift: z.number().min(0) }),
})
export type Budgets = z.infer<typeof budgetsSchema>

export const readBudgets = (file = BUDGETS_FILE): Budgets =>
  budgetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')))

export const writeBudgets = (budgets: Budgets, file = BUDGETS_FILE) =>
  writeFileSync(file, `${JSON.stringify(budgetsSchema.parse(budgets), null, 2)}\n`)

// A figure under its budget by more than this means the budget should come down to it: a budget
// left above what the code needs lets the next change grow into the gap unnoticed.
export const SLACK_BYTES = 1024

// One line per figure over its budget or so far under it that the budget must come down.
export const byteMisses = (what: string, figure: number, budget: number): string[] =>
  figure > budget
    ? [`${what}: ${figure} B, over its budget of ${budget} B by ${figure - budget} B`]
    : budget - figure > SLACK_BYTES
      ? [`${what}: ${figure} B, ${budget - figure} B under its budget of ${budget} B: lower the budget`]
      : []

interface PageWeight {
  route: string
  jsGzip: number
  cssGzip: number
}

// Every public page's first load against its budget, and every budget against a page the build
// weighed, so a page added without a budget (or a budget left for a page gone) is told too.
export const firstLoadMisses = (weights: PageWeight[], budgets: Budgets): string[] => [
  ...weights.flatMap((w) => {
    const budget = budgets.firstLoad[w.route]
    if (!budget) return [`${w.route}: no first-load budget in ${BUDGETS_FILE}`]
    return [
      ...byteMisses(`${w.route} first-load JavaScript`, w.jsGzip, budget.js),
      ...byteMisses(`${w.route} first-load CSS`, w.cssGzip, budget.css),
    ]
  }),
  ...Object.keys(budgets.firstLoad)
    .filter((route) => !weights.some((w) => w.route === route))
    .map((route) => `${route}: has a budget in ${BUDGETS_FILE} but the build weighed no such page`),
]
