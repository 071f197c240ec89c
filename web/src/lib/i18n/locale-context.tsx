import { DEFAULT_LOCALE, type Locale, pathInLocale } from '@contract/locale'
import { createContext, type ReactNode, use } from 'react'
import { type Catalogue, type Messages, messagesIn } from './messages'

// The page's language comes from its address (/ta/… is Tamil), decided once at the entry (the
// browser's start, the server's render) and handed down, never kept in a module: the server draws
// both languages side by side.
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>
}

export const useLocale = (): Locale => use(LocaleContext)

// A feature's words in the page's language: `const m = useMessages(cartMessages)`, then `m.title`.
export const useMessages = <T extends Messages>(catalogue: Catalogue<T>): T =>
  messagesIn(catalogue, useLocale())

// An address outside the router (a plain <a href>, a link to share) in the page's language; the
// router's own links get the language from its basename.
export const useLocalePath = () => {
  const locale = useLocale()
  return (path: string) => pathInLocale(path, locale)
}
