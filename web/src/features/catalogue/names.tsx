import type { Locale } from '@contract/locale'
import { SPECIAL_CATEGORIES } from '@contract/special-categories'
import { useLocale } from '../../lib/i18n'
import { specialCategoryMessages } from '../../shared/special-categories.messages'

// A product or category has an English and a Tamil name. The page's language leads and the other
// follows, smaller; a Tamil name left empty by the seller falls back to the English one alone.
export interface NamePart {
  text: string
  lang: Locale
}
export interface Names {
  lead: NamePart
  follow: NamePart | null
}

export const namesIn = (locale: Locale, en: string, ta: string): Names => {
  const tamil = ta.trim() ? { text: ta, lang: 'ta' as const } : null
  const english = { text: en, lang: 'en' as const }
  if (locale === 'ta' && tamil) return { lead: tamil, follow: english }
  return { lead: english, follow: tamil }
}

// The name a heading, a title or an aria-label uses: the leading one.
export const leadName = (locale: Locale, en: string, ta: string) => namesIn(locale, en, ta).lead.text

export const useNames = () => {
  const locale = useLocale()
  return (en: string, ta: string) => namesIn(locale, en, ta)
}

export const useLeadName = () => {
  const locale = useLocale()
  return (en: string, ta: string) => leadName(locale, en, ta)
}

// Tamil text always says so (screen readers and the Tamil font follow it); English inside a Tamil
// page says so too. English on an English page needs nothing, so those pages' HTML stays as it was.
export const langOf = (part: NamePart, locale: Locale): Locale | undefined =>
  part.lang === 'ta' ? 'ta' : locale === 'ta' ? 'en' : undefined

const classOf = (part: NamePart, className?: string) =>
  [part.lang === 'ta' ? 'tamil' : '', className ?? ''].filter(Boolean).join(' ') || undefined

// One name in its own language: a span where it needs marking, the bare text where it does not.
export function Name({
  part,
  className,
  as: Tag = 'span',
}: {
  part: NamePart
  className?: string
  as?: 'span' | 'p'
}) {
  const locale = useLocale()
  const lang = langOf(part, locale)
  if (!lang && !className && Tag === 'span') return <>{part.text}</>
  return (
    <Tag lang={lang} className={classOf(part, className)}>
      {part.text}
    </Tag>
  )
}

// Both names: the leading one as is, the following one in a smaller span after it.
export function BothNames({ en, ta, followClass }: { en: string; ta: string; followClass: string }) {
  const { lead, follow } = useNames()(en, ta)
  return (
    <>
      <Name part={lead} />
      {follow && <Name part={follow} className={followClass} />}
    </>
  )
}

// An occasion's names by its slug: the English one (the API path uses it) and the Tamil one.
export const specialNames = (slug: string | null) => {
  const s = SPECIAL_CATEGORIES.find((c) => c.slug === slug)
  return s ? { en: s.name, ta: specialCategoryMessages.ta[s.slug] } : null
}
