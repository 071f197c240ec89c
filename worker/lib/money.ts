// Paise inside, rupees with two decimals on the wire. All arithmetic stays in integers.

export type Paise = number

export const toRupees = (paise: Paise): number => Math.round(paise) / 100

export const fromRupees = (rupees: number): Paise => Math.round(rupees * 100)

// Round half up on the paise, as a shop's bill does.
export const afterDiscount = (mrp: Paise, discountPercentage: number): Paise =>
  Math.round((mrp * (100 - discountPercentage)) / 100)

// 2500000 paise -> "Rs. 25,000" (Indian digit grouping), used in messages and banners.
export const formatRupees = (paise: Paise): string => {
  const rupees = paise / 100
  const whole = Number.isInteger(rupees)
  return `Rs. ${rupees.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`
}
