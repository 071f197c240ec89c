import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core'

// The words of the personal-data map (personal-data-map.ts): what a column holds about a buyer,
// what deleting the buyer's account does with it, and what the buyer's copy of their data shows.

// What a redacted text reads afterwards: it says something was there, and nothing of what.
export const REDACTED = '[deleted]'

// How the buyer's copy shows a column: as stored, rupees from paise (the key loses `_paise`), an
// India time from milliseconds, or the column's own reading (a JSON figure, say).
export type Out = 'value' | 'rupees' | 'time' | ((value: unknown) => unknown)

// Where the photos live (the object store: R2 on Workers, a folder on Node) and the copies the
// shop keeps elsewhere, the seller's phone included. Each is declared in FILE_STORES, personal or not.
export type FileStoreName =
  | 'payment_screenshots'
  | 'lr_photos'
  | 'product_images'
  | 'backups'
  | 'console_kept_inbox'

// A part of a JSON column, named by its JSON path ('$.buyer.mobile').
export type PartRule =
  | { onDelete: 'blank' }
  | { onDelete: 'redact'; marker: string }
  | { onDelete: 'keep'; why: string }

export type ColumnRule = { out?: Out | undefined } & (
  | { personal: false }
  // The row goes, and the value with it (a table whose rows are deleted).
  | { personal: true; onDelete: 'row' }
  // Emptied: '' for a column that must hold text, NULL otherwise.
  | { personal: true; onDelete: 'blank' }
  // Replaced by a marker; `uniqueBy` adds the row's own key where the column must stay unique.
  | { personal: true; onDelete: 'redact'; marker: string; uniqueBy?: string | undefined }
  | { personal: true; onDelete: 'keep'; why: string }
  // The name of an object holding personal data: the object is deleted, the name emptied.
  | { personal: true; onDelete: 'object'; store: FileStoreName }
  | { personal: true; onDelete: 'json'; parts: Record<string, PartRule> }
)

// How one buyer's rows of a table are found (privacy-reach.ts turns each into SQL):
// 'the-account': the account's own row; 'by-account': rows naming the account; 'the-orders': the
// enquiries the account holds (placed signed in, or added after sign-in); 'by-order': rows of those
// enquiries; 'ages-out': rows that name a buyer only until their own short expiry and are left to
// it (rate-limit counters keyed by a number: deleting them with an account would hand anyone who
// can delete an account a way to reset the limits that guard another's number); 'none': the table
// holds no buyer's rows.
export type Reach = 'the-account' | 'by-account' | 'the-orders' | 'by-order' | 'ages-out' | 'none'

// The rules a deletion and the buyer's copy reach rows by.
export const reaches = (rule: TableRule) => rule.reach !== 'none' && rule.reach !== 'ages-out'

type SqlNames<T extends SQLiteTable> = {
  [K in keyof T['_']['columns']]: T['_']['columns'][K]['_']['name']
}[keyof T['_']['columns']]

export interface TableRule {
  table: SQLiteTable
  name: string
  reach: Reach
  // What deleting an account does with the buyer's rows: delete them, or change the personal
  // columns in place and keep the rest (the seller's business record).
  rows: 'delete' | 'update'
  // The key the buyer's copy files these rows under; absent: not in the copy.
  exportAs?: string | undefined
  // Why a table holds nothing about a buyer, or why its rows stay.
  why?: string | undefined
  columns: Record<string, ColumnRule>
}

// Every column of the table must be named (the type checker says which one is missing).
export const table = <T extends SQLiteTable>(
  t: T,
  rule: Omit<TableRule, 'table' | 'name' | 'columns'> & { columns: Record<NoInfer<SqlNames<T>>, ColumnRule> },
): TableRule => ({ ...rule, table: t, name: getTableConfig(t).name })

// A table that holds nobody's personal data; each column is still listed, so a new one is seen.
export const noPersonalData = <T extends SQLiteTable>(
  t: T,
  why: string,
  columns: Record<NoInfer<SqlNames<T>>, ColumnRule>,
): TableRule => table(t, { reach: 'none', rows: 'update', why, columns })

export const plain = (out?: Out): ColumnRule => ({ personal: false, out })
export const row = (out?: Out): ColumnRule => ({ personal: true, onDelete: 'row', out })
export const blank = (out?: Out): ColumnRule => ({ personal: true, onDelete: 'blank', out })
export const redact = (out?: Out, marker = REDACTED, uniqueBy?: string): ColumnRule => ({
  personal: true,
  onDelete: 'redact',
  marker,
  uniqueBy,
  out,
})
export const keep = (why: string, out?: Out): ColumnRule => ({ personal: true, onDelete: 'keep', why, out })
export const objectKey = (store: FileStoreName, out?: Out): ColumnRule => ({
  personal: true,
  onDelete: 'object',
  store,
  out,
})
export const jsonParts = (parts: Record<string, PartRule>, out?: Out): ColumnRule => ({
  personal: true,
  onDelete: 'json',
  parts,
  out,
})

export interface FileStoreRule {
  // The object-key prefix, for the stores inside the object store.
  prefix?: string | undefined
  personal: boolean
  // 'object': deleted with the account (its key column says which); 'ages-out': not reached by a
  // deletion, replaced within the stated time; 'none': nothing personal to delete.
  onDelete: 'object' | 'ages-out' | 'none'
  why: string
}
