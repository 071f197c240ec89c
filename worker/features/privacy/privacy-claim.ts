import { and, asc, eq, isNull } from 'drizzle-orm'
import type { ClaimableEnquiries, ClaimedEnquiries } from '../../contract/accounts'
import { toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { formatIndiaDateTime } from '../../lib/time'
import type { Account } from '../accounts/sessions.service'
import { enquiryNumber } from '../orders/orders-views'

// Enquiries sent with the account's number while signed out belong to no account. They are offered
// to the account only in a full session, one opened with the password its owner chose (the routes
// refuse a first or one-time password), and become the account's when the buyer adds them: from
// then on My Orders, the copy of the buyer's data and a deletion all cover them.

const unclaimed = (account: Account) => and(isNull(orders.accountId), eq(orders.mobileNo, account.mobileNo))

export const claimableEnquiries = async (db: Db, account: Account): Promise<ClaimableEnquiries> => {
  const rows = await db
    .select({ orderNo: orders.orderNo, createdAt: orders.createdAt, net: orders.netAmountPaise })
    .from(orders)
    .where(unclaimed(account))
    .orderBy(asc(orders.createdAt))
  return {
    count: rows.length,
    enquiries: rows.map((r) => ({
      enquiry_number: enquiryNumber(r.orderNo),
      created_at: formatIndiaDateTime(r.createdAt),
      net_amount: toRupees(r.net),
    })),
  }
}

// Adds every such enquiry to the account, in one statement: one sent meanwhile is added too, as
// it was sent with the same proven number.
export const claimEnquiries = async (db: Db, account: Account): Promise<ClaimedEnquiries> => {
  const claimed = await db
    .update(orders)
    .set({ accountId: account.id })
    .where(unclaimed(account))
    .returning({ orderNo: orders.orderNo })
  return { claimed: claimed.length, enquiry_numbers: claimed.map((r) => enquiryNumber(r.orderNo)) }
}
