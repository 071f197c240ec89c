// Medians, spreads and the printed table for npm run lighthouse, and the CPU slowdown it asks for.

export interface PageRun {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  // JavaScript transferred on a cold load, in bytes as sent (compressed when the server compressed).
  scriptBytes: number
  // Lighthouse's CPU speed estimate for the machine at that moment: a shared machine shows here.
  benchmarkIndex: number
  // The CPU slowdown the run was given (cpuSlowdownFor the index measured just before it).
  slowdown: number
  warnings: string[]
}

type Figure = 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'
export interface PageSummary extends Record<Figure, number> {
  page: string
  runs: number
  scriptBytes: number
  benchmarkIndex: number
  slowdown: number
  // The lowest and highest of each figure over the runs: how far one run can be trusted.
  spread: Record<Figure, [number, number]>
}

// The median rather than the mean: one run disturbed by another job on the machine moves it least.
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

// Lighthouse's 4x slowdown makes a phone of a host whose benchmark index is this (a quiet two-core
// CI machine measured 1,600-1,700). A busy host measures lower and is already slower: it gets less
// slowdown, so the same phone is simulated, not a slower one. Kept between 1x and 8x.
export const REFERENCE_BENCHMARK_INDEX = 1600
export const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.round(Math.min(8, Math.max(1, (4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX)) * 100) / 100

const FIGURES: { key: Figure; round: (n: number) => number }[] = [
  { key: 'score', round: Math.round },
  { key: 'fcpMs', round: Math.round },
  { key: 'lcpMs', round: Math.round },
  { key: 'tbtMs', round: Math.round },
  { key: 'cls', round: (n) => Number(n.toFixed(3)) },
]

export const summarise = (runs: Record<string, PageRun[]>): PageSummary[] =>
  Object.entries(runs).map(([page, list]) => {
    const of = (pick: (run: PageRun) => number) => median(list.map(pick))
    const figures = Object.fromEntries(FIGURES.map(({ key, round }) => [key, round(of((r) => r[key]))]))
    const spread = Object.fromEntries(
      FIGURES.map(({ key, round }) => {
        const all = list.map((r) => r[key])
        return [key, [round(Math.min(...all)), round(Math.max(...all))]]
      }),
    )
    return {
      page,
      runs: list.length,
      ...(figures as Record<Figure, number>),
      scriptBytes: Math.round(of((r) => r.scriptBytes)),
      benchmarkIndex: Math.round(of((r) => r.benchmarkIndex)),
      slowdown: of((r) => r.slowdown),
      spread: spread as PageSummary['spread'],
    }
  })

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const spreadOf = (p: PageSummary, key: Figure, show: (n: number) => string) =>
  `${show(p[key])} (${show(p.spread[key][0])}–${show(p.spread[key][1])})`

export const formatTable = (pages: PageSummary[]) => {
  const rows = [
    [
      'page',
      'runs',
      'score',
      'first paint',
      'largest paint',
      'blocking time',
      'layout shift',
      'JS sent',
      'CPU index',
      'slowdown',
    ],
    ...pages.map((p) => [
      p.page,
      String(p.runs),
      spreadOf(p, 'score', String),
      spreadOf(p, 'fcpMs', seconds),
      spreadOf(p, 'lcpMs', seconds),
      spreadOf(p, 'tbtMs', (n) => `${n} ms`),
      spreadOf(p, 'cls', (n) => n.toFixed(3)),
      kilobytes(p.scriptBytes),
      String(p.benchmarkIndex),
      `${p.slowdown.toFixed(2)}x`,
    ]),
  ]
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? []
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [
    line(rows[0] ?? []),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n')
}
