import * as z from 'zod'

// The seller's alerts: the phone subscriptions the console sends, what a push carries, and the
// "needs attention" queue on the console's home.

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url')

// What PushManager.subscribe() gives the console (subscription.toJSON()). The endpoint is the
// browser's push service, always https.
export const pushSubscribeSchema = z.object({
  endpoint: z
    .string()
    .url()
    .max(1000)
    .refine((u) => u.startsWith('https://'), 'The push endpoint must use https'),
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
