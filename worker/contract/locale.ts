// The shop speaks English at today's paths and Tamil under /ta: the address carries the language,
// so a shared link opens in the language it was shared in, and each language has its own cached page.

export const LOCALES = ['en', 'ta'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'
export const TAMIL_PREFIX = '/ta'

// The buyer's remembered choice: set by the language switch, read by the server for the home page.
export const LOCALE_COOKIE = 'lang'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ta'

export const localeOfPath = (pathname: string): Locale =>
  pathname === TAMIL_PREFIX || pathname.startsWith(`${TAMIL_PREFIX}/`) ? 'ta' : 'en'

// The path without its language: '/ta/order-now' → '/order-now', '/ta' → '/'.
export const stripLocale = (pathname: string): string =>
  localeOfPath(pathname) === 'ta' ? pathname.slice(TAMIL_PREFIX.length) || '/' : pathname

// The same page in a language: ('/order-now', 'ta') → '/ta/order-now'.
export const pathInLocale = (pathname: string, locale: Locale): string => {
  const bare = stripLocale(pathname)
  if (locale === 'en') return bare
  return bare === '/' ? TAMIL_PREFIX : `${TAMIL_PREFIX}${bare}`
}

// What <html lang>, hreflang and Open Graph call each language.
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', ta: 'ta-IN' }
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', ta: 'ta_IN' }

// The browser's preference from Accept-Language: Tamil when it ranks Tamil above English (or lists
// Tamil and not English); otherwise English.
export const preferredLocale = (acceptLanguage: string | null | undefined): Locale => {
  if (!acceptLanguage) return DEFAULT_LOCALE
  let ta = -1
  let en = -1
  for (const [index, part] of acceptLanguage.split(',').slice(0, 20).entries()) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';')
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? '1',
    )
    const rank = (Number.isFinite(q) ? q : 0) - index / 1000
    const base = tag.split('-')[0]
    if (base === 'ta' && q > 0) ta = Math.max(ta, rank)
    if (base === 'en' && q > 0) en = Math.max(en, rank)
  }
  return ta > en ? 'ta' : DEFAULT_LOCALE
}

// The remembered choice from a Cookie header, if any.
export const localeFromCookie = (cookie: string | null | undefined): Locale | undefined => {
  if (!cookie) return undefined
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return undefined
}
