// The UPI deep link (upi://pay) every UPI app opens with the payee, amount and note filled in.
// Pure, so the server's answer and a test build the very same link.

// Paise as UPI's amount: rupees with exactly two decimals, no grouping ("1234.50").
export const upiAmount = (paise: number): string => {
  const whole = Math.max(0, Math.round(paise))
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

// Percent-encoding as in a URL query; '@' stays as it is in the UPI ID, because some UPI apps do
// not decode %40 in `pa` and then refuse the payee.
const encode = (value: string, keepAt = false) => {
  const encoded = encodeURIComponent(value)
  return keepAt ? encoded.replace(/%40/g, '@') : encoded
}

export interface UpiPayment {
  upiId: string // name@bank
  payee: string // the name the buyer's app shows for the UPI ID
  paise: number // the exact amount to pay
  note: string // the enquiry number, so the seller can match the payment
}

export const upiPayLink = (p: UpiPayment): string =>
  [
    `pa=${encode(p.upiId.trim(), true)}`,
    `pn=${encode(p.payee.trim())}`,
    `am=${upiAmount(p.paise)}`,
    `tn=${encode(p.note.trim())}`,
    'cu=INR',
  ].reduce((link, part, i) => `${link}${i ? '&' : '?'}${part}`, 'upi://pay')
