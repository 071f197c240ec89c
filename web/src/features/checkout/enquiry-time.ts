import type { Locale } from '@contract/locale'
import { tamilDateTime } from '../../lib/tamil-date'

// The server sends the enquiry time as India wall time, "23/11/2026 05:35 PM". In Tamil it reads
// as a Tamil shop writes it: "23 நவம்பர் 2026, மாலை 5:35".
export const enquiryTimeText = (time: string, locale: Locale): string => {
  if (locale === 'en') return time
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(time.trim())
  if (!m) return time
  const [, d, mo, y, h, mi, half] = m
  const h24 = (Number(h) % 12) + (half === 'PM' ? 12 : 0)
  return tamilDateTime(Number(y), Number(mo), Number(d), h24, Number(mi)) ?? time
}
