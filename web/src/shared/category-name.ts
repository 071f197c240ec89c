import type { Category } from '@contract/catalogue'
import type { Locale } from '@contract/locale'

// A category as the page's language names it: in Tamil its Tamil name, or the English one while the
// seller has not given one.
export const categoryName = (c: Pick<Category, 'category_name' | 'tamil_name'>, locale: Locale): string =>
  locale === 'ta' ? c.tamil_name.trim() || c.category_name : c.category_name
