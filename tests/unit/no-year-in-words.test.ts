import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The season changes every year and the seller names it in Settings: a year written into the words
// a buyer reads ("Price List - 2024") goes stale the next Diwali. Comments may name years.
const WEB = 'web/src'
const YEAR = /\b20[2-9]\d\b/

const buyerMessageFiles = () =>
  readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.messages.ts') && !f.startsWith('console'))
    .map((f) => join(WEB, f))

const yearsIn = (source: string): string[] =>
  source
    .split('\n')
    .map((line) => line.replace(/^\s*\/\/.*$/, ''))
    .filter((line) => YEAR.test(line))
    .map((line) => line.trim())

describe('the words a buyer reads', () => {
  it('name no year (the season comes from Settings)', () => {
    const files = buyerMessageFiles()
    expect(files.length).toBeGreaterThan(10)
    const found = files.flatMap((f) => yearsIn(readFileSync(f, 'utf8')).map((line) => `${f}: ${line}`))
    expect(found).toEqual([])
  })

  it('a year in a message is caught, one in a comment is not', () => {
    expect(yearsIn("    priceList: 'Price List - 2024',")).toHaveLength(1)
    expect(yearsIn('    // The date comes as 2026-11-01.')).toEqual([])
  })
})
