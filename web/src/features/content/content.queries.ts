import { pageLoaders } from 'virtual:content-pages'
import type { Locale } from '@contract/locale'
import { queryOptions } from '@tanstack/react-query'
import { loadPage } from './content-pages'

export const contentKeys = {
  all: ['content'] as const,
  page: (slug: string, locale: Locale) => [...contentKeys.all, locale, slug] as const,
}

// Built into the bundle at build time: loading is a chunk download, never an API call. Each language
// has its own entry, so the server's render and the browser agree on the page's text.
export const contentPageQuery = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.page(slug, locale),
    queryFn: () => loadPage(pageLoaders, slug, locale),
    staleTime: Number.POSITIVE_INFINITY,
  })
