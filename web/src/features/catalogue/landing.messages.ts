import { defineMessages } from '../../lib/i18n'
import { landingEn } from './landing-en'
import { landingTa } from './landing-ta'

// The landing page's words in both languages, checked key for key. The page itself loads one half
// at a time (landing-words.ts).
export const landingMessages = defineMessages(landingEn, landingTa)

export type { LandingMessages } from './landing-en'
