import type { Locale } from './locale'

// The season the shop sells for, named by the seller in Settings: the price list carries it in
// the menus, its heading and its title ("Price List · Diwali 2026"), so no year is written into the
// pages. Zod-free and tiny: the layout of every page reads it.

// Until the seller names theirs.
export const DEFAULT_SEASON = { en: 'Diwali 2026', ta: 'தீபாவளி 2026' } as const

export const SEASON_MAX = 40

export interface SeasonNames {
  // Absent in a public answer cached before the season existed.
  season_name?: string
  // Empty shows Tamil pages the English name.
  season_name_ta?: string
}

// "Price List" with the season: "Price List · Diwali 2026"; the title alone when none is set.
export const withSeason = (title: string, s: SeasonNames, locale: Locale): string => {
  const season = (locale === 'ta' && s.season_name_ta?.trim()) || s.season_name?.trim()
  return season ? `${title} · ${season}` : title
}
