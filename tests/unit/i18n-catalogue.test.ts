import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { VALIDATION_TA } from '../../web/src/lib/i18n/validation-ta'
import { findUntranslated, scanSource } from '../helpers/untranslated'

// Every buyer-facing word of the shop lives in a catalogue with both languages. The type checker
// already refuses a Tamil side without an English key; these checks hold at run time too, and catch
// words that never went through a catalogue at all.
const root = join(import.meta.dirname, '..', '..')
const files = (dir: string, match: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    return e.isDirectory() ? files(path, match) : match.test(e.name) ? [path] : []
  })
const catalogueFiles = files(join(root, 'web', 'src'), /\.messages\.ts$/)

interface Catalogue {
  en: Record<string, unknown>
  ta: Record<string, unknown>
}
const isCatalogue = (v: unknown): v is Catalogue =>
  typeof v === 'object' && v !== null && 'en' in v && 'ta' in v

const TAMIL = /[\u0B80-\u0BFF]/

describe('message catalogues', () => {
  it('are found', () => {
    expect(catalogueFiles.length).toBeGreaterThan(5)
  })

  for (const file of catalogueFiles) {
    const name = relative(root, file)
    it(`${name}: every key is in both languages, and no message is empty`, async () => {
      const module = (await import(file)) as Record<string, unknown>
      const catalogues = Object.entries(module).filter(([, v]) => isCatalogue(v)) as [string, Catalogue][]
      expect(catalogues.length, `${name} exports no catalogue`).toBeGreaterThan(0)
      for (const [exported, { en, ta }] of catalogues) {
        const missingInTamil = Object.keys(en).filter((k) => !(k in ta))
        const missingInEnglish = Object.keys(ta).filter((k) => !(k in en))
        expect(missingInTamil, `${exported}: keys without Tamil`).toEqual([])
        expect(missingInEnglish, `${exported}: keys without English`).toEqual([])
        for (const key of Object.keys(en)) {
          const [e, t] = [en[key], ta[key]]
          expect(typeof t, `${exported}.${key}: the two languages differ in shape`).toBe(typeof e)
          if (typeof e === 'string') expect(e.trim(), `${exported}.${key} is empty in English`).not.toBe('')
          if (typeof t === 'string') expect(t.trim(), `${exported}.${key} is empty in Tamil`).not.toBe('')
        }
      }
    })
  }

  it('the Tamil side is written in Tamil: most messages carry Tamil letters', async () => {
    let messages = 0
    let tamil = 0
    for (const file of catalogueFiles) {
      const module = (await import(file)) as Record<string, unknown>
      for (const value of Object.values(module)) {
        if (!isCatalogue(value)) continue
        for (const t of Object.values(value.ta)) {
          if (typeof t !== 'string') continue
          messages++
          if (TAMIL.test(t)) tamil++
        }
      }
    }
    expect(tamil / messages).toBeGreaterThan(0.9)
  })
})

describe("the contract's field messages", () => {
  it('each has its Tamil words', () => {
    const contract = join(root, 'worker', 'contract')
    const messages = new Set<string>()
    // The seller's console (admin, settings) stays English.
    for (const file of files(contract, /^(?!admin|settings).*\.ts$/)) {
      const source = readFileSync(file, 'utf8')
      // The messages zod rules carry: `{ error: '…' }` and the message argument of a check.
      for (const m of source.matchAll(/error: '([^']+)'|, '([A-Z][^']+)'\)/g)) messages.add(m[1] ?? m[2]!)
    }
    const seller = /slug|lowercase|positive whole|Idempotency-Key|Rs\. 2,500|freight is paid/
    const missing = [...messages].filter((m) => !seller.test(m) && !(m in VALIDATION_TA))
    expect(messages.size).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })
})

describe('buyer-facing code', () => {
  it('writes no words outside the catalogues', () => {
    const found = findUntranslated().map((u) => `${u.file}:${u.line} ${JSON.stringify(u.text)}`)
    expect(found).toEqual([])
  })

  it('the check sees words written straight into a component, and passes catalogue words', () => {
    const planted = [
      'export const A = () => <p>Add to cart</p>',
      'export const B = () => <input placeholder="Search products" />',
      "export const C = () => <button aria-label={open ? 'Close menu' : 'Open menu'} />",
      "export const D = () => { toast.success('Added to your cart') }",
      "export const E = [{ to: '/about', label: 'About Us' }]",
    ].join('\n')
    expect(scanSource('planted.tsx', planted).map((u) => u.line)).toEqual([1, 2, 3, 4, 5])
    const clean = [
      'export const A = () => <p>{m.addToCart}</p>',
      'export const B = () => <abbr title={m.gst}>GST</abbr>',
      'export const C = () => <p className="price">₹ {amount} / {per}</p>',
      "export const D = [{ to: '/about', label: m.about }]",
    ].join('\n')
    expect(scanSource('clean.tsx', clean)).toEqual([])
  })
})
