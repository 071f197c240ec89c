import type { Locale } from '@contract/locale'
import { use } from 'react'
import { useLocale } from '../../lib/i18n'
import type { LandingMessages } from './landing-en'

// The landing copy in both languages is over 2 KB of gzipped script, and a buyer reads one: each
// half loads on its own, once per language (the server draws both languages, so both may be held).
// The page waits for its half under a Suspense boundary; the server's render waits too, so the
// HTML is whole, and hydration of that part waits for the half to arrive.
const loaded = new Map<Locale, Promise<LandingMessages>>()

export const loadLandingWords = (locale: Locale): Promise<LandingMessages> => {
  let words = loaded.get(locale)
  if (!words) {
    words =
      locale === 'ta'
        ? import('./landing-ta').then((m) => m.landingTa as LandingMessages)
        : import('./landing-en').then((m) => m.landingEn)
    loaded.set(locale, words)
  }
  return words
}

export const useLandingWords = (): LandingMessages => use(loadLandingWords(useLocale()))
