export { LocaleProvider, useLocale, useLocalePath, useMessages } from './locale-context'
export { type Catalogue, defineMessages, type Messages, messagesIn, type Translation } from './messages'
