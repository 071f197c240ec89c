import type { StoredInvoiceFigures } from '../../contract/invoices'
import { toRupees } from '../../contract/money'
import { accounts, orderLines, orderStatusHistory, orders, rateLimits, sessions } from '../../db/schema'
import { pushSubscriptions, shipments } from '../../db/schema-dispatch'
import { invoices, payments, quoteLines, quoteResponses, quotes } from '../../db/schema-quotes'
import { TABLES_WITHOUT_PERSONAL_DATA } from './no-personal-data'
import {
  blank,
  type FileStoreName,
  type FileStoreRule,
  jsonParts,
  objectKey,
  plain,
  redact,
  row,
  type TableRule,
  table,
} from './personal-data-rules'

// THE personal-data map: every table of the schema and every place files are kept, with what each
// column holds about a buyer, what deleting the buyer's account does with it, and what the buyer's
// copy of their data shows. Deletion (privacy-delete.ts) and the copy (privacy-export.ts) are built
// by walking it, and tests/api/privacy-map.test.ts fails when the migrated database has a column
// this map does not name, or the map names one the database does not have.

export const DELETED_NAME = 'Deleted account'

// India's GST law asks a registered seller to keep its accounts, issued tax invoices included, for
// 72 months after the annual return of their year is due: eight years, rounded up. What stays is
// what the law asks an invoice to show of its buyer: name, address, GSTIN when registered, State.
const TAX_INVOICE =
  'an issued tax invoice is kept for eight years, as GST law asks, with the buyer details the law asks it to show'

// The invoice as the buyer's copy shows it: who it names, and its figures in rupees.
const invoiceCopy = (value: unknown) => {
  const f = JSON.parse(String(value)) as StoredInvoiceFigures
  return {
    buyer: f.buyer,
    place_of_supply: f.place_of_supply,
    enquiry_number: f.enquiry_number,
    issue_date: f.issue_date,
    taxable: toRupees(f.totals.taxable),
    tax: toRupees(f.totals.tax),
    total: toRupees(f.totals.total),
  }
}

// A payment's reference must stay unique within its enquiry: the marker is followed by the row's id.
const DELETED_REFERENCE = '[deleted payment]'

// An enquiry's and a quote's lines name the product as priced (db/columns.ts): the seller's
// catalogue, nothing about the buyer.
const LINE_PRODUCT = {
  product_id: plain(),
  product_code: plain('value'),
  product_name: plain('value'),
  tamil_name: plain('value'),
  per: plain('value'),
}
const LINE_AMOUNT = { unit_paise: plain('rupees'), qty: plain('value'), sub_total_paise: plain('rupees') }

export const PERSONAL_DATA_MAP: TableRule[] = [
  table(accounts, {
    reach: 'the-account',
    rows: 'delete',
    exportAs: 'profile',
    columns: {
      id: row('value'),
      mobile_no: row('value'),
      customer_name: row('value'),
      email_id: row('value'),
      address: row('value'),
      city: row('value'),
      district: row('value'),
      state: row('value'),
      pin_code: row('value'),
      role: row(),
      // Never in the copy: a hash of the password is of no use to its owner, and of use to a thief.
      password_hash: row(),
      password_is_initial: row(),
      tokens_valid_after: row(),
      initial_password_expires_at: row(),
      created_at: row('time'),
      updated_at: row('time'),
    },
  }),
  table(sessions, {
    reach: 'by-account',
    rows: 'delete',
    exportAs: 'sign_ins',
    columns: {
      id: row(),
      account_id: row(),
      scope: row('value'),
      created_at: row('time'),
      absolute_expires_at: row('time'),
      revoked_at: row('time'),
    },
  }),
  table(pushSubscriptions, {
    reach: 'by-account',
    rows: 'delete',
    why: "the seller's staff phones; a buyer's account has none",
    exportAs: 'alert_devices',
    columns: {
      id: row(),
      account_id: row(),
      endpoint: row(),
      p256dh: row(),
      auth: row(),
      created_at: row('time'),
      last_success_at: row('time'),
      failures: row(),
    },
  }),
  table(orders, {
    reach: 'the-orders',
    rows: 'update',
    why: "the seller's record of a sale, kept without the buyer",
    exportAs: 'enquiries',
    columns: {
      id: plain(),
      order_no: plain('value'),
      account_id: blank(),
      customer_name: redact('value', DELETED_NAME),
      mobile_no: blank('value'),
      email_id: blank('value'),
      address: blank('value'),
      city: blank('value'),
      pin_code: blank('value'),
      // The seller's own referrer (an agent from its list, "Name - phone"), for their commission.
      reference_by: plain('value'),
      sub_total_paise: plain('rupees'),
      discount_paise: plain('rupees'),
      net_amount_paise: plain('rupees'),
      minimum_order_paise: plain(),
      amount_in_words: plain(),
      status: plain('value'),
      // The lorry receipt names the consignee, their phone and town.
      lr_photo_key: objectKey('lr_photos', 'value'),
      lr_number: plain('value'),
      transporter: plain('value'),
      idempotency_key: plain(),
      // A hash of the whole enquiry as sent, name and number included.
      request_hash: blank(),
      // The link in the buyer's chats: it stops opening the quotes once the account is gone.
      quote_token: blank(),
      accepted_version: plain('value'),
      buyer_gstin: blank('value'),
      locale: plain('value'),
      created_at: plain('time'),
      updated_at: plain('time'),
      // The code that opens the enquiry without its link (with the mobile and number): the buyer's
      // own key, so it goes with the account.
      access_code: blank('value'),
      // The delivery State is the place of supply the seller files GST returns by (B2CS by State);
      // without the address it names no one.
      state_code: plain('value'),
      state_name: plain('value'),
      adult_confirmed_at: plain('time'),
      gstin_state_confirmed_at: plain('time'),
      // The e-way bill is the seller's tax document for the consignment.
      eway_bill_no: plain('value'),
      eway_bill_at: plain('time'),
    },
  }),
  table(orderLines, {
    reach: 'by-order',
    rows: 'update',
    exportAs: 'lines',
    columns: {
      order_id: plain(),
      line_no: plain('value'),
      ...LINE_PRODUCT,
      mrp_paise: plain('rupees'),
      discount_percentage: plain('value'),
      ...LINE_AMOUNT,
    },
  }),
  table(orderStatusHistory, {
    reach: 'by-order',
    rows: 'update',
    exportAs: 'status_history',
    columns: {
      id: plain(),
      order_id: plain(),
      from_status: plain('value'),
      to_status: plain('value'),
      // Written by the seller and the shop ("Buyer told payment <UTR>"): it may quote the buyer.
      note: redact('value'),
      // 'buyer', or the seller's staff member who moved the enquiry.
      actor: plain(),
      at: plain('time'),
    },
  }),
  table(quotes, {
    reach: 'by-order',
    rows: 'update',
    exportAs: 'quotes',
    columns: {
      order_id: plain(),
      version: plain('value'),
      // The seller's words to the buyer: they may name them, or repeat what they asked for.
      note: redact('value'),
      valid_until: plain('value'),
      sub_total_paise: plain('rupees'),
      freight_paise: plain('rupees'),
      freight_terms: plain('value'),
      freight_to_pay_paise: plain('rupees'),
      packing_paise: plain('rupees'),
      discount_paise: plain('rupees'),
      taxable_paise: plain('rupees'),
      gst_rate_bp: plain(),
      tax_kind: plain('value'),
      cgst_paise: plain('rupees'),
      sgst_paise: plain('rupees'),
      igst_paise: plain('rupees'),
      total_paise: plain('rupees'),
      created_by: plain(),
      created_at: plain('time'),
    },
  }),
  table(quoteLines, {
    reach: 'by-order',
    rows: 'update',
    exportAs: 'quote_lines',
    columns: {
      order_id: plain(),
      version: plain('value'),
      line_no: plain('value'),
      ...LINE_PRODUCT,
      ...LINE_AMOUNT,
    },
  }),
  table(quoteResponses, {
    reach: 'by-order',
    rows: 'update',
    exportAs: 'quote_answers',
    columns: {
      id: plain(),
      order_id: plain(),
      version: plain('value'),
      kind: plain('value'),
      // The buyer's own words ("deliver to my brother at ..., call 98...").
      message: redact('value'),
      at: plain('time'),
    },
  }),
  table(payments, {
    reach: 'by-order',
    rows: 'update',
    why: "the amounts stay in the seller's books; who paid and from where does not",
    exportAs: 'payments',
    columns: {
      id: plain(),
      order_id: plain(),
      // A UPI UTR or bank reference leads to the buyer's bank account. Unique within an enquiry.
      reference: redact('value', DELETED_REFERENCE, 'id'),
      method: plain('value'),
      claimed_paise: plain('rupees'),
      // The picture of the buyer's banking app: their name, bank and UPI id.
      screenshot_key: objectKey('payment_screenshots', 'value'),
      status: plain('value'),
      received_paise: plain('rupees'),
      submitted_by: plain(),
      submitted_at: plain('time'),
      verified_by: plain(),
      verified_at: plain('time'),
      note: redact('value'),
    },
  }),
  table(invoices, {
    reach: 'by-order',
    rows: 'update',
    why: TAX_INVOICE,
    exportAs: 'tax_invoices',
    columns: {
      order_id: plain(),
      fy: plain('value'),
      seq: plain(),
      invoice_no: plain('value'),
      issued_at: plain('time'),
      figures: jsonParts(
        {
          '$.buyer.name': { onDelete: 'keep', why: TAX_INVOICE },
          '$.buyer.address': { onDelete: 'keep', why: TAX_INVOICE },
          '$.buyer.city': { onDelete: 'keep', why: TAX_INVOICE },
          '$.buyer.pin': { onDelete: 'keep', why: TAX_INVOICE },
          '$.buyer.gstin': { onDelete: 'keep', why: TAX_INVOICE },
          '$.place_of_supply': { onDelete: 'keep', why: TAX_INVOICE },
          // Printed for the courier's convenience; no rule asks an invoice to keep it.
          '$.buyer.mobile': { onDelete: 'blank' },
        },
        invoiceCopy,
      ),
    },
  }),
  table(shipments, {
    reach: 'by-order',
    rows: 'update',
    why: "the transporter's branch as it was on dispatch day: its address, not the buyer's",
    exportAs: 'dispatch',
    columns: {
      order_id: plain(),
      transporter_id: plain(),
      transporter_name: plain('value'),
      branch_id: plain(),
      branch_town: plain('value'),
      branch_town_ta: plain(),
      branch_address: plain('value'),
      branch_phone: plain('value'),
      branch_map_link: plain(),
      free_days: plain('value'),
      parcels: plain('value'),
      freight_mode: plain('value'),
      freight_paise: plain('rupees'),
      // The seller's words to the buyer on why the freight parts from the quote: they may name them.
      freight_reason: redact('value'),
      lr_number: plain('value'),
      dispatched_at: plain('time'),
      arrived_at: plain('time'),
      collected_at: plain('time'),
    },
  }),
  table(rateLimits, {
    reach: 'ages-out',
    rows: 'delete',
    why: 'counters keyed by a mobile number or address, deleted when their window ends (a day at most); left to that, since deleting them early would reset the limits that guard the number',
    columns: { key: row(), window_start: row(), count: row(), expires_at: row() },
  }),
  ...TABLES_WITHOUT_PERSONAL_DATA,
]

// Where the shop keeps files. The first two are in the object store (R2 on Workers, OBJECTS_DIR on
// Node) under <prefix><enquiry id>/<random>.<ext>; product pictures are the site's static files
// (/images/..., named by products.photo_path and product_media.path); backups are BACKUP_DIR's
// nightly folders on Node (the last BACKUP_KEEP kept) and Turso's point-in-time history.
export const FILE_STORES: Record<FileStoreName, FileStoreRule> = {
  payment_screenshots: {
    prefix: 'payments/',
    personal: true,
    onDelete: 'object',
    why: "the buyer's banking app: their name, bank and UPI id",
  },
  lr_photos: {
    prefix: 'lr/',
    personal: true,
    onDelete: 'object',
    why: 'the lorry receipt names the consignee, their phone and town',
  },
  product_images: { personal: false, onDelete: 'none', why: "the seller's pictures of its products" },
  // Rewriting old copies would make them no backup: they age out instead.
  backups: { personal: true, onDelete: 'ages-out', why: 'backup copies are replaced within a month' },
  // In the browser, not on the server: the console's service worker (web/sw/console-sw.ts) keeps
  // the last inbox list the signed-in seller read (each enquiry's number, buyer's name, mobile, town
  // and PIN code, amount and status; no address, no enquiry's page) in the cache `console-inbox`,
  // so the installed console shows it without a signal. The server cannot reach the seller's phone.
  console_kept_inbox: {
    personal: true,
    onDelete: 'ages-out',
    why: "the seller's phone keeps the last inbox list it read until the next read with a signal replaces it; signing out of the console or the sign-in ending deletes it",
  },
}
