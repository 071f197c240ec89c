import { INDIA_OFFSET_MS } from '@contract/india-time'

// Dates as a Tamil shop writes them: "23 நவம்பர் 2026, மாலை 5:35", digits kept Latin. Written out by
// hand, not with Intl, so the server's render and the browser's agree letter for letter whatever ICU
// data each carries (Intl's ta-IN also keeps an English "AM"/"PM").
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

// Month 1..12; undefined when the month is not one.
export const tamilDate = (year: number, month: number, day: number): string | undefined => {
  const name = TAMIL_MONTHS[month - 1]
  return name ? `${day} ${name} ${year}` : undefined
}

export const tamilDateTime = (
  year: number,
  month: number,
  day: number,
  h24: number,
  minute: number,
): string | undefined => {
  const date = tamilDate(year, month, day)
  if (!date) return undefined
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12
  return `${date}, ${partOfDay(h24)} ${h12}:${String(minute).padStart(2, '0')}`
}

// The server's India wall time, "23/11/2026 05:35 PM", as a Tamil shop writes it: "23 நவம்பர்
// 2026, மாலை 5:35"; anything else as it came.
export const tamilServerTime = (time: string): string => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}) ?([AP]M)$/i.exec(time.trim())
  if (!m) return time
  const h24 = (Number(m[4]) % 12) + (m[6]!.toUpperCase() === 'PM' ? 12 : 0)
  return tamilDateTime(Number(m[3]), Number(m[2]), Number(m[1]), h24, Number(m[5])) ?? time
}

// "2026-11-01" (a page's last update) as "1 நவம்பர் 2026"; anything else as it came.
export const tamilIsoDate = (iso: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim())
  return (m && tamilDate(Number(m[1]), Number(m[2]), Number(m[3]))) || iso
}

// An instant in India time, whatever the phone's own zone.
export const tamilIndiaDateTime = (at: Date): string | undefined => {
  if (Number.isNaN(at.getTime())) return undefined
  const t = new Date(at.getTime() + INDIA_OFFSET_MS)
  return tamilDateTime(
    t.getUTCFullYear(),
    t.getUTCMonth() + 1,
    t.getUTCDate(),
    t.getUTCHours(),
    t.getUTCMinutes(),
  )
}
