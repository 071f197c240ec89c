// Links that open the phone's dialler, mail app or maps app for the shop's contact details, shared
// by the footer, the floating buttons and the {{tokens}} of the information pages. Zod-free: the
// pages need them on their first load.

// A dialler wants one form: +91 and the ten digits, whatever spaces, dashes or leading 0 the seller typed.
export const telHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '')
  if (!digits) return ''
  if (digits.length === 10) return `tel:+91${digits}`
  if (digits.length === 11 && digits.startsWith('0')) return `tel:+91${digits.slice(1)}`
  if (digits.length === 12 && digits.startsWith('91')) return `tel:+${digits}`
  // Landlines with a longer STD code, or numbers abroad: dial them as written, with the + they had.
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`
}

export const mailtoHref = (email: string): string => {
  const address = email.trim()
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : ''
}

// The seller's own map link when it is one; otherwise a search for the store's address, which
// Android and iOS hand to the maps app. Nothing from a map provider loads on our pages.
export const mapHref = (contact: { map_link: string; store_address: string }): string => {
  const link = contact.map_link.trim()
  if (/^https:\/\/[^\s"<>]+$/.test(link)) return link
  const address = contact.store_address.trim()
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : ''
}

export const MAP_LINK_TEXT = 'Open our store in Maps'
// The same words as the footer's map link on Tamil pages.
export const MAP_LINK_TEXT_TA = 'எங்கள் கடையை வரைபடத்தில் பார்க்க'

// wa.me wants the number with its country code and nothing else.
export const whatsappHref = (phone: string): string => {
  const digits = phone.replace(/\D/g, '')
  if (!digits) return ''
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`
}
