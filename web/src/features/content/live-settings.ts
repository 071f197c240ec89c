import type { Locale } from '@contract/locale'
import {
  CONTENT_TOKENS,
  type ContentToken,
  contentTokenHrefs,
  contentTokenValues,
  type PublicSettings,
  settingSpan,
} from '@contract/settings-rules'

// The build filled each {{token}} with the default settings; put today's values from the server in.
export const withLiveSettings = (html: string, settings: PublicSettings | undefined, locale: Locale) => {
  if (!settings) return html
  const values = contentTokenValues(settings, locale)
  const hrefs = contentTokenHrefs(settings)
  return html.replace(/<span data-setting="([a-z0-9_]+)">[\s\S]*?<\/span>/g, (whole, token: string) =>
    (CONTENT_TOKENS as readonly string[]).includes(token)
      ? settingSpan(token as ContentToken, values[token as ContentToken], hrefs[token as ContentToken])
      : whole,
  )
}
