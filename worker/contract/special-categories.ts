// Zod-free: the header and footer need these on every page.
// The five special categories, by slug and by the display name the API path uses.
export const SPECIAL_CATEGORIES = [
  { slug: 'crackers-for-kids', name: 'Crackers for Kids' },
  { slug: 'day-crackers', name: 'Day Crackers' },
  { slug: 'night-crackers', name: 'Night Crackers' },
  { slug: 'festival-crackers', name: 'Festival Crackers' },
  { slug: 'gift-boxes', name: 'Gift Boxes' },
] as const
export type SpecialCategorySlug = (typeof SPECIAL_CATEGORIES)[number]['slug']
