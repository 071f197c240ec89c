import type { CategoryInput } from '@contract/admin'
import type { Category } from '@contract/catalogue'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Field, type FieldErrors, issuesToErrors, TextField, useForm } from '../../ui/form'
import { useFormSubmit } from '../../ui/form/use-form-submit'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { AdminFieldset, FormActions } from '../kit/form-actions'
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
  const submit = useFormSubmit(form, {
    fields: FIELDS,
    // The form's check has passed, so the rules give an input.
    send: (values) => saveCategory(category?._id ?? null, validateCategory(values).input as CategoryInput),
    onDone: async (saved) => {
      await afterCatalogueChange(qc)
      toast.success(category ? 'Category updated' : 'Category added')
      onDone(saved)
    },
    onFailed: (e) => {
      const refused = saveFailure(e, 'category', (issues) => issuesToErrors(issues, { fields: FIELDS }))
      if (!refused) return
      form.showServerErrors(refused.errors)
      submit.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
    },
  })

  const name = form.field('category_name')
  const slug = form.field('slug')
  const tamil = form.field('tamil_name')

  return (
    <form className="admin-form" {...submit.formProps}>
      <AdminFieldset submit={submit} legend={category ? 'Edit category' : 'Add category'}>
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
      </AdminFieldset>
      <FormActions
        submit={submit}
        className="admin-form-actions"
        label={category ? 'Save category' : 'Add category'}
      >
        <button type="button" className="btn" onClick={() => onDone(null)}>
          Cancel
        </button>
      </FormActions>
    </form>
  )
}
