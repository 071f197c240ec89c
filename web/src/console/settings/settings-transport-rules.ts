import type { Branch, Transporter } from '@contract/settings-dispatch'

// Transporters and branches keep a short id the dispatch form and records use; the seller never
// types it: it follows the name (or town) while it still matches, so a saved id never changes
// because of a later correction of the name.

export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')

const unique = (base: string, taken: readonly string[]) => {
  const root = base || 'item'
  if (!taken.includes(root)) return root
  for (let n = 2; ; n++) {
    const next = `${root.slice(0, 36)}-${n}`
    if (!taken.includes(next)) return next
  }
}

// The id after a name change: it follows the name while it was the name's own slug (or empty).
export const followId = (id: string, before: string, after: string, others: readonly string[]) =>
  id === '' || id === unique(slugOf(before), others) ? unique(slugOf(after), others) : id

export const emptyBranch = (): Branch => ({
  id: '',
  town: '',
  town_ta: '',
  address: '',
  phone: '',
  map_link: '',
  free_days: 3,
  distance_km: 0,
})

export const emptyTransporter = (): Transporter => ({
  id: '',
  name: '',
  phone: '',
  gstin: '',
  tracking_url: '',
  branches: [emptyBranch()],
})

// The free days as typed: a whole number, or NaN for the contract to refuse with its message.
export const daysOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN)
export const daysText = (days: number) => (Number.isFinite(days) ? String(days) : '')

// The distance as typed: whole km, empty for not given (0), NaN for the contract to refuse.
export const kmOf = (text: string) => {
  const t = text.trim()
  if (t === '') return 0
  return /^\d{1,5}$/.test(t) ? Number(t) : Number.NaN
}
export const kmText = (km: number) => (km === 0 ? '' : daysText(km))
