import { queryOptions } from '@tanstack/react-query'
import { apiRoute, download } from '../../lib/api-client'
import { root } from '../kit/queries'

// The season's figures (worker/contract/admin-season.ts), under the console's one key root.
export const seasonQuery = (year: number) =>
  queryOptions({
    queryKey: [...root, 'season', year] as const,
    queryFn: ({ signal }) => apiRoute('GET admin/season', { query: `year=${year}`, signal }),
    // Figures of a whole season move slowly; a minute saves the database on every back and forth.
    staleTime: 60_000,
  })

// Every table of the page, one CSV file.
export const downloadSeason = (year: number) => download(`admin/season/export?year=${year}`)
