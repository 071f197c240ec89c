import { eq } from 'drizzle-orm'
import { showAccessCode } from '../../contract/access-code'
import { formatRupees } from '../../contract/money'
import type { StoredSettings } from '../../contract/settings'
import { parcelTrackingHref } from '../../contract/tracking-link'
import { branchTownIn } from '../../contract/transport'
import {
  type WhatsappMessage,
  type WhatsappMoment,
  type WhatsappValues,
  whatsappMomentLink,
  whatsappText,
  whatsappToBuyerHref,
} from '../../contract/whatsapp'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { shipments } from '../../db/schema-dispatch'
import { AppError } from '../../lib/errors'
import { amountOwedPaise, owedColumns } from '../orders/amount-owed'
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
  const [orderRows, shipmentRows] = await db.batch([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        accessCode: orders.accessCode,
        customerName: orders.customerName,
        mobileNo: orders.mobileNo,
        locale: orders.locale,
        quoteToken: orders.quoteToken,
        status: orders.status,
        netAmountPaise: orders.netAmountPaise,
        lrNumber: orders.lrNumber,
        transporter: orders.transporter,
        ...owedColumns,
      })
      .from(orders)
      .where(eq(orders.id, id)),
    db.select().from(shipments).where(eq(shipments.orderId, id)),
  ])
  const o = orderRows[0]
  if (!o) throw new AppError('NOT_FOUND', 'Enquiry not found')
  const ship = shipmentRows[0]

  const values: WhatsappValues = {
    name: o.customerName,
    enquiry: enquiryNumber(o.orderNo),
    // The message goes to the buyer's own number only: the code is theirs to keep.
    code: showAccessCode(o.accessCode),
    // What the buyer owes now, as their pages show it: the quote's total once quoted, the balance
    // once part paid, what was paid once paid (amount-owed.ts decides; the draft names it).
    amount: formatRupees(amountOwedPaise(o).amount, o.locale),
    link: whatsappMomentLink(ctx.origin, moment, o.locale, o),
    transporter: ship?.transporterName ?? o.transporter,
    branch: ship && branchTownIn(o.locale, ship.branchTown, ship.branchTownTa),
    lr: ship?.lrNumber ?? o.lrNumber,
    parcels: ship?.parcels,
    free_days: ship?.freeDays,
    // The transporter's tracking page as the buyer's transport page links it (transport-views.ts).
    track: ship && parcelTrackingHref(ctx.settings.transport, ship),
  }
  const text = whatsappText(ctx.settings.whatsapp[o.locale][moment], values, { moment, locale: o.locale })
  return { moment, locale: o.locale, text, href: whatsappToBuyerHref(o.mobileNo, text) }
}
