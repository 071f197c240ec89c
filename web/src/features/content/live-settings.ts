import {
  CONTENT_TOKENS,
  type ContentToken,
  contentTokenValues,
  type PublicSettings,
} from '@contract/settings-rules'

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// The build filled each {{token}} with the default settings; put today's values from the server in.
export const withLiveSettings = (html: string, settings: PublicSettings | undefined) => {
  if (!settings) return html
  const values = contentTokenValues(settings)
  return html.replace(/<span data-setting="([a-z0-9_]+)">[\s\S]*?<\/span>/g, (whole, token: string) =>
    (CONTENT_TOKENS as readonly string[]).includes(token)
      ? `<span data-setting="${token}">${escapeHtml(values[token as ContentToken]).replace(/\n/g, '<br>')}</span>`
      : whole,
  )
}
