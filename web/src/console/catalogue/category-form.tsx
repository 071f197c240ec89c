import type { CategoryInput } from '@contract/admin'
import type { Category } from '@contract/catalogue'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Field, type FieldErrors, FormAlert, issuesToErrors, TextField, useForm } from '../../ui/form'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { afterCatalogueChange, saveCategory } from '../kit/queries'
import { type CategoryForm, categoryToForm, slugify, validateCategory } from './catalogue-rules'

const FIELDS = ['category_name', 'tamil_name', 'slug'] as const
const check = (values: CategoryForm): FieldErrors<keyof CategoryForm> => validateCategory(values).errors

// Add or edit a category. The slug follows the name while the seller has not typed one of their own.
export function CategoryEditor({
  category,
  onDone,
}: {
  category: Category | null
  onDone: (saved: Category | null) => void
}) {
  const qc = useQueryClient()
  const form = useForm<keyof CategoryForm>('category', categoryToForm(category), check)
  const [slugTouched, setSlugTouched] = useState(category !== null)
  const [failure, setFailure] = useState<string | null>(null)

  const save = useMutation({
    mutationFn: (input: CategoryInput) => saveCategory(category?._id ?? null, input),
    onSuccess: async (saved) => {
      await afterCatalogueChange(qc)
      toast.success(category ? 'Category updated' : 'Category added')
      onDone(saved && typeof saved === 'object' && '_id' in saved ? saved : null)
    },
    onError: (e) => {
      const refused = saveFailure(e, 'category', (issues) => issuesToErrors(issues, { fields: FIELDS }))
      if (!refused) return
      form.showServerErrors(refused.errors)
      setFailure(refused.failure)
    },
  })

  const name = form.field('category_name')
  const slug = form.field('slug')
  const tamil = form.field('tamil_name')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending) return
    setFailure(null)
    const { input } = validateCategory(form.values)
    if (form.check() && input) save.mutate(input)
  }

  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <fieldset className="admin-fieldset" disabled={save.isPending}>
        <legend className="visually-hidden">{category ? 'Edit category' : 'Add category'}</legend>
        <TextField
          f={{
            ...name,
            onChange: (v) => {
              name.onChange(v)
              if (!slugTouched) form.setValue('slug', slugify(v))
            },
          }}
          label="Name"
          maxLength={100}
        />
        <Field id={tamil.id} label="Tamil name" error={tamil.error}>
          {(c) => (
            <input
              {...c}
              className="tamil"
              lang="ta"
              maxLength={200}
              value={tamil.value}
              onBlur={tamil.onBlur}
              onChange={(e) => tamil.onChange(e.target.value)}
            />
          )}
        </Field>
        <Field
          id={slug.id}
          label="Address name (slug)"
          hint="Lowercase letters, digits and hyphens: the page is /category?id=… with this name."
          error={slug.error}
        >
          {(c) => (
            <input
              {...c}
              maxLength={80}
              autoCapitalize="none"
              spellCheck={false}
              value={slug.value}
              onBlur={slug.onBlur}
              onChange={(e) => {
                setSlugTouched(true)
                slug.onChange(e.target.value)
              }}
            />
          )}
        </Field>
      </fieldset>
      {failure && <FormAlert kind="danger">{failure}</FormAlert>}
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
