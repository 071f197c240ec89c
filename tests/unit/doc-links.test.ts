import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

// The README and docs/ say each fact once and link to it elsewhere, so a renamed file or heading
// silently strands every link to it. GitHub is the reader: its heading anchors are the rule here.

type Docs = ReadonlyMap<string, string>

// GitHub's heading anchor (github-slugger): the heading's text as rendered (no backticks, bold or
// link syntax), lower-cased, punctuation and symbols dropped (em dashes, apostrophes, dots), each
// space a hyphen. A repeated heading gets -1, -2, ...
const githubSlug = (heading: string): string =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')

// Code blocks and inline code show link syntax without being links.
const withoutCode = (text: string): string =>
  text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '')

const anchorsOf = (text: string): Set<string> => {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of withoutCode(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = githubSlug(heading!)
    const n = seen.get(slug) ?? 0
    seen.set(slug, n + 1)
    anchors.add(n === 0 ? slug : `${slug}-${n}`)
  }
  return anchors
}

const readTarget = (docs: Docs, path: string): string | undefined =>
  docs.get(path) ?? (existsSync(path) ? readFileSync(path, 'utf8') : undefined)

// Every relative link of each document, to a file that exists and, with #anchor, to a heading it has.
const brokenLinks = (docs: Docs): string[] => {
  const problems: string[] = []
  for (const [file, text] of docs) {
    for (const [, target] of withoutCode(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target!)) continue // https:, mailto:, tel:
      const [path = '', anchor] = target!.split('#')
      const resolved = path === '' ? file : normalize(join(dirname(file), path))
      const body = readTarget(docs, resolved)
      if (body === undefined) problems.push(`${file}: ${target} (no file ${resolved})`)
      else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(body).has(anchor))
        problems.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`)
    }
  }
  return problems
}

const docFiles = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
]
const docs: Docs = new Map(docFiles.map((f) => [f, readFileSync(f, 'utf8')]))

describe('the README and docs', () => {
  it('link only to files and headings that exist', () => {
    expect(brokenLinks(docs)).toEqual([])
  })

  it('are cited from the code only by files and headings that exist', () => {
    const cited = citations()
    expect(cited.length).toBeGreaterThan(10)
    const broken = cited.filter(
      ({ doc, anchor }) => !docs.has(doc) || (anchor !== undefined && !anchorsOf(docs.get(doc)!).has(anchor)),
    )
    expect(broken.map(({ file, doc, anchor }) => `${file}: ${doc}#${anchor ?? ''}`)).toEqual([])
  })

  it('keep the README short: 300 lines at most', () => {
    expect(docs.get('README.md')!.split('\n').length).toBeLessThanOrEqual(300)
  })
})

// Code comments cite a rule by its doc and heading (`docs/behaviour.md#cart`) instead of repeating
// it; a citation inside a web address is another project's.
const citations = (): { file: string; doc: string; anchor?: string }[] =>
  ['worker', 'web', 'scripts', 'tests', '.github', '.ci'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((f) => join(dir, f))
      .filter((f) => /\.(ts|tsx|yml)$|\/run$/.test(f) && !f.endsWith('doc-links.test.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?<![\w/.])docs\/([\w-]+\.md)(?:#([\w-]+))?/g)].map(
          ([, doc, anchor]) => ({ file, doc: join('docs', doc!), anchor }),
        ),
      ),
  )

describe('the link check', () => {
  it('slugs headings as GitHub does', () => {
    expect(githubSlug("The seller's console")).toBe('the-sellers-console')
    expect(githubSlug('Which plan, Smart Placement, and what a database outage looks like')).toBe(
      'which-plan-smart-placement-and-what-a-database-outage-looks-like',
    )
    expect(githubSlug('Sivakasi Crackers — enquiry storefront')).toBe('sivakasi-crackers--enquiry-storefront')
    expect(githubSlug("The shop's address (`SITE_ORIGIN`)")).toBe('the-shops-address-site_origin')
    expect(githubSlug('Tamil and English: தமிழ்')).toBe('tamil-and-english-தமிழ்')
  })

  it('reports a link to a missing file, a missing heading, and a heading of the same page', () => {
    const planted: Docs = new Map([
      [
        'docs/a.md',
        '# A\n\n## Twice\n\n## Twice\n\n[ok](#twice-1) [ok](b.md#b-side) [site](https://x.in/#nope)\n' +
          '[gone](missing.md) [wrong](b.md#no-such) [self](#nowhere) `[code](nowhere.md)`\n',
      ],
      ['docs/b.md', '# B side\n'],
    ])
    expect(brokenLinks(planted)).toEqual([
      'docs/a.md: missing.md (no file docs/missing.md)',
      'docs/a.md: b.md#no-such (no heading #no-such in docs/b.md)',
      'docs/a.md: #nowhere (no heading #nowhere in docs/a.md)',
    ])
  })
})
