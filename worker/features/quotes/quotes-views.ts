import { ORDER_STATUS_LABELS } from '../../contract/order-status'
import type { AdminQuotes, PublicQuote, QuoteVersion } from '../../contract/quotes'
import type { StoredSettings } from '../../contract/settings'
import { amountOwed } from '../orders/amount-owed'
import { timelineOf } from '../orders/order-timeline'
import { enquiryNumber, stateOfOrder } from '../orders/orders-views'
import { quoteDiff } from './quotes-diff'
import { type QuoteState, quoteLink, responsesOf, versionsOf } from './quotes-state'

// What the seller's console and the buyer's quote page are sent about one enquiry's quotes.

export const toAdminQuotes = (s: QuoteState, settings: StoredSettings, now: number): AdminQuotes => ({
  versions: versionsOf(s, settings.gst_rate_percent, now),
  accepted_version: s.order.acceptedVersion,
  responses: responsesOf(s),
  quote_link: quoteLink(s.order.quoteToken),
})

// What the buyer owes, from the versions and the money in this state already holds.
export const owedOfState = (s: QuoteState) =>
  amountOwed({
    status: s.order.status,
    netAmountPaise: s.order.netAmountPaise,
    latestQuotePaise: s.quotes.at(-1)?.totalPaise ?? null,
    acceptedQuotePaise: s.quotes.find((q) => q.version === s.order.acceptedVersion)?.totalPaise ?? null,
    receivedPaise: s.order.receivedPaise,
    invoicedPaise: s.order.invoicedPaise,
  })

// The seller's staff are named on the page, their mobile numbers are not.
const forBuyer = (v: QuoteVersion): QuoteVersion => ({
  ...v,
  created_by: v.created_by.replace(/\s*\(\d+\)$/, ''),
})

export const toPublicQuote = (s: QuoteState, settings: StoredSettings, now: number): PublicQuote => {
  const versions = versionsOf(s, settings.gst_rate_percent, now)
  const current = versions.at(-1)!
  const previous = versions.at(-2)
  return {
    _id: s.order.id,
    enquiry_number: enquiryNumber(s.order.orderNo),
    ...stateOfOrder(s.order),
    order_status: s.order.status,
    order_status_label: ORDER_STATUS_LABELS[s.order.status],
    current: forBuyer(current),
    diff: previous ? quoteDiff(previous, current) : null,
    accepted_version: s.order.acceptedVersion,
    can_accept: s.order.status === 'QUOTED' && current.version > 0 && !current.expired,
    responses: responsesOf(s),
    timeline: timelineOf(s.order.createdAt, s.history),
    amount_owed: owedOfState(s),
  }
}
