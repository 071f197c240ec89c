import { type Locale, pathInLocale } from '@contract/locale'

// An information page as the build makes it from content/<slug>.md or content/ta/<slug>.md.
export interface ContentPage {
  slug: string
  title: string
  description: string
  last_updated: string
  html: string
}

// The page shown, and the language it is written in: a Tamil reader gets the English page when the
// Tamil one is not written yet, and the page then says so.
export interface ShownPage extends ContentPage {
  lang: Locale
}

export type PageLoaders = Record<Locale, Record<string, () => Promise<{ default: ContentPage }>>>

export const loadPage = async (loaders: PageLoaders, slug: string, locale: Locale): Promise<ShownPage> => {
  const own = loaders[locale][slug]
  if (own) return { ...(await own()).default, lang: locale }
  const english = loaders.en[slug]
  if (!english) throw new Error(`No content for ${slug}`)
  return { ...(await english()).default, lang: 'en' }
}

// Links written in a page are bare shop paths (/price-list); a reader keeps the page's language when
// following them, even from the English text shown in place of a missing Tamil page.
export const withLocaleLinks = (html: string, locale: Locale) =>
  locale === 'en'
    ? html
    : html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, path: string) => `href="${pathInLocale(path, locale)}"`)
