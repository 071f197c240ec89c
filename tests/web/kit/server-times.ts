import type { Locale } from '@contract/locale'

// The server's India wall times ("23/11/2026 05:35 PM") and how a page shows them: in Tamil as a
// Tamil shop writes it (digits kept Latin; noon and midnight named), in English, or when it
// cannot be read, as the server wrote it. Every page that shows a server time reads this table.
export const serverTimes: readonly (readonly [at: string, locale: Locale, shown: string])[] = [
  ['23/11/2026 05:35 PM', 'ta', '23 நவம்பர் 2026, மாலை 5:35'],
  ['01/01/2027 12:05 AM', 'ta', '1 ஜனவரி 2027, இரவு 12:05'],
  ['09/03/2027 10:00 AM', 'ta', '9 மார்ச் 2027, காலை 10:00'],
  ['09/03/2027 12:30 PM', 'ta', '9 மார்ச் 2027, மதியம் 12:30'],
  ['21/10/2026 05:35 PM', 'ta', '21 அக்டோபர் 2026, மாலை 5:35'],
  ['21/10/2026 12:15 AM', 'ta', '21 அக்டோபர் 2026, இரவு 12:15'],
  ['21/10/2026 12:05 PM', 'ta', '21 அக்டோபர் 2026, மதியம் 12:05'],
  ['23/11/2026 05:35 PM', 'en', '23/11/2026 05:35 PM'],
  ['21/10/2026 05:35 PM', 'en', '21/10/2026 05:35 PM'],
  ['soon', 'ta', 'soon'],
  ['yesterday', 'ta', 'yesterday'],
]
