import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

// One per browser tab; the server's render makes one per page it draws.
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // The server revalidates with ETags; a minute keeps pages snappy when moving around.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        // A phone with no signal still asks once: the service worker answers the catalogue from
        // what it kept. Only retries wait for the signal to come back.
        networkMode: 'offlineFirst',
      },
      // A write must fail at once when the phone is offline, not wait silently for the network.
      mutations: { networkMode: 'always' },
    },
  })

export const queryClient = createQueryClient()
