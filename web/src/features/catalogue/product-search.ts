import type { Product } from '@contract/catalogue'

// The search box's match: the English name, the Tamil name or the product code, in either page
// language. Both sides are NFC-normalised (a Tamil vowel sign typed in two parts is the same
// letter as the one stored in one), Latin letters ignore case, and runs of spaces count as one.
// Every word typed must appear somewhere, so "chakkar GC" or "சக்கரம் பெரியது" narrow down.
const fold = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()

export const searchTerms = (query: string): string[] => {
  const q = fold(query)
  return q ? q.split(' ') : []
}

type Searchable = Pick<Product, 'product_name' | 'tamil_name' | 'product_code'>

export const matchesSearch = (p: Searchable, query: string) => {
  const terms = searchTerms(query)
  if (terms.length === 0) return true
  const haystack = fold(`${p.product_name} ${p.tamil_name} ${p.product_code}`)
  return terms.every((t) => haystack.includes(t))
}
