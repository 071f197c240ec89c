// The state a navigation carries when the page should stay where it is scrolled (the quick view
// opening over the list, the live search on /order-now); app/layout/scroll-restoration reads it.
export const KEEP_SCROLL = { keepScroll: true } as const

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true
