import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkContentSources } from '../../web/build/content-check'
import { checkContent, checkRenderedPages } from '../../web/build/content-rendered'
import { problemText } from '../../web/build/content-words'
import { contentPlugin } from '../../web/build/vite-content-plugin'
import { SSR_BUNDLE } from '../helpers/page-render'

const run = promisify(execFile)
const good = (title = 'Fine page') =>
  `---\ntitle: ${title}\ndescription: A description long enough to pass the length check of the search engines.\nlast_updated: 2026-11-01\n---\n\n`

// A copy of the real content/ to break one way at a time: a seller's edit.
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-check-'))
  cpSync('content', dir, { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const edit = (file: string, change: (source: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))
const lineOf = (file: string, text: string) =>
  readFileSync(join(dir, file), 'utf8').split('\n').indexOf(text) + 1
const problems = () => checkContentSources(dir, 'content').problems

describe('the content check', () => {
  it('passes the real content/, English and Tamil, with the pages drawn from the build', async () => {
    const result = await checkContent({ dir: 'content', rendered: 'required', bundle: SSR_BUNDLE })
    expect(result.problems.map(problemText)).toEqual([])
    expect(result.pages).toBe(30)
  })

  it('names the file and line of a link to a page that does not exist, with the page meant', () => {
    edit('faq.md', (s) => s.replace('[contact us](/contact-us)', '[contact us](/contact)'))
    edit('ta/faq.md', (s) => s.replace('(/contact-us)', '(/ta/contactus)'))
    const found = problems()
    expect(found).toContainEqual({
      file: 'content/faq.md',
      line: 9,
      message: 'the link "/contact" points to a page that does not exist. Did you mean "/contact-us"?',
    })
    expect(found.map(problemText)).toContainEqual(
      expect.stringMatching(
        /^content\/ta\/faq\.md line \d+: the link "\/ta\/contactus" points to a page that does not exist\. Did you mean "\/contact-us"\?$/,
      ),
    )
    expect(found).toHaveLength(2)
  })

  it('accepts a Tamil address of a real page, and finds a missing picture and a raw HTML link', () => {
    edit(
      'about.md',
      (s) =>
        `${s}\nSee [the list](/ta/price-list) and <a href="/price-lists">prices</a>.\n\n![A](/images/safety/nothing.svg)\n`,
    )
    const found = problems()
    expect(found.map((p) => p.message)).toEqual([
      'the link "/price-lists" points to a page that does not exist. Did you mean "/price-list"?',
      'the picture "/images/safety/nothing.svg" does not exist: pictures go in web/public/images/safety/.',
    ])
    expect(found.map((p) => p.line)).toEqual([
      lineOf('about.md', 'See [the list](/ta/price-list) and <a href="/price-lists">prices</a>.'),
      lineOf('about.md', '![A](/images/safety/nothing.svg)'),
    ])
  })

  it('tells a broken % in an address from a missing page, without stopping', () => {
    edit('about.md', (s) => `${s}\n[A](/faq?q=%zz) and [B](/fa%zzq)\n`)
    expect(problems().map((p) => p.message)).toEqual([
      'the link "/fa%zzq" is not a valid address: check the % signs in it.',
    ])
  })

  it('names the line of an unknown placeholder, with the setting meant', () => {
    edit('payment-options.md', (s) => s.replace('{{bank_account_1}}', '{{bank_acount_1}}'))
    const [problem, ...rest] = problems()
    expect(rest).toEqual([])
    expect(problem!.file).toBe('content/payment-options.md')
    expect(problem!.message).toBe(
      'the placeholder {{bank_acount_1}} is not one of the shop\'s settings. Did you mean "{{bank_account_1}}"?',
    )
    expect(readFileSync(join(dir, 'payment-options.md'), 'utf8').split('\n')[problem!.line! - 1]).toContain(
      '{{bank_acount_1}}',
    )
  })

  it('fails a new page that is not in the sitemap, and a page of the site whose text is gone', () => {
    writeFileSync(join(dir, 'xyz.md'), `${good()}Hello.`)
    rmSync(join(dir, 'our-brands.md'))
    expect(problems().map(problemText)).toEqual([
      'content/xyz.md: "xyz" is not a page of the site: it has no address and is not in the sitemap. A new page needs the developer to add it to the site first.',
      'content/our-brands.md: the page /our-brands is part of the site and its sitemap, but its text content/our-brands.md is missing.',
      'content/ta/our-brands.md: this Tamil page has no English page content/our-brands.md with the same name, so it is never shown.',
    ])
  })

  it('fails a Tamil file whose English page does not exist, naming the page meant', () => {
    cpSync(join(dir, 'ta', 'faq.md'), join(dir, 'ta', 'fqa.md'))
    expect(problems()).toEqual([
      {
        file: 'content/ta/fqa.md',
        message:
          'this Tamil page has no English page content/fqa.md with the same name, so it is never shown. Did you mean "content/ta/faq.md"?',
      },
    ])
  })

  it('names the line and field of a broken front matter date, also one YAML would quietly move', () => {
    edit('about.md', (s) => s.replace(/last_updated: .*/, 'last_updated: 1 Nov 2026'))
    edit('ta/about.md', (s) => s.replace(/last_updated: .*/, 'last_updated: 2026-02-30'))
    expect(problems()).toEqual([
      {
        file: 'content/about.md',
        line: 4,
        field: 'last_updated',
        message: '"last_updated: 1 Nov 2026" is not a date: write it as year-month-day, like 2026-11-01.',
      },
      {
        file: 'content/ta/about.md',
        line: 4,
        field: 'last_updated',
        message: '"last_updated: 2026-02-30" is not a day of the calendar: check the month and the day.',
      },
    ])
  })

  it('reports every problem at once, across files, rather than stopping at the first', () => {
    edit('faq.md', (s) => s.replace(/^title: .*\n/m, '').replace(/description: .*/, 'description: Too short'))
    edit('faq.md', (s) => `${s}\n[Shop](/shop) and {{phone}} and {{upi_id}\n`)
    edit('ta/contact-us.md', (s) => s.replace(/^---\n/, '---\nbroken: [\n'))
    const found = problems()
    expect(found.map((p) => [p.file, p.field ?? null])).toEqual([
      ['content/faq.md', 'title'],
      ['content/faq.md', 'description'],
      ['content/faq.md', null],
      ['content/faq.md', null],
      ['content/faq.md', null],
      ['content/ta/contact-us.md', null],
    ])
    expect(found[0]).toMatchObject({ line: 1, message: expect.stringMatching(/"title" is missing/) })
    expect(found[1]).toMatchObject({
      line: 2,
      message: expect.stringMatching(/is 9 characters long: write at least 50/),
    })
    const last = lineOf('faq.md', '[Shop](/shop) and {{phone}} and {{upi_id}')
    expect(found.slice(2, 5).map((p) => [p.line, p.message.split(':')[0]])).toEqual([
      [
        last,
        'the placeholder {{phone}} is not one of the shop\'s settings. Did you mean "{{support_phone}}"?',
      ],
      [last, 'a placeholder is not closed'],
      [last, 'the link "/shop" points to a page that does not exist.'],
    ])
    expect(found[5]!.message).toMatch(/^the front matter .* cannot be read/)
  })
})

describe('the build', () => {
  // The plugin's start hook, called as Vite calls it, with the context's error() that stops the build.
  const start = (folder: string) => {
    const hook = contentPlugin(folder).buildStart as (this: unknown) => void
    hook.call({
      error: (message: string) => {
        throw new Error(message)
      },
    })
  }

  it('stops on the same problems, in the same words, as the content check, all of them at once', () => {
    expect(() => start('content')).not.toThrow()
    edit('faq.md', (s) => s.replace('[contact us](/contact-us)', '[contact us](/contact)'))
    edit('about.md', (s) => s.replace(/last_updated: .*/, 'last_updated: soon'))
    expect(() => start(dir)).toThrow(
      [
        'The pages in content/ need fixing:',
        'content/about.md line 4: "last_updated: soon" is not a date: write it as year-month-day, like 2026-11-01.',
        'content/faq.md line 9: the link "/contact" points to a page that does not exist. Did you mean "/contact-us"?',
      ].join('\n'),
    )
  })
})

describe('the prerendered pages', () => {
  it('draws every information page in both languages from the build and finds its title', async () => {
    const { en, ta } = checkContentSources('content')
    expect(await checkRenderedPages({ en, ta }, { required: true, bundle: SSR_BUNDLE })).toEqual([])
  })

  it('says the build is older than the text when a page shows another title', async () => {
    edit('faq.md', (s) => s.replace(/^title: .*/m, 'title: Questions and answers'))
    const { en, ta } = checkContentSources(dir)
    const found = await checkRenderedPages({ en, ta }, { required: true, bundle: SSR_BUNDLE })
    expect(found).toEqual([
      {
        file: 'content/faq.md',
        field: 'title',
        message:
          'the page /faq shows the title "Frequently Asked Questions", not "Questions and answers": the built site is older than the text, run npm run build again.',
      },
    ])
  })

  it('asks for a build when --rendered is given and the build is missing', async () => {
    const found = await checkRenderedPages(
      { en: [], ta: [] },
      { required: true, bundle: join(dir, 'none.js') },
    )
    expect(found.map((p) => p.message)).toEqual(['the built site is missing: run npm run build first.'])
    expect(
      await checkRenderedPages({ en: [], ta: [] }, { required: false, bundle: join(dir, 'none.js') }),
    ).toEqual([])
  })
})

describe('npm run content:check', () => {
  const script = (args: string[], env: Record<string, string>) =>
    run('node_modules/.bin/tsx', ['scripts/content-check.ts', ...args], {
      env: { ...process.env, GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '', ...env },
    }).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    )

  it('in GitHub Actions, fails with an annotation per problem and a table in the job summary', async () => {
    edit('faq.md', (s) => s.replace('[contact us](/contact-us)', '[contact us](/contact)'))
    const summary = join(dir, 'summary.md')
    const { code, out } = await script(['--dir', dir], {
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
    })
    expect(code).toBe(1)
    expect(out).toContain(`${dir}/faq.md line 9: the link "/contact" points to a page that does not exist.`)
    expect(out).toContain(`::error file=${dir}/faq.md,line=9,title=Content::the link "/contact" points to`)
    expect(out).toMatch(/Content check: 1 problem in 1 file\(s\), 30 pages checked in \d+\.\d s\./)
    const table = readFileSync(summary, 'utf8')
    expect(table).toContain('| File | Line | What to fix |')
    expect(table).toContain(
      `| \`${dir}/faq.md\` | 9 | The link "/contact" points to a page that does not exist. Did you mean "/contact-us"? |`,
    )
  })

  it('passes the real pages with the build, writing "all pages passed" to the job summary', async () => {
    const summary = join(dir, 'summary.md')
    const { code, out } = await script(['--rendered'], {
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
    })
    expect(out).toMatch(
      /^Content check: all 30 pages passed, each also drawn from the build in \d+\.\d s\.$/m,
    )
    expect(out).not.toContain('::error')
    expect(code).toBe(0)
    expect(readFileSync(summary, 'utf8')).toMatch(/All 30 pages passed, each also drawn from the build/)
  })
})
