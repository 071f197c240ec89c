// Build-time only: turns content/<slug>.md into HTML for the information pages. Runs in Node
// (Vite plugin, prerender, tests); no Markdown parser ships to the browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import frontMatter from 'front-matter'
import { Marked } from 'marked'
import * as z from 'zod'
import type { Locale } from '../../worker/contract/locale'
import { defaultSettings } from '../../worker/contract/settings-defaults'
import {
  CONTENT_TOKENS,
  type ContentToken,
  contentTokenHrefs,
  contentTokenValues,
  settingSpan,
  toPublicSettings,
} from '../../worker/contract/settings-rules'
import type { ContentPage } from '../src/features/content/content-pages'

export const frontMatterSchema = z.object({
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().min(50).max(170),
  // YAML reads an unquoted date as a Date.
  last_updated: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10))),
})

export class ContentError extends Error {}

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// A page's pictures are all drawn at one size (content.css: 240 x 160): the size is in the HTML, so
// the phone keeps their place before they arrive, and those below the first screen load on scroll.
const marked = new Marked({
  gfm: true,
  renderer: {
    image: ({ href, text }) =>
      `<img src="${attr(href)}" alt="${attr(text)}" width="240" height="160" loading="lazy" decoding="async">`,
  },
})

export const renderMarkdown = (
  file: string,
  body: string,
  values: Record<ContentToken, string>,
  hrefs: Partial<Record<ContentToken, string>> = {},
) => {
  const html = marked.parse(body, { async: false })
  return html.replace(/\{\{\s*([a-z0-9_]+)\s*\}\}/g, (_, name: string) => {
    if (!(CONTENT_TOKENS as readonly string[]).includes(name)) {
      throw new ContentError(`${file}: unknown placeholder {{${name}}} (known: ${CONTENT_TOKENS.join(', ')})`)
    }
    return settingSpan(name as ContentToken, values[name as ContentToken], hrefs[name as ContentToken])
  })
}

export const parsePage = (
  file: string,
  source: string,
  values = contentTokenValues(toPublicSettings(defaultSettings)),
  hrefs = contentTokenHrefs(toPublicSettings(defaultSettings)),
) => {
  let parsed: ReturnType<typeof frontMatter<Record<string, unknown>>>
  try {
    parsed = frontMatter<Record<string, unknown>>(source)
  } catch (e) {
    throw new ContentError(`${file}: front matter is not valid YAML: ${(e as Error).message}`)
  }
  const meta = frontMatterSchema.safeParse(parsed.attributes)
  if (!meta.success) {
    const issue = meta.error.issues[0]!
    throw new ContentError(
      `${file}: front matter field "${issue.path.join('.') || '(all)'}": ${issue.message}`,
    )
  }
  const slug = file.replace(/^.*\//, '').replace(/\.md$/, '')
  return { slug, ...meta.data, html: renderMarkdown(file, parsed.body, values, hrefs) } satisfies ContentPage
}

// `label` is how errors name the folder, so a failed build points at the file to fix.
export const loadContent = (dir: string, label = 'content', locale: Locale = 'en'): ContentPage[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) =>
      parsePage(
        `${label}/${f}`,
        readFileSync(join(dir, f), 'utf8'),
        contentTokenValues(toPublicSettings(defaultSettings), locale),
      ),
    )

// Tamil pages live in content/ta/, one per English page with the same file name. A page may be
// missing in Tamil (the site shows the English one with a note), but a Tamil file without its English
// page is a mistake: a misspelt name that would never be shown.
export const TAMIL_DIR = 'ta'

export const loadAllContent = (dir: string, label = 'content'): Record<Locale, ContentPage[]> => {
  const en = loadContent(dir, label)
  const taDir = join(dir, TAMIL_DIR)
  const ta = existsSync(taDir) ? loadContent(taDir, `${label}/${TAMIL_DIR}`, 'ta') : []
  const english = new Set(en.map((p) => p.slug))
  for (const p of ta) {
    if (!english.has(p.slug)) {
      throw new ContentError(
        `${label}/${TAMIL_DIR}/${p.slug}.md: no English page ${label}/${p.slug}.md with the same name`,
      )
    }
  }
  return { en, ta }
}

// Internal links of a page (href="/…"), for the link check.
export const internalLinks = (html: string) =>
  [...html.matchAll(/href="(\/[^"#?]*)[^"]*"/g)]
    .map((m) => m[1]!)
    .filter((href) => !href.startsWith('/images/'))
