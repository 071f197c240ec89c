// How the content check tells its result: a line per problem in the terminal, and in GitHub Actions
// an annotation on the file's line plus a table in the job summary, for the seller to read.
import { appendFileSync } from 'node:fs'
import { type ContentProblem, problemText } from '../web/build/content-words'

export interface CheckResult {
  problems: ContentProblem[]
  // Pages checked, English and Tamil files together.
  pages: number
  // Whether the pages were also drawn from the production build.
  drawn: boolean
  seconds: number
}

const drawnNote = (drawn: boolean) => (drawn ? ', each also drawn from the build' : '')

export const summaryLine = ({ problems, pages, drawn, seconds }: CheckResult) =>
  problems.length === 0
    ? `Content check: all ${pages} pages passed${drawnNote(drawn)} in ${seconds.toFixed(1)} s.`
    : `Content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s), ${pages} pages checked in ${seconds.toFixed(1)} s.`

// GitHub's workflow commands end at a newline and read % , : specially in their parts.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')

export const annotation = (p: ContentProblem) => {
  const props = [`file=${escapeProperty(p.file)}`]
  if (p.line) props.push(`line=${p.line}`)
  props.push(`title=${escapeProperty(p.field ? `Content: ${p.field}` : 'Content')}`)
  return `::error ${props.join(',')}::${escapeData(p.message)}`
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')
// Said on its own in a table cell, the message starts as a sentence.
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const summaryMarkdown = (result: CheckResult) => {
  if (result.problems.length === 0)
    return `### Page check\n\nAll ${result.pages} pages passed${drawnNote(result.drawn)} (${result.seconds.toFixed(1)} s).\n`
  const rows = result.problems.map(
    (p) =>
      `| \`${cell(p.file)}\` | ${p.line ?? ''} | ${p.field ? `**${cell(p.field)}**: ` : ''}${cell(p.field ? p.message : sentence(p.message))} |`,
  )
  return [
    '### Page check: fix these before the pages go live',
    '',
    '| File | Line | What to fix |',
    '| --- | --- | --- |',
    ...rows,
    '',
    summaryLine(result),
    '',
  ].join('\n')
}

export const report = (
  result: CheckResult,
  env: { GITHUB_ACTIONS?: boolean; GITHUB_STEP_SUMMARY?: string | undefined },
  print: (line: string) => void = console.log,
) => {
  for (const p of result.problems) print(problemText(p))
  if (env.GITHUB_ACTIONS) for (const p of result.problems) print(annotation(p))
  print(summaryLine(result))
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, summaryMarkdown(result))
}
