// The bill's amount in words as a Tamil shop writes it, in the Indian system: numbers fuse with
// the word after them (இரண்டு + ஆயிரம் = இரண்டாயிரம்) and take a joining form when more follows
// (ஆயிரம் → ஆயிரத்து, நூறு → நூற்று, லட்சம் → லட்சத்து, கோடி → கோடியே). Word-for-word libraries
// write "இரண்டு ஆயிரம் ஐந்து நூறு", which no bill says. Compounds keep their parts apart
// ("இருபத்து ஐந்தாயிரம்"), the plainest of the accepted spellings.

const UNITS = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது']
const TEENS = [
  'பத்து',
  'பதினொன்று',
  'பன்னிரண்டு',
  'பதிமூன்று',
  'பதினான்கு',
  'பதினைந்து',
  'பதினாறு',
  'பதினேழு',
  'பதினெட்டு',
  'பத்தொன்பது',
]
// Each ten alone, and joined to the unit after it.
const TENS: readonly (readonly [string, string])[] = [
  ['', ''],
  ['', ''],
  ['இருபது', 'இருபத்து'],
  ['முப்பது', 'முப்பத்து'],
  ['நாற்பது', 'நாற்பத்து'],
  ['ஐம்பது', 'ஐம்பத்து'],
  ['அறுபது', 'அறுபத்து'],
  ['எழுபது', 'எழுபத்து'],
  ['எண்பது', 'எண்பத்து'],
  ['தொண்ணூறு', 'தொண்ணூற்று'],
]
const HUNDREDS: readonly (readonly [string, string])[] = [
  ['', ''],
  ['நூறு', 'நூற்று'],
  ['இருநூறு', 'இருநூற்று'],
  ['முந்நூறு', 'முந்நூற்று'],
  ['நானூறு', 'நானூற்று'],
  ['ஐந்நூறு', 'ஐந்நூற்று'],
  ['அறுநூறு', 'அறுநூற்று'],
  ['எழுநூறு', 'எழுநூற்று'],
  ['எண்ணூறு', 'எண்ணூற்று'],
  ['தொள்ளாயிரம்', 'தொள்ளாயிரத்து'],
]
// One to ten thousand have their own fused words.
const THOUSANDS = [
  '',
  'ஆயிரம்',
  'இரண்டாயிரம்',
  'மூவாயிரம்',
  'நான்காயிரம்',
  'ஐயாயிரம்',
  'ஆறாயிரம்',
  'ஏழாயிரம்',
  'எட்டாயிரம்',
  'ஒன்பதாயிரம்',
  'பத்தாயிரம்',
]

// 1 to 99, as a number on its own.
const belowHundred = (n: number): string => {
  if (n < 10) return UNITS[n] ?? ''
  if (n < 20) return TEENS[n - 10] ?? ''
  const [alone, joined] = TENS[Math.floor(n / 10)] ?? ['', '']
  return n % 10 ? `${joined} ${UNITS[n % 10]}` : alone
}

// 1 to 999.
const belowThousand = (n: number): string => {
  const [alone, joined] = HUNDREDS[Math.floor(n / 100)] ?? ['', '']
  const rest = n % 100
  if (!alone) return belowHundred(rest)
  return rest ? `${joined} ${belowHundred(rest)}` : alone
}

// "One" before a noun is ஒரு (ஒரு லட்சம், இருபத்து ஒரு ரூபாய், பதினொரு கோடி).
const beforeNoun = (words: string) => words.replace(/ஒன்று$/, 'ஒரு').replace(/ொன்று$/, 'ொரு')

// 1 to 99 thousands, fused with ஆயிரம்: the last word drops its final -u (பதினைந்தாயிரம்,
// இருபதாயிரம்); one becomes ஓர் (பதினோராயிரம், இருபத்து ஓராயிரம்).
const thousands = (n: number): string => {
  if (n <= 10) return THOUSANDS[n] ?? ''
  const words = belowHundred(n)
  if (words.endsWith('ஒன்று')) return `${words.slice(0, -'ஒன்று'.length)}ஓராயிரம்`
  if (words.endsWith('ொன்று')) return `${words.slice(0, -'ொன்று'.length)}ோராயிரம்`
  return `${words.slice(0, -1)}ாயிரம்`
}

// A word ending in -ம் joins with -த்து (ஆயிரம் → ஆயிரத்து, லட்சம் → லட்சத்து).
const joining = (word: string) => word.replace(/ம்$/, 'த்து')

// 1 to 99,99,99,999 in words, the last part in the form that goes before a noun (ரூபாய், பைசா).
const number = (n: number): string => {
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor(n / 100_000) % 100
  const thousand = Math.floor(n / 1000) % 100
  const rest = n % 1000
  const parts: string[] = []
  if (crore) parts.push(`${beforeNoun(belowHundred(crore))} ${n % 10_000_000 ? 'கோடியே' : 'கோடி'}`)
  if (lakh) parts.push(`${beforeNoun(belowHundred(lakh))} ${n % 100_000 ? 'லட்சத்து' : 'லட்சம்'}`)
  if (thousand) parts.push(rest ? joining(thousands(thousand)) : thousands(thousand))
  if (rest) parts.push(beforeNoun(belowThousand(rest)))
  return parts.join(' ')
}

// Up to 9 digits of rupees, like the English words; anything larger is 'overflow'.
export const amountInWordsTamil = (paise: number): string => {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError('amount must be whole paise, not negative')
  const rupees = Math.floor(paise / 100)
  if (rupees > 999_999_999) return 'overflow'
  const paisa = paise % 100
  const parts: string[] = []
  if (rupees || !paisa) parts.push(`${rupees ? number(rupees) : 'பூஜ்ஜியம்'} ரூபாய்`)
  if (paisa) parts.push(`${number(paisa)} பைசா`)
  return `${parts.join(' ')} மட்டும்`
}
