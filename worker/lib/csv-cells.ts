// Cells of a CSV file the seller opens in a spreadsheet: the catalogue's price list and the
// enquiries export write them, the price list import reads them back.

// Excel reads a CSV without a byte order mark in the PC's old code page and garbles Tamil.
export const UTF8_BOM = '\uFEFF'

// A spreadsheet runs a cell that starts with = + - @ (or a tab or CR before one) as a formula: a
// product name like '=HYPERLINK(...)' would act when the seller opens the export. Such a cell is
// written with a leading apostrophe, which spreadsheets show as text, and the import takes it off
// again. A cell that already starts with apostrophes before one of those gets one more, so the
// import's one removal gives back exactly what was stored.
const FORMULA_START = /^'*[=+\-@\t\r]/
export const escapeFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell)
export const unescapeFormula = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell
