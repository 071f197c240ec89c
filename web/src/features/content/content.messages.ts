import { defineMessages } from '../../lib/i18n'
import { tamilIsoDate } from '../../lib/tamil-date'

export const contentMessages = defineMessages(
  {
    notFoundTitle: 'Page not found',
    notFoundText: 'This page is not available.',
    goHome: 'Go to the home page',
    lastUpdated: (date: string) => `Last updated ${date}`,
    notInLanguage: 'This page is not written in English yet.',
  },
  {
    notFoundTitle: 'பக்கம் கிடைக்கவில்லை',
    notFoundText: 'இந்தப் பக்கம் இப்போது கிடைக்கவில்லை.',
    goHome: 'முகப்புப் பக்கத்துக்குச் செல்லுங்கள்',
    // The date comes as 2026-11-01; a Tamil reader sees "1 நவம்பர் 2026".
    lastUpdated: (date: string) => `கடைசியாகப் புதுப்பித்தது: ${tamilIsoDate(date)}`,
    notInLanguage: 'இந்தப் பக்கம் இன்னும் தமிழில் இல்லை; ஆங்கிலத்தில் காட்டப்படுகிறது.',
  },
)
