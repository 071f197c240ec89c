import { describe, expect, it } from 'vitest'
import {
  localeFromCookie,
  localeOfPath,
  pathInLocale,
  preferredLocale,
  stripLocale,
} from '../../worker/contract/locale'

describe('the page language', () => {
  it('is Tamil under /ta and English elsewhere, /tax included', () => {
    expect(localeOfPath('/ta/order-now')).toBe('ta')
    expect(localeOfPath('/ta')).toBe('ta')
    expect(localeOfPath('/order-now')).toBe('en')
    expect(localeOfPath('/tamil-page')).toBe('en')
  })

  it('moves a path between languages and back', () => {
    expect(pathInLocale('/order-now', 'ta')).toBe('/ta/order-now')
    expect(pathInLocale('/ta/order-now', 'ta')).toBe('/ta/order-now')
    expect(pathInLocale('/ta/order-now', 'en')).toBe('/order-now')
    expect(pathInLocale('/', 'ta')).toBe('/ta')
    expect(stripLocale('/ta')).toBe('/')
  })

  it("follows the browser's ranking of Tamil against English", () => {
    expect(preferredLocale('ta')).toBe('ta')
    expect(preferredLocale('ta-IN,en;q=0.8')).toBe('ta')
    expect(preferredLocale('en-IN,ta;q=0.9')).toBe('en')
    expect(preferredLocale('en;q=0.5,ta;q=0.8')).toBe('ta')
    expect(preferredLocale('ta;q=0,en')).toBe('en')
    expect(preferredLocale('hi-IN,ta;q=0.5')).toBe('ta')
    expect(preferredLocale(undefined)).toBe('en')
    expect(preferredLocale('*')).toBe('en')
  })

  it('reads the remembered choice from the Cookie header and ignores anything else', () => {
    expect(localeFromCookie('a=1; lang=ta')).toBe('ta')
    expect(localeFromCookie('lang=xx')).toBeUndefined()
    expect(localeFromCookie('language=ta')).toBeUndefined()
    expect(localeFromCookie(null)).toBeUndefined()
  })
})
