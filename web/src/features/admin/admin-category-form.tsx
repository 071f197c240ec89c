import type { CategoryInput } from '@contract/admin'
import type { Category } from '@contract/catalogue'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { Field, focusFirstInvalid, unplacedMessage } from '../../ui/form'
import { toast } from '../../ui/toast'
import { afterCatalogueChange, saveCategory } from './admin.queries'
import { handleAuthError } from './admin-access'
import { type CategoryForm, categoryToForm, slugify, validateCategory } from './admin-catalogue-rules'
import { type FieldErrors, issuesToFieldErrors } from './admin-issues'

// Add or edit a category. The slug follows the name while the seller has not typed one of their own.
export function CategoryEditor({
  category,
  onDone,
}: {
  category: Category | null
  onDone: (saved: Category | null) => void
}) {
  const qc = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState<CategoryForm>(() => categoryToForm(category))
  const [slugTouched, setSlugTouched] = useState(category !== null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const save = useMutation({
    mutationFn: (input: CategoryInput) => saveCategory(category?._id ?? null, input),
    onSuccess: async (saved) => {
      await afterCatalogueChange(qc)
      toast.success(category ? 'Category updated' : 'Category added')
      onDone(saved && typeof saved === 'object' && '_id' in saved ? saved : null)
    },
    onError: (e) => {
      if (handleAuthError(e)) return
      if (e instanceof ApiError) {
        const fieldErrors = issuesToFieldErrors(e.issues)
        setErrors(fieldErrors)
        setFailure(unplacedMessage('category', fieldErrors, e.message))
        focusFirstInvalid(formRef.current)
      } else setFailure('Something went wrong. Please try again.')
    },
  })

  const set = (key: keyof CategoryForm, value: string) => {
    setForm((f) => {
      const next = { ...f, [key]: value }
      if (key === 'category_name' && !slugTouched) next.slug = slugify(value)
      return next
    })
    setErrors(({ [key]: _gone, ...rest }) => rest)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending) return
    setFailure(null)
    const { input, errors: found } = validateCategory(form)
    setErrors(found)
    if (!input) {
      focusFirstInvalid(formRef.current)
      return
    }
    save.mutate(input)
  }

  return (
    <form ref={formRef} className="admin-form" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <fieldset className="admin-fieldset" disabled={save.isPending}>
        <legend className="visually-hidden">{category ? 'Edit category' : 'Add category'}</legend>
        <Field id="category-category_name" label="Name" error={errors.category_name}>
          {(c) => (
            <input
              {...c}
              maxLength={100}
              required
              value={form.category_name}
              onChange={(e) => set('category_name', e.target.value)}
            />
          )}
        </Field>
        <Field id="category-tamil_name" label="Tamil name" error={errors.tamil_name}>
          {(c) => (
            <input
              {...c}
              className="tamil"
              lang="ta"
              maxLength={200}
              value={form.tamil_name}
              onChange={(e) => set('tamil_name', e.target.value)}
            />
          )}
        </Field>
        <Field
          id="category-slug"
          label="Address name (slug)"
          hint="Lowercase letters, digits and hyphens: the page is /category?id=… with this name."
          error={errors.slug}
        >
          {(c) => (
            <input
              {...c}
              maxLength={80}
              autoCapitalize="none"
              spellCheck={false}
              value={form.slug}
              onChange={(e) => {
                setSlugTouched(true)
                set('slug', e.target.value)
              }}
            />
          )}
        </Field>
      </fieldset>
      {failure && (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : category ? 'Save category' : 'Add category'}
        </button>
        <button type="button" className="btn" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  )
}
