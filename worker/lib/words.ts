import { ToWords } from 'to-words/en-IN'
import { toRupees } from '../contract/money'

const toWords = new ToWords({ converterOptions: { currency: true } })

// The bill's amount in words: up to 9 digits of rupees, in the Indian system (crore, lakh,
// thousand, hundred); anything larger is 'overflow'.
export const amountInWords = (paise: number): string => {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError('amount must be whole paise, not negative')
  const rupees = toRupees(paise)
  if (Math.floor(rupees) > 999_999_999) return 'overflow'
  return toWords.convert(rupees)
}
