import type { Locale } from '@contract/locale'

// The server sends the enquiry time as India wall time, "23/11/2026 05:35 PM". In Tamil it reads
// as a Tamil shop writes it: "23 நவம்பர் 2026, மாலை 5:35", digits kept Latin. Written out by hand,
// not with Intl, so the server's render and the browser's agree letter for letter whatever ICU
// data each carries.
const TAMIL_MONTHS = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
] as const

// The part of the day Tamil speech puts before the clock time.
const partOfDay = (h24: number) =>
  h24 < 5 ? 'இரவு' : h24 < 12 ? 'காலை' : h24 < 16 ? 'மதியம்' : h24 < 19 ? 'மாலை' : 'இரவு'

export const enquiryTimeText = (time: string, locale: Locale): string => {
  if (locale === 'en') return time
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(time.trim())
  if (!m) return time
  const [, d, mo, y, h, mi, half] = m
  const month = TAMIL_MONTHS[Number(mo) - 1]
  if (!month) return time
  const h12 = Number(h) % 12
  const h24 = h12 + (half === 'PM' ? 12 : 0)
  return `${Number(d)} ${month} ${y}, ${partOfDay(h24)} ${h12 === 0 ? 12 : h12}:${mi}`
}
