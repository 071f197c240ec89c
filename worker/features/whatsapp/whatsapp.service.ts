import { desc, eq, sql } from 'drizzle-orm'
import { showAccessCode } from '../../contract/access-code'
import { formatRupees } from '../../contract/money'
import type { StoredSettings } from '../../contract/settings'
import { branchTownIn } from '../../contract/transport'
import {
  fillWhatsappTemplate,
  type WhatsappMessage,
  type WhatsappMoment,
  type WhatsappValues,
  whatsappMomentLink,
  whatsappToBuyerHref,
} from '../../contract/whatsapp'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { shipments } from '../../db/schema-dispatch'
import { invoices, payments, quotes } from '../../db/schema-quotes'
import { AppError } from '../../lib/errors'
import { enquiryNumber } from '../orders/orders-views'

// The seller's prefilled message to a buyer for one moment of the enquiry, in the buyer's language,
// from what is stored: the enquiry, its quotes, the payments received and the dispatch record. The
// buyer's mobile goes only into the wa.me address and the address never into the text: the message
// names the buyer and the enquiry, and links to the page that holds the rest.
export const whatsappMessageFor = async (
  db: Db,
  id: string,
  moment: WhatsappMoment,
  ctx: { origin: string; settings: StoredSettings },
): Promise<WhatsappMessage> => {
  const [orderRows, quoteRows, paymentRows, shipmentRows, invoiceRows] = await db.batch([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        accessCode: orders.accessCode,
        customerName: orders.customerName,
        mobileNo: orders.mobileNo,
        locale: orders.locale,
        quoteToken: orders.quoteToken,
        acceptedVersion: orders.acceptedVersion,
        netAmountPaise: orders.netAmountPaise,
        lrNumber: orders.lrNumber,
        transporter: orders.transporter,
      })
      .from(orders)
      .where(eq(orders.id, id)),
    db
      .select({ version: quotes.version, totalPaise: quotes.totalPaise })
      .from(quotes)
      .where(eq(quotes.orderId, id))
      .orderBy(desc(quotes.version)),
    db.select({ receivedPaise: payments.receivedPaise }).from(payments).where(eq(payments.orderId, id)),
    db.select().from(shipments).where(eq(shipments.orderId, id)),
    db
      .select({ totalPaise: sql<number>`json_extract(${invoices.figures}, '$.totals.total')` })
      .from(invoices)
      .where(eq(invoices.orderId, id)),
  ])
  const o = orderRows[0]
  if (!o) throw new AppError('NOT_FOUND', 'Enquiry not found')
  const ship = shipmentRows[0]

  // What the buyer owes: the tax invoice once issued (a deal settled by phone has no quote, and
  // its invoice adds GST to the enquiry), else the accepted version, else the latest quote, else
  // the enquiry as placed.
  const accepted = quoteRows.find((q) => q.version === o.acceptedVersion)
  const invoiced = invoiceRows[0]?.totalPaise
  const orderTotal =
    invoiced != null ? Number(invoiced) : ((accepted ?? quoteRows[0])?.totalPaise ?? o.netAmountPaise)
  const received = paymentRows.reduce((sum, p) => sum + p.receivedPaise, 0)
  const amountPaise =
    moment === 'quote_sent'
      ? (quoteRows[0]?.totalPaise ?? o.netAmountPaise)
      : moment === 'payment_received' && received > 0
        ? received
        : orderTotal

  const values: WhatsappValues = {
    name: o.customerName,
    enquiry: enquiryNumber(o.orderNo),
    // The message goes to the buyer's own number only: the code is theirs to keep.
    code: showAccessCode(o.accessCode),
    amount: formatRupees(amountPaise, o.locale),
    link: whatsappMomentLink(ctx.origin, moment, o.locale, o),
    transporter: ship?.transporterName ?? o.transporter,
    branch: ship && branchTownIn(o.locale, ship.branchTown, ship.branchTownTa),
    lr: ship?.lrNumber ?? o.lrNumber,
    parcels: ship?.parcels,
    free_days: ship?.freeDays,
  }
  const text = fillWhatsappTemplate(ctx.settings.whatsapp[o.locale][moment], values)
  return { moment, locale: o.locale, text, href: whatsappToBuyerHref(o.mobileNo, text) }
}
