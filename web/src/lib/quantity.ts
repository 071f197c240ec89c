// The most of one product an enquiry may hold: the server refuses more.
export const MAX_QTY = 9999

// Typed quantities: digits only, minimum 0, capped at what the server accepts.
export const parseQty = (raw: string): number => {
  const digits = raw.replace(/\D/g, '')
  if (!digits) return 0
  return Math.min(Number.parseInt(digits, 10), MAX_QTY)
}
