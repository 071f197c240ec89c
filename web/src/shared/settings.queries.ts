import { defaultSettings } from '@contract/settings-defaults'
import { matchPin, type PublicSettings, toPublicSettings } from '@contract/settings-rules'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../lib/api-client'

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'public'] as const,
    queryFn: ({ signal }) => api<PublicSettings>('settings/public', { signal }),
    staleTime: 5 * 60_000,
  })

// What pages assume until the seller's settings have loaded: the shop's default settings.
const FALLBACK = toPublicSettings(defaultSettings)

export const useSettings = () => useQuery(settingsQuery()).data

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

// The announcement above every page: the seller's, or the default one while loading.
export const announcementOf = (settings: PublicSettings | undefined): string =>
  (settings ?? FALLBACK).announcement
