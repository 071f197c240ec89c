import { pageLoaders } from 'virtual:content-pages'
import { queryOptions } from '@tanstack/react-query'

// Built into the bundle at build time: loading is a chunk download, never an API call.
export const contentPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', slug] as const,
    queryFn: async () => {
      const load = pageLoaders[slug]
      if (!load) throw new Error(`No content for ${slug}`)
      return (await load()).default
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
