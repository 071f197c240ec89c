// The figures of the page-work guard (scripts/page-work.ts) and its verdict against budgets.json.
import type { Budgets } from '../web/build/budgets'
import { median } from './lighthouse-report'

// One load of one page: main-thread work (the renderer's TaskDuration, in ms of the slowed CPU),
// blocking time (each long task after the first paint, past its first 50 ms), largest paint (ms)
// and layout shift.
export interface Load {
  workMs: number
  blockingMs: number
  largestPaintMs: number
  layoutShift: number
}

// Each round loads the control, then each page, then that page's own HTML without its scripts.
export interface Round {
  control: Load
  pages: Record<string, { page: Load; noScript: Load }>
}

export interface PageFigures {
  page: string
  workMs: number
  // The page's work over the control's, and its scripts' share (page minus its no-script HTML)
  // over the control's, each the median of the rounds' own ratios: a round slowed by the host
  // slows its control too.
  ratio: number
  scriptRatio: number
  blockingMs: number
  // The earliest of the rounds' largest paints: a busy host only ever delays a paint, so the
  // earliest is the page's own, and a page that paints late paints late in every round.
  largestPaintMs: number
  layoutShift: number
  spread: { ratio: [number, number]; scriptRatio: [number, number] }
}

const twoPlaces = (n: number) => Math.round(n * 100) / 100

// The loads of one page: its earliest largest paint (a busy host only ever delays a paint; a page
// that paints late does so in every load) and its median layout shift.
const paintOf = (loads: Pick<Load, 'largestPaintMs' | 'layoutShift'>[]) => ({
  largestPaintMs: Math.round(Math.min(...loads.map((l) => l.largestPaintMs))),
  layoutShift: Number(median(loads.map((l) => l.layoutShift)).toFixed(3)),
})

export const pageFigures = (rounds: Round[]): PageFigures[] =>
  Object.keys(rounds[0]?.pages ?? {}).map((page) => {
    const of = (pick: (r: Round, p: { page: Load; noScript: Load }) => number) =>
      rounds.map((r) => pick(r, r.pages[page]!))
    const ratios = of((r, p) => p.page.workMs / r.control.workMs)
    const scriptRatios = of((r, p) => Math.max(0, p.page.workMs - p.noScript.workMs) / r.control.workMs)
    return {
      page,
      workMs: Math.round(median(of((_, p) => p.page.workMs))),
      ratio: twoPlaces(median(ratios)),
      scriptRatio: twoPlaces(median(scriptRatios)),
      blockingMs: Math.round(median(of((_, p) => p.page.blockingMs))),
      ...paintOf(rounds.map((r) => r.pages[page]!.page)),
      spread: {
        ratio: [twoPlaces(Math.min(...ratios)), twoPlaces(Math.max(...ratios))],
        scriptRatio: [twoPlaces(Math.min(...scriptRatios)), twoPlaces(Math.max(...scriptRatios))],
      },
    }
  })

export type Painted = Pick<PageFigures, 'page' | 'largestPaintMs' | 'layoutShift'>

// Each page's paint over the rounds (paintOf), with how many loads made it. A round may hold only
// some pages: those measured again.
export const paintFigures = (rounds: Painted[][]): (Painted & { loads: number })[] =>
  (rounds[0] ?? []).map(({ page }) => {
    const loads = rounds.flatMap((r) => r.filter((p) => p.page === page))
    return { page, ...paintOf(loads), loads: loads.length }
  })

// The pages whose earliest paint so far is over the bar, to be loaded again. More loads can only
// bring the earliest paint of a page that does paint in time under the bar on a busy host; a page
// that paints late stays over it however often it is measured.
export const lateToPaint = (rounds: Painted[][], largestPaintMs: number): string[] =>
  paintFigures(rounds)
    .filter((p) => p.largestPaintMs > largestPaintMs)
    .map((p) => p.page)

// One line per paint bar a page misses; an empty list passes.
export const paintMisses = (pages: Painted[], { largestPaintMs, layoutShift }: Budgets['paint']): string[] =>
  pages.flatMap((p) => [
    ...(p.largestPaintMs > largestPaintMs
      ? [`${p.page}: largest paint ${p.largestPaintMs} ms, over ${largestPaintMs} ms`]
      : []),
    ...(p.layoutShift > layoutShift ? [`${p.page}: layout shift ${p.layoutShift}, over ${layoutShift}`] : []),
  ])

// One line per ratio a page misses; an empty list passes.
export const pageWorkMisses = (figures: PageFigures[], budgets: Budgets): string[] =>
  figures.flatMap((f) => {
    const work = budgets.pageWork[f.page]
    if (!work) return [`${f.page}: no pageWork budget in budgets.json`]
    return [
      ...(f.ratio > work.page
        ? [`${f.page}: main-thread work ${f.ratio}x the control, over ${work.page}x`]
        : []),
      ...(f.scriptRatio > work.script
        ? [`${f.page}: its scripts' work ${f.scriptRatio}x the control, over ${work.script}x`]
        : []),
    ]
  })

export const formatPageWork = (figures: PageFigures[], control: number) =>
  [
    `control: ${control} ms of main-thread work (median)`,
    ...figures.map(
      (f) =>
        `${f.page.padEnd(12)} work ${f.workMs} ms = ${f.ratio}x the control (${f.spread.ratio.join('–')}), ` +
        `scripts ${f.scriptRatio}x (${f.spread.scriptRatio.join('–')}), blocking ${f.blockingMs} ms, ` +
        `largest paint ${f.largestPaintMs} ms, layout shift ${f.layoutShift}`,
    ),
  ].join('\n')
