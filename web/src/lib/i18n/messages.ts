import type { Locale } from '@contract/locale'

// A message is text, or a function of the values it shows (a count, an amount, a name).
// biome-ignore lint/suspicious/noExplicitAny: a message's parameters are each message's own
type Message = string | ((...values: any[]) => string)
export type Messages = Record<string, Message>

// The Tamil side of a catalogue: every key of the English side, each of the same shape, so a key
// missing in either language is a type error.
export type Translation<T extends Messages> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] }

export interface Catalogue<T extends Messages> {
  readonly en: T
  readonly ta: Translation<T>
}

// One feature's words in both languages. Catalogues live in files named `<name>.messages.ts`,
// which the missing-key test reads.
export const defineMessages = <T extends Messages>(en: T, ta: Translation<T>): Catalogue<T> => ({ en, ta })

export const messagesIn = <T extends Messages>(catalogue: Catalogue<T>, locale: Locale): T =>
  catalogue[locale] as T
