import { HTML_LANG, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale, pathInLocale } from '@contract/locale'
import { useLocation } from 'react-router'
import { useLocale, useMessages } from '../../lib/i18n'
import { layoutMessages } from './layout.messages'

// Each language names itself, so a buyer who cannot read the page still finds their own.
const NAMES: Record<Locale, string> = { ta: 'தமிழ்', en: 'English' }
const ORDER: readonly Locale[] = ['ta', 'en']

// Remembered for the next visit to the bare address (the server reads it there).
const remember = (locale: Locale) => {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie, read by the server
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
}

// "தமிழ் / English": the same page in the other language. A full load, not an in-app move: the
// other language is another address, drawn by the server in its words.
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale()
  const m = useMessages(layoutMessages)
  const { pathname, search, hash } = useLocation()
  return (
    <nav className={`language-switch ${className}`} aria-label={m.language}>
      {ORDER.map((l, i) => (
        <span key={l} className="language-switch-item">
          {i > 0 && <span aria-hidden="true">/</span>}
          {l === locale ? (
            <span aria-current="true" lang={HTML_LANG[l]} className="language-switch-current">
              {NAMES[l]}
            </span>
          ) : (
            <a
              href={`${pathInLocale(pathname, l)}${search}${hash}`}
              hrefLang={HTML_LANG[l]}
              lang={HTML_LANG[l]}
              onClick={() => remember(l)}
            >
              {NAMES[l]}
            </a>
          )}
        </span>
      ))}
    </nav>
  )
}
