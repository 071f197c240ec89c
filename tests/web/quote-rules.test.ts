import { describe, expect, it } from 'vitest'
import {
  acceptanceOf,
  changeRequests,
  gstinOf,
  isQuoteToken,
  namesOf,
  shownDay,
  shownTime,
} from '../../web/src/features/quote/quote-rules'
import { serverTimes } from './kit/server-times'

describe('the quote page’s rules', () => {
  it('opens only a token of the link’s form', () => {
    expect(isQuoteToken('Qt_0123456789abcdefghijklmnopqrstuv')).toBe(true)
    expect(isQuoteToken('short')).toBe(false)
    expect(isQuoteToken('Qt_0123456789abcdefghijklmnopqrstuv/../x')).toBe(false)
  })

  it.each(serverTimes)('writes the server’s time %s on a %s page as %s', (at, locale, shown) => {
    expect(shownTime(at, locale)).toBe(shown)
  })

  it('writes the last day to accept as a Tamil date, or dd/MM/yyyy in English', () => {
    expect(shownDay('2026-10-28', 'ta')).toBe('28 அக்டோபர் 2026')
    expect(shownDay('2026-10-28', 'en')).toBe('28/10/2026')
  })

  it('leads with the Tamil name on Tamil pages, and with the English one when there is no Tamil name', () => {
    const line = { product_name: 'Rocket bomb', tamil_name: 'ராக்கெட் வெடி' }
    expect(namesOf(line, 'ta')).toMatchObject({ first: 'ராக்கெட் வெடி', second: 'Rocket bomb' })
    expect(namesOf(line, 'en')).toMatchObject({ first: 'Rocket bomb', second: 'ராக்கெட் வெடி' })
    expect(namesOf({ ...line, tamil_name: ' ' }, 'ta')).toMatchObject({ first: 'Rocket bomb', second: '' })
  })

  it('takes an empty GSTIN or a valid one in any case, and refuses a short one or a wrong character', () => {
    expect(gstinOf('  ')).toEqual({ ok: true, value: '' })
    expect(gstinOf(' 27aapfu0939f1zv ')).toEqual({ ok: true, value: '27AAPFU0939F1ZV' })
    expect(gstinOf('33ABCDE1234')).toMatchObject({ ok: false, problem: 'shape' })
    expect(gstinOf('27AAPFU0939F1ZW')).toMatchObject({ ok: false, problem: 'check' })
  })

  it('finds the acceptance of the accepted version and the change requests', () => {
    const responses = [
      { version: 1, kind: 'change_requested' as const, message: 'Fewer rockets', at: 'a' },
      { version: 2, kind: 'accepted' as const, message: null, at: 'b' },
    ]
    expect(acceptanceOf(responses, 2)?.at).toBe('b')
    expect(acceptanceOf(responses, 1)).toBeUndefined()
    expect(acceptanceOf(responses, null)).toBeUndefined()
    expect(changeRequests(responses).map((r) => r.message)).toEqual(['Fewer rockets'])
  })
})
