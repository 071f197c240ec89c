import type { AttentionItem, AttentionKind } from '../../contract/admin-alerts'
import { EWAY_BILL_OVER_PAISE } from '../../contract/admin-gst-files'
import { toRupees } from '../../contract/money'
import { QUOTABLE_STATUSES } from '../../contract/order-status'
import type { Db } from '../../db/client'
import { enquiryNumber } from '../orders/orders-views'

// Everything waiting for the seller, oldest first, in one query: enquiries not yet answered,
// change requests on the quote the buyer holds now, told payments not yet checked, and parcels
// lying at a transport branch, and invoices over Rs 50,000 whose e-way bill number is not typed
// yet (until the parcel reaches the branch, after which the lorry needs none).
const ATTENTION_SQL = `
  select * from (
    select 'unanswered' as kind, o.id as order_id, o.order_no, o.created_at as since,
      o.net_amount_paise as paise, '' as detail
    from orders o where o.status = 'ENQUIRY_RECEIVED'
    union all
    select 'change_requested', o.id, o.order_no, max(r.at),
      coalesce((select q.total_paise from quotes q where q.order_id = o.id and q.version = r.version), 0),
      'Quote v' || r.version
    from quote_responses r join orders o on o.id = r.order_id
    where r.kind = 'change_requested'
      and o.status in (${QUOTABLE_STATUSES.map((s) => `'${s}'`).join(', ')})
      and r.version = (select max(q.version) from quotes q where q.order_id = o.id)
    group by o.id, r.version
    union all
    select 'payment_to_check', o.id, o.order_no, p.submitted_at, p.claimed_paise, p.reference
    from payments p join orders o on o.id = p.order_id where p.status = 'submitted'
    union all
    select 'waiting_at_branch', o.id, o.order_no, s.arrived_at, s.freight_paise,
      s.transporter_name || ', ' || s.branch_town || ' (' || s.free_days || ' free days)'
    from shipments s join orders o on o.id = s.order_id
    where o.status = 'ARRIVED' and s.collected_at is null and s.arrived_at is not null
    union all
    select 'eway_bill_due', o.id, o.order_no, i.issued_at,
      json_extract(i.figures, '$.totals.total'), i.invoice_no
    from invoices i join orders o on o.id = i.order_id
    where o.eway_bill_no is null and o.status in ('PAYMENT_RECEIVED', 'PACKED', 'DISPATCHED')
      and json_extract(i.figures, '$.totals.total') > ${EWAY_BILL_OVER_PAISE}
  ) order by since, order_id limit 300`

export const readAttention = async (db: Db): Promise<AttentionItem[]> => {
  const r = await db.$client.execute(ATTENTION_SQL)
  return r.rows.map((row) => ({
    kind: String(row.kind) as AttentionKind,
    order_id: String(row.order_id),
    enquiry_number: enquiryNumber(Number(row.order_no)),
    since: Number(row.since),
    amount: toRupees(Number(row.paise)),
    detail: String(row.detail ?? ''),
  }))
}
