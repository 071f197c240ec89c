// A transporter's own tracking page, as the seller gives it in Settings: an https address with
// {lr} where the LR number goes (https://track.example/?lr={lr}). The server fills it for the
// buyer's transport page and the Dispatched WhatsApp message. Zod-free: the settings schema and
// the console's form both check an address with it.

export const TRACKING_URL_MAX = 300
export const LR_TOKEN = '{lr}'

// Why an address cannot be saved, or undefined when it can (empty: no tracking link).
export const trackingUrlProblem = (url: string): string | undefined => {
  if (url === '') return undefined
  if (!/^https:\/\//i.test(url)) return 'The tracking address must start with https://'
  if (!url.includes(LR_TOKEN)) return 'Put {lr} where the LR number goes, e.g. https://track.example/?lr={lr}'
  if (/[\s"<>{}]/.test(url.replaceAll(LR_TOKEN, ''))) {
    return 'The tracking address has a space, quote, < > or another word in braces: copy it again from the transporter’s site'
  }
  try {
    const host = new URL(url.replaceAll(LR_TOKEN, '0')).hostname
    if (!host.includes('.')) return 'The tracking address needs the site’s name, e.g. https://track.example/…'
  } catch {
    return 'This is not a web address: copy it again from the transporter’s site'
  }
  return undefined
}

// The tracking page of one parcel: the LR number encoded into the seller's address. Empty when the
// transporter has no address or the parcel has no LR number yet, so nothing half-made is shown.
export const trackingHref = (url: string, lr: string | null | undefined): string => {
  const number = (lr ?? '').trim()
  if (!url || !number || trackingUrlProblem(url) !== undefined) return ''
  return url.replaceAll(LR_TOKEN, encodeURIComponent(number))
}

// The link of a dispatched parcel: the address of the transporter it went with, looked up by id in
// today's settings (an address edited later applies at once; a transporter since removed, none).
export const parcelTrackingHref = (
  transport: { transporters: readonly { id: string; tracking_url: string }[] },
  parcel: { transporterId: string; lrNumber: string | null },
): string =>
  trackingHref(
    transport.transporters.find((t) => t.id === parcel.transporterId)?.tracking_url ?? '',
    parcel.lrNumber,
  )
