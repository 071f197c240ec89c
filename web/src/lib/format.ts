// Rupees for people: "₹1,234.50", Indian digit grouping.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })
export const rupees = (amount: number) => inr.format(amount)

// Money arithmetic in paise, so 0.1 + 0.2 never shows up on a bill.
export const toPaise = (rupeesValue: number) => Math.round(rupeesValue * 100)
export const fromPaise = (paise: number) => paise / 100
