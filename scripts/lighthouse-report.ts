// Medians and the printed table for npm run lighthouse.

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
  warnings: string[]
}

export interface PageSummary {
  page: string
  runs: number
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptBytes: number
  benchmarkIndex: number
}

// The median rather than the mean: one run disturbed by another job on the machine moves it least.
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

export const summarise = (runs: Record<string, PageRun[]>): PageSummary[] =>
  Object.entries(runs).map(([page, list]) => {
    const of = (pick: (run: PageRun) => number) => median(list.map(pick))
    return {
      page,
      runs: list.length,
      score: of((r) => r.score),
      fcpMs: Math.round(of((r) => r.fcpMs)),
      lcpMs: Math.round(of((r) => r.lcpMs)),
      tbtMs: Math.round(of((r) => r.tbtMs)),
      cls: Number(of((r) => r.cls).toFixed(3)),
      scriptBytes: Math.round(of((r) => r.scriptBytes)),
      benchmarkIndex: Math.round(of((r) => r.benchmarkIndex)),
    }
  })

export interface Bar {
  minScore?: number | undefined
  maxLcpMs?: number | undefined
  maxCls?: number | undefined
}

// Each part of the bar: its limit, whether a page's figure meets it, and how a miss is told.
const RULES: {
  limit: (bar: Bar) => number | undefined
  meets: (page: PageSummary, limit: number) => boolean
  miss: (page: PageSummary, limit: number) => string
}[] = [
  {
    limit: (bar) => bar.minScore,
    meets: (p, limit) => p.score >= limit,
    miss: (p, limit) => `score ${p.score} < ${limit}`,
  },
  {
    limit: (bar) => bar.maxLcpMs,
    meets: (p, limit) => p.lcpMs <= limit,
    miss: (p, limit) => `largest paint ${p.lcpMs} ms > ${limit} ms`,
  },
  {
    limit: (bar) => bar.maxCls,
    meets: (p, limit) => p.cls <= limit,
    miss: (p, limit) => `layout shift ${p.cls} > ${limit}`,
  },
]

// What each page missed of the bar, one line per miss; an empty list passes.
export const missedBar = (pages: PageSummary[], bar: Bar): string[] =>
  pages.flatMap((p) =>
    RULES.flatMap((rule) => {
      const limit = rule.limit(bar)
      return limit === undefined || rule.meets(p, limit) ? [] : [`${p.page}: ${rule.miss(p, limit)}`]
    }),
  )

// Whether a page's runs so far already settle that the median of `planned` runs meets the bar,
// whatever the runs still to come give: with an odd count, the median meets a limit as soon as more
// than half the runs meet it (each figure on its own, rounded as the summary rounds it). The run
// then stops early with the same verdict. No bar, or an even count, settles nothing.
export const settledToPass = (runs: PageRun[], planned: number, bar: Bar) => {
  const limits = RULES.map((rule) => ({ rule, limit: rule.limit(bar) }))
  if (planned % 2 === 0 || limits.every(({ limit }) => limit === undefined)) return false
  const each = summarise(Object.fromEntries(runs.map((run, i) => [String(i), [run]])))
  return limits.every(
    ({ rule, limit }) =>
      limit === undefined || each.filter((p) => rule.meets(p, limit)).length >= (planned + 1) / 2,
  )
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export const formatTable = (pages: PageSummary[]) => {
  const rows = [
    [
      'page',
      'score',
      'first paint',
      'largest paint',
      'blocking time',
      'layout shift',
      'JS sent',
      'CPU index',
    ],
    ...pages.map((p) => [
      p.page,
      String(p.score),
      seconds(p.fcpMs),
      seconds(p.lcpMs),
      `${p.tbtMs} ms`,
      p.cls.toFixed(3),
      kilobytes(p.scriptBytes),
      String(p.benchmarkIndex),
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
