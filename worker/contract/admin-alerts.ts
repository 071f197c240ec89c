import * as z from 'zod'

// The seller's alerts: the phone subscriptions the console sends, what a push carries, and the
// "needs attention" queue on the console's home.

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url')

// The Web Push services browsers subscribe with: Chrome's (and Opera's, Samsung's) FCM, Firefox's
// Mozilla service, Safari's Apple service and Edge's Windows service. The server posts to whatever
// endpoint is stored, so any other address (the server's own loopback, a cloud metadata address,
// an intranet host) is refused rather than called.
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^([a-z0-9-]+\.)+push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)+push\.apple\.com$/,
  /^([a-z0-9-]+\.)+notify\.windows\.com$/,
]

// https, a known push service's host, and nothing else in the authority: no port, no user or
// password (checked on the text as sent, since URL parsing drops a default port).
export const isPushServiceEndpoint = (endpoint: string): boolean => {
  const authority = /^https:\/\/([^/?#]*)/i.exec(endpoint)?.[1]
  if (!authority || /[:@]/.test(authority)) return false
  try {
    const { hostname } = new URL(endpoint)
    return PUSH_SERVICE_HOSTS.some((host) => host.test(hostname))
  } catch {
    return false
  }
}

// What PushManager.subscribe() gives the console (subscription.toJSON()). The endpoint is the
// browser's push service.
export const pushSubscribeSchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .refine(
      isPushServiceEndpoint,
      "The push endpoint must be a browser's push service (FCM, Mozilla, Apple or Windows) over https",
    ),
  keys: z.object({ p256dh: base64url.min(80).max(100), auth: base64url.min(16).max(32) }),
})
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().url().max(1000) })

// GET admin/push/public-key: the VAPID public key for PushManager.subscribe, or null when the
// server has no keys (alerts are then not pushed; the console says so).
export interface PushPublicKey {
  public_key: string | null
}

export const ALERT_KINDS = [
  'new_enquiry',
  'change_requested',
  'payment_submitted',
  'waiting_at_branch',
  'unanswered',
  'unverified',
] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

// The decrypted push, shown by the console's service worker. Holds the enquiry number and amount
// at most: no buyer's name, phone or address crosses a push service.
export interface AlertPayload {
  kind: AlertKind
  title: string
  body: string
  url: string
}

export const ATTENTION_KINDS = [
  'unanswered',
  'change_requested',
  'payment_to_check',
  'waiting_at_branch',
  // Invoiced over Rs 50,000 (GST included) and no e-way bill number typed yet.
  'eway_bill_due',
] as const
export type AttentionKind = (typeof ATTENTION_KINDS)[number]

// GET admin/attention: what waits for the seller, oldest first.
export interface AttentionItem {
  kind: AttentionKind
  order_id: string
  enquiry_number: string
  // When the wait began (enquiry placed, change asked, payment told, parcel arrived), UTC ms.
  since: number
  // Rupees: the enquiry's amount, or the payment's claimed amount.
  amount: number
  detail: string
}
export interface Attention {
  items: AttentionItem[]
}
