// Every query of enquiries (the bill, tracking, My Orders, the console's lists) starts with this
// key, so after a new enquiry or a status change one invalidation makes them all fresh.
export const orderListsKey = ['orders'] as const
