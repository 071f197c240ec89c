import type { ErrorCode } from '@contract/errors'
import type { Locale } from '@contract/locale'
import { ApiError } from '../api-client'
import { type EnquiryOnlyCode, errorMessages } from './errors.messages'
import { useLocale } from './locale-context'
import { messagesIn } from './messages'

// What to tell the buyer about a failed call, in the page's language, chosen by the error's code.
// In English the server's own sentence is kept: it names the product, the area or the wait.
export const errorText = (error: unknown, locale: Locale): string => {
  const m = messagesIn(errorMessages, locale)
  if (!(error instanceof ApiError)) return m.generic
  if (error.code === 'NETWORK') return m.network
  if (error.code === 'HTTP_ERROR') return m.generic
  if (locale === 'en' && error.message) return error.message
  // The enquiry's own refusals are worded by the checkout before it asks here (seasonErrorText).
  const message = m[error.code as Exclude<ErrorCode, EnquiryOnlyCode>]
  return typeof message === 'function' ? message(error.details) : message
}

export const useErrorText = () => {
  const locale = useLocale()
  return (error: unknown) => errorText(error, locale)
}
