// The checks a seller's edit of content/ must pass before it goes live, collected in one list so a
// single run names every mistake (the build stops at the first). Node only: reads the files.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import frontMatter from 'front-matter'
import { Marked } from 'marked'
import { CONTENT_TOKENS } from '../../worker/contract/settings-rules'
import { INDEXABLE_PATHS, INFO_PAGES, SITE_PATHS } from '../../worker/contract/site-paths'
import { frontMatterSchema, renderMarkdown, TAMIL_DIR } from './content'
import { type ContentProblem, didYouMean, fieldMessage, isCalendarDate } from './content-words'

export type { ContentProblem } from './content-words'

// A page read from disk and checked; `title` is what its rendered page must show.
export interface CheckedPage {
  slug: string
  file: string
  title?: string
}

export interface SourceCheck {
  problems: ContentProblem[]
  en: CheckedPage[]
  ta: CheckedPage[]
}

const marked = new Marked({ gfm: true })
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g
// Markdown links and pictures [text](/path "title"), reference links [x]: /path, and raw HTML.
const LINK_PATTERNS = [
  /\]\(\s*<?([^)\s>]+)/g,
  /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g,
  /\b(?:href|src)="([^"]*)"/g,
]
const PAGE_NAMES = SITE_PATHS.filter((p) => p !== '/').map((p) => p.slice(1))
const INFO_PATHS = new Set(INFO_PAGES.map((slug) => `/${slug}`))

const mdFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : []

// The line of `field:` in the front matter (the file's line 1 is the opening ---), else line 1.
const fieldLine = (source: string, field: string) => {
  const lines = source.split('\n')
  const end = lines.indexOf('---', 1)
  const at = lines.findIndex((l, i) => i > 0 && (end < 0 || i < end) && l.startsWith(`${field}:`))
  return at > 0 ? at + 1 : 1
}

const rawField = (source: string, field: string) => {
  const line = source.split('\n')[fieldLine(source, field) - 1] ?? ''
  return line.startsWith(`${field}:`)
    ? line
        .slice(field.length + 1)
        .trim()
        .replace(/^['"]|['"]$/g, '')
    : ''
}

const checkFrontMatter = (file: string, source: string, problems: ContentProblem[]) => {
  let parsed: ReturnType<typeof frontMatter<Record<string, unknown>>>
  try {
    parsed = frontMatter<Record<string, unknown>>(source)
  } catch (e) {
    const mark = (e as { mark?: { line?: number } }).mark
    problems.push({
      file,
      line: mark?.line !== undefined ? mark.line + 2 : 1,
      message:
        'the front matter (the lines between the two --- at the top) cannot be read: check that each line is "name: value" and that a value with a colon is in quotes.',
    })
    // The text below the front matter is still checked, so one run names its mistakes too.
    const lines = source.split('\n')
    const end = lines[0] === '---' ? lines.indexOf('---', 1) : -1
    return end < 0
      ? undefined
      : { body: lines.slice(end + 1).join('\n'), bodyBegin: end + 2, title: undefined }
  }
  if (!parsed.frontmatter) {
    problems.push({
      file,
      line: 1,
      message:
        'the file does not start with front matter: put "---", then title, description and last_updated lines, then "---" at the top.',
    })
    return { body: parsed.body, bodyBegin: parsed.bodyBegin, title: undefined }
  }
  const meta = frontMatterSchema.safeParse(parsed.attributes)
  const seen = new Set<string>()
  for (const issue of meta.success ? [] : meta.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (seen.has(field)) continue
    seen.add(field)
    const message = fieldMessage(field, parsed.attributes[field], issue.code)
    problems.push({ file, line: fieldLine(source, field), field, message })
  }
  const date = rawField(source, 'last_updated')
  if (!seen.has('last_updated') && /^\d{4}-\d{2}-\d{2}$/.test(date) && !isCalendarDate(date))
    problems.push({
      file,
      line: fieldLine(source, 'last_updated'),
      field: 'last_updated',
      message: `"last_updated: ${date}" is not a day of the calendar: check the month and the day.`,
    })
  return { body: parsed.body, bodyBegin: parsed.bodyBegin, title: meta.data?.title }
}

const checkPlaceholders = (
  file: string,
  lines: readonly string[],
  first: number,
  problems: ContentProblem[],
) => {
  let known = true
  lines.forEach((text, i) => {
    const line = first + i
    for (const [, name] of text.matchAll(PLACEHOLDER)) {
      if ((CONTENT_TOKENS as readonly string[]).includes(name!)) continue
      known = false
      problems.push({
        file,
        line,
        message: `the placeholder {{${name}}} is not one of the shop's settings.${didYouMean(name!, CONTENT_TOKENS, (s) => `{{${s}}}`)}`,
      })
    }
    if (/\{\{|\}\}/.test(text.replace(PLACEHOLDER, ''))) {
      known = false
      problems.push({
        file,
        line,
        message: 'a placeholder is not closed: write it as {{name}}, with two braces on each side.',
      })
    }
  })
  return known
}

// Where an internal address goes wrong, or undefined when it reaches a page or picture of the site.
export const linkProblem = (href: string, publicDir: string): string | undefined => {
  let path: string
  try {
    path = decodeURI(href.replace(/[?#].*$/, ''))
  } catch {
    return `the link "${href}" is not a valid address: check the % signs in it.`
  }
  if (path.startsWith('/images/'))
    return existsSync(join(publicDir, path))
      ? undefined
      : `the picture "${href}" does not exist: pictures go in web/public${path.replace(/[^/]*$/, '')}.`
  const page = path === '/ta' ? '/' : path.startsWith('/ta/') ? path.slice(3) : path
  if (SITE_PATHS.includes(page)) return undefined
  return `the link "${href}" points to a page that does not exist.${didYouMean(page.slice(1), PAGE_NAMES, (s) => `/${s}`)}`
}

const checkLinks = (
  file: string,
  lines: readonly string[],
  first: number,
  html: string | undefined,
  publicDir: string,
  problems: ContentProblem[],
) => {
  const seen = new Set<string>()
  lines.forEach((text, i) => {
    for (const pattern of LINK_PATTERNS)
      for (const [, href] of text.matchAll(pattern)) {
        if (!href!.startsWith('/') || href!.startsWith('//')) continue
        seen.add(href!)
        const message = linkProblem(href!, publicDir)
        if (message) problems.push({ file, line: first + i, message })
      }
  })
  // Anything the page links to that the line scan did not see (an unusual Markdown form).
  for (const [, href] of (html ?? '').matchAll(/\b(?:href|src)="(\/[^"/][^"]*|\/)"/g)) {
    const decoded = href!.replace(/&amp;/g, '&')
    if (seen.has(decoded)) continue
    seen.add(decoded)
    const message = linkProblem(decoded, publicDir)
    if (message) problems.push({ file, message })
  }
}

const checkFile = (
  dir: string,
  label: string,
  name: string,
  publicDir: string,
  problems: ContentProblem[],
) => {
  const file = `${label}/${name}`
  const source = readFileSync(join(dir, name), 'utf8').replace(/\r\n/g, '\n')
  const page: CheckedPage = { slug: name.replace(/\.md$/, ''), file }
  const meta = checkFrontMatter(file, source, problems)
  if (!meta) return page
  page.title = meta.title
  const lines = meta.body.split('\n')
  const placeholdersKnown = checkPlaceholders(file, lines, meta.bodyBegin, problems)
  let html: string | undefined
  try {
    html = placeholdersKnown
      ? renderMarkdown(file, meta.body, Object.fromEntries(CONTENT_TOKENS.map((t) => [t, t])) as never)
      : marked.parse(meta.body, { async: false })
  } catch (e) {
    problems.push({ file, message: `the text cannot be turned into a page: ${(e as Error).message}` })
  }
  checkLinks(file, lines, meta.bodyBegin, html, publicDir, problems)
  return page
}

// Every page of the site has its text, every text is a page of the site and listed in the sitemap
// (from INDEXABLE_PATHS, as the sitemap itself is), and every Tamil file has its English page.
const checkPages = (label: string, en: CheckedPage[], ta: CheckedPage[], problems: ContentProblem[]) => {
  const english = new Set(en.map((p) => p.slug))
  for (const p of en) {
    if (INFO_PATHS.has(`/${p.slug}`) && INDEXABLE_PATHS.includes(`/${p.slug}`)) continue
    problems.push({
      file: p.file,
      message: `"${p.slug}" is not a page of the site: it has no address and is not in the sitemap.${didYouMean(p.slug, INFO_PAGES, (s) => `${label}/${s}.md`)} A new page needs the developer to add it to the site first.`,
    })
  }
  for (const slug of INFO_PAGES)
    if (!english.has(slug))
      problems.push({
        file: `${label}/${slug}.md`,
        message: `the page /${slug} is part of the site${INDEXABLE_PATHS.includes(`/${slug}`) ? ' and its sitemap' : ''}, but its text ${label}/${slug}.md is missing.`,
      })
  for (const p of ta)
    if (!english.has(p.slug))
      problems.push({
        file: p.file,
        message: `this Tamil page has no English page ${label}/${p.slug}.md with the same name, so it is never shown.${didYouMean(p.slug, [...english], (s) => `${label}/${TAMIL_DIR}/${s}.md`)}`,
      })
}

// Checks content/ and content/ta/ as written on disk. `label` is how the files are named in the
// problems; `publicDir` holds the pictures pages show.
export const checkContentSources = (
  dir: string,
  label = 'content',
  publicDir = 'web/public',
): SourceCheck => {
  const problems: ContentProblem[] = []
  const taDir = join(dir, TAMIL_DIR)
  const en = mdFiles(dir).map((f) => checkFile(dir, label, f, publicDir, problems))
  const ta = mdFiles(taDir).map((f) => checkFile(taDir, `${label}/${TAMIL_DIR}`, f, publicDir, problems))
  checkPages(label, en, ta, problems)
  return { problems, en, ta }
}
