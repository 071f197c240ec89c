// Rupees for people: "₹1,234.50", Indian digit grouping.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })
export const rupees = (amount: number) => inr.format(amount)
