import { categoryInputSchema } from '@contract/admin'
import type { Category } from '@contract/catalogue'
import { checkWith, type SellerWords } from '../kit/issues'

// Categories in the console: their order and the add/edit form, checked with the API's schema.

// Moving one row up or down: the full new order of ids, or null at either end.
export const moveId = (ids: readonly string[], id: string, delta: -1 | 1): string[] | null => {
  const i = ids.indexOf(id)
  const j = i + delta
  if (i < 0 || j < 0 || j >= ids.length) return null
  const next = [...ids]
  next[i] = ids[j]!
  next[j] = id
  return next
}

export type CategoryForm = {
  category_name: string
  tamil_name: string
  slug: string
}

export const categoryToForm = (c: Category | null): CategoryForm => ({
  category_name: c?.category_name ?? '',
  tamil_name: c?.tamil_name ?? '',
  slug: c?.slug ?? '',
})

// A slug from an English name: 'Sky Shots & Rockets' → 'sky-shots-rockets'.
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, categoryInputSchema.shape.slug.maxLength ?? 80)
    .replace(/-+$/, '')

const CATEGORY_WORDS: SellerWords = {
  slug: (i) =>
    i.code === 'too_small'
      ? 'Address name is required'
      : i.code === 'invalid_format'
        ? 'Use lowercase letters, digits and single hyphens, e.g. sky-shots'
        : undefined,
}

export const validateCategory = (form: CategoryForm) => {
  const { value, errors } = checkWith(
    categoryInputSchema,
    { ...form, slug: form.slug.trim() },
    { words: CATEGORY_WORDS },
  )
  return { input: value, errors }
}
