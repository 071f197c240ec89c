import type { Locale } from '@contract/locale'
import { publicDefaultSettings } from '@contract/settings-defaults-public'
import { matchPin, type PublicSettings, toPublicSettings, withSeason } from '@contract/settings-rules'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRoute, queryInit } from '../lib/api-client'

// What pages assume until the seller's settings have loaded: the shop's default settings.
const FALLBACK = toPublicSettings(publicDefaultSettings)

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'public'] as const,
    queryFn: (ctx) => apiRoute('GET settings/public', queryInit(ctx)),
    staleTime: 5 * 60_000,
    // While the shop cannot answer, pages run on the defaults and ask again now and then.
    refetchInterval: (query) => (query.state.status === 'error' ? 15_000 : false),
  })

// The seller's settings, or the defaults once loading them has failed: a page (the checkout's
// referrers above all) never waits on a read that did not come.
export const useSettings = (): PublicSettings | undefined => {
  const query = useQuery(settingsQuery())
  return query.data ?? (query.isError ? FALLBACK : undefined)
}

// The minimum for a PIN code, or the lowest figure while the PIN is not known (catalogue pages).
export const minimumFor = (settings: PublicSettings | undefined, pin?: string): number => {
  if (!settings) return FALLBACK.minimum_order.lowest_amount
  const rule = settings.minimum_order
  if (!pin || !/^[1-9][0-9]{5}$/.test(pin)) return rule.lowest_amount
  return matchPin(pin, rule.regions)?.amount ?? rule.other_regions_amount
}

// The GST rate the pages quote.
export const gstPercent = (settings: PublicSettings | undefined): number =>
  (settings ?? FALLBACK).gst_rate_percent

// The announcement above every page: the seller's, or the default one while loading. Tamil pages
// show the Tamil one when the seller wrote it, else the English one.
export const announcementOf = (settings: PublicSettings | undefined, locale: Locale): string => {
  const s = settings ?? FALLBACK
  return (locale === 'ta' && s.announcement_ta?.trim()) || s.announcement
}

// A title with the seller's season ("Price List · Diwali 2026"), the default season while loading.
export const seasonTitle = (title: string, settings: PublicSettings | undefined, locale: Locale): string =>
  withSeason(title, settings ?? FALLBACK, locale)
