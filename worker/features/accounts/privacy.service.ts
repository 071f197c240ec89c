import { asc, eq, inArray } from 'drizzle-orm'
import { toRupees } from '../../contract/money'
import type { Db } from '../../db/client'
import { accounts, orderLines, orders, sessions } from '../../db/schema'
import { AppError, fieldError } from '../../lib/errors'
import { toProfile } from './accounts.service'
import { checkCountedPassword } from './guesses'
import type { Account } from './sessions.service'

export const DELETED_NAME = 'Deleted account'

// Everything the shop keeps about one buyer: the profile and the enquiries placed while signed in.
export const exportAccountData = async (db: Db, account: Account, now: number) => {
  const placed = await db
    .select()
    .from(orders)
    .where(eq(orders.accountId, account.id))
    .orderBy(asc(orders.createdAt))
  const lines = placed.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            placed.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo))
    : []
  return {
    exported_at: new Date(now).toISOString(),
    profile: { ...toProfile(account), created_at: new Date(account.createdAt).toISOString() },
    enquiries: placed.map((o) => ({
      order_no: o.orderNo,
      created_at: new Date(o.createdAt).toISOString(),
      status: o.status,
      customer_name: o.customerName,
      mobile_no: o.mobileNo,
      email_id: o.emailId,
      address: o.address,
      city: o.city,
      pin_code: o.pinCode,
      reference_by: o.referenceBy,
      sub_total: toRupees(o.subTotalPaise),
      discount_amount: toRupees(o.discountPaise),
      net_amount: toRupees(o.netAmountPaise),
      lr_number: o.lrNumber,
      transporter: o.transporter,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          product_code: l.productCode,
          product_name: l.productName,
          tamil_name: l.tamilName,
          per: l.per,
          price: toRupees(l.unitPaise),
          qty: l.qty,
          sub_total: toRupees(l.subTotalPaise),
        })),
    })),
  }
}

// The account goes (its sessions with it, by cascade); its enquiries stay as the seller's records,
// stripped of the buyer's personal details. One batch: either all of it happens or none.
// The password is counted as a guess at the number (see guesses.ts) before it is checked.
export const deleteAccount = async (
  db: Db,
  account: Account,
  password: string,
  ctx: { now: number; pepper: string; client: string },
) => {
  if (account.role === 'admin') {
    throw new AppError('FORBIDDEN', "The shop's own account cannot be deleted here.")
  }
  if (!(await checkCountedPassword(db, account, password, ctx))) {
    throw fieldError('password', 'Your password is not correct')
  }
  await db.batch([
    db
      .update(orders)
      .set({
        customerName: DELETED_NAME,
        mobileNo: '',
        emailId: null,
        address: '',
        city: '',
        pinCode: '',
        accountId: null,
      })
      .where(eq(orders.accountId, account.id)),
    // Explicit, not left to the cascade: a remote database may run without foreign keys on.
    db.delete(sessions).where(eq(sessions.accountId, account.id)),
    db.delete(accounts).where(eq(accounts.id, account.id)),
  ])
}
