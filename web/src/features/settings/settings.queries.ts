import type { PublicSettings } from '@contract/settings-rules'
import { matchPin } from '@contract/settings-rules'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api-client'

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'public'] as const,
    queryFn: ({ signal }) => api<PublicSettings>('settings/public', { signal }),
    staleTime: 5 * 60_000,
  })

export const useSettings = () => useQuery(settingsQuery()).data

// The minimum for a PIN code, or the lowest figure while the PIN is not known (catalogue pages).
export const minimumFor = (settings: PublicSettings | undefined, pin?: string): number => {
  if (!settings) return 2500
  const rule = settings.minimum_order
  if (!pin || !/^[1-9][0-9]{5}$/.test(pin)) return rule.lowest_amount
  return matchPin(pin, rule.regions)?.amount ?? rule.other_regions_amount
}
