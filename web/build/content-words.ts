// The words and small helpers of the content check: what a seller reads when a page needs fixing.

export interface ContentProblem {
  // As the seller finds it in the repository: content/faq.md, content/ta/faq.md.
  file: string
  // 1-based line of the Markdown file, when the problem sits on one line.
  line?: number
  // The front matter field, when the problem is one of them.
  field?: string
  message: string
}

export const problemText = (p: ContentProblem) => `${p.file}${p.line ? ` line ${p.line}` : ''}: ${p.message}`

const distance = (a: string, b: string) => {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]!
}

// The nearest of `known` when it is close enough to be a slip of the keyboard, or when one contains
// the other (contact -> contact-us); undefined when nothing is near.
export const nearest = (word: string, known: readonly string[]): string | undefined => {
  const w = word.toLowerCase()
  const scored = known.map((name) => ({ name, d: distance(w, name.toLowerCase()) })).sort((x, y) => x.d - y.d)
  const contains = (name: string) =>
    Math.min(name.length, w.length) >= 3 && (name.toLowerCase().includes(w) || w.includes(name.toLowerCase()))
  return scored.find((s) => s.d <= Math.max(2, Math.floor(w.length / 3)) || contains(s.name))?.name
}

export const didYouMean = (word: string, known: readonly string[], show = (s: string) => s) => {
  const near = nearest(word, known)
  return near ? ` Did you mean "${show(near)}"?` : ''
}

// A real day of the calendar: YAML turns 2026-02-30 into 2 March without a word.
export const isCalendarDate = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === text
}

const FIELD_HELP: Record<string, string> = {
  title: 'the page name shown at the top of the page and in search results',
  description: 'the short text search engines show under the page name',
  last_updated: 'the day the text last changed, written like 2026-11-01',
}

// A sentence for one failed front matter rule; `value` is what the file holds.
export const fieldMessage = (field: string, value: unknown, code: string): string => {
  const help = FIELD_HELP[field]
  if (!help) return `the front matter field "${field}" is not valid.`
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return `the front matter field "${field}" is missing or empty: add a line "${field}: ..." between the two --- lines at the top (${help}).`
  if (field === 'last_updated')
    return `"last_updated: ${value instanceof Date ? value.toISOString().slice(0, 10) : String(value)}" is not a date: write it as year-month-day, like 2026-11-01.`
  const length = typeof value === 'string' ? value.trim().length : 0
  if (typeof value !== 'string') return `the front matter field "${field}" must be plain text (${help}).`
  if (field === 'title')
    return `the title is ${length} characters long: keep it to 80 characters or fewer (${help}).`
  if (code === 'too_small')
    return `the description is ${length} characters long: write at least 50 characters (${help}).`
  return `the description is ${length} characters long: keep it to 170 characters or fewer (${help}).`
}
