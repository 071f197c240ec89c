import { GSTIN_PATTERN } from '@contract/gst'
import { isValidGstin } from '@contract/gstin'
import type { Locale } from '@contract/locale'
import { type QuoteResponse, quoteTokenParam } from '@contract/quotes'
import { tamilDateTime, tamilIsoDate } from '../../lib/tamil-date'

// What the buyer's quote page decides without drawing anything.

export const isQuoteToken = (token: string) => quoteTokenParam.safeParse({ token }).success

// The server's times ("21/10/2026 01:00 PM", India time) in the page's language.
export const shownTime = (at: string, locale: Locale): string => {
  if (locale !== 'ta') return at
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}) ?([AP]M)$/i.exec(at.trim())
  if (!m) return at
  const h12 = Number(m[4]) % 12
  const h24 = m[6]!.toUpperCase() === 'PM' ? h12 + 12 : h12
  return tamilDateTime(Number(m[3]), Number(m[2]), Number(m[1]), h24, Number(m[5])) ?? at
}

// The last day to accept (yyyy-MM-dd): "28 அக்டோபர் 2026" in Tamil, "28/10/2026" as the server
// writes its other dates in English.
export const shownDay = (day: string, locale: Locale): string => {
  if (locale === 'ta') return tamilIsoDate(day)
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day
}

// A product's names, the page's language first (as the catalogue shows them).
export const namesOf = (l: { product_name: string; tamil_name: string }, locale: Locale) =>
  locale === 'ta' && l.tamil_name.trim()
    ? { first: l.tamil_name, firstLang: 'ta', second: l.product_name, secondLang: 'en' }
    : { first: l.product_name, firstLang: 'en', second: l.tamil_name.trim(), secondLang: 'ta' }

// A GSTIN as typed, in capitals: empty (a family's purchase) or a valid one. `problem` says whether
// it is not even 15 letters and digits ('shape') or one of them is wrong ('check').
export const gstinOf = (
  text: string,
): { ok: true; value: string } | { ok: false; value: string; problem: 'shape' | 'check' } => {
  const value = text.trim().toUpperCase()
  if (value === '' || isValidGstin(value)) return { ok: true, value }
  return { ok: false, value, problem: GSTIN_PATTERN.test(value) ? 'check' : 'shape' }
}

export const acceptanceOf = (responses: readonly QuoteResponse[], version: number | null) =>
  version === null ? undefined : responses.find((r) => r.kind === 'accepted' && r.version === version)

export const changeRequests = (responses: readonly QuoteResponse[]) =>
  responses.filter((r) => r.kind === 'change_requested')
