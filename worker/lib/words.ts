import { ToWords } from 'to-words/en-IN'

const toWords = new ToWords({ converterOptions: { currency: true } })

// Spec §5: amounts up to 9 digits of rupees, in the Indian system (crore, lakh, thousand,
// hundred); anything larger is 'overflow'.
export const amountInWords = (paise: number): string => {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError('amount must be whole paise, not negative')
  if (Math.floor(paise / 100) > 999_999_999) return 'overflow'
  return toWords.convert(paise / 100)
}
