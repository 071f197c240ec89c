import { CSV_MAX_BYTES, type CsvRowError, type ImportPreview } from '@contract/admin'

// The price list's import and export pages.

export const importSummary = (p: ImportPreview) => ({
  categoriesCreated: p.categories.created.length,
  categoriesUpdated: p.categories.updated.length,
  productsCreated: p.products.created.length,
  productsUpdated: p.products.updated.length,
  productsUnchanged: p.products.unchanged,
  productsRemoved: p.products.removed.length,
  errorCount: p.errors.length,
})

export const canApplyImport = (p: ImportPreview | null) => p !== null && !p.applied && p.errors.length === 0

export const applyQuestion = (p: ImportPreview) => {
  const removed = p.products.removed.length
  const what =
    removed === 0
      ? 'No products will be removed.'
      : `${removed} ${removed === 1 ? 'product' : 'products'} not in the file will be removed from the shop.`
  return `Apply this price list? ${what}`
}

export const sortedErrors = (errors: readonly CsvRowError[]) => [...errors].sort((a, b) => a.row - b.row)

const CSV_MB = Math.round(CSV_MAX_BYTES / (1024 * 1024))

// The browser's own check before sending; the server refuses a larger body before reading it.
export const checkCsvFile = (file: Pick<File, 'name' | 'size' | 'type'> | null): string | undefined => {
  if (!file) return 'Choose the price list file (.csv)'
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return 'Choose a .csv file'
  if (file.size === 0) return 'The file is empty'
  if (file.size > CSV_MAX_BYTES) return `The file must be ${CSV_MB} MB or smaller`
  return undefined
}

export const exportFileName = (date = new Date()) => {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date)
  return `price-list-${ymd}.csv`
}
