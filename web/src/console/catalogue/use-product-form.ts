import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { issuesToErrors, useCheckedForm } from '../../ui/form'
import { useFormSubmit } from '../../ui/form/use-form-submit'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { afterCatalogueChange, saveProduct } from '../kit/queries'
import { type ProductForm, validateProduct } from './product-rules'

// The product form's state: the seller's text, the messages per field, and saving.
export interface ProductFormProps {
  initial: ProductForm
  productId: string | null
  categoryId: string
  onDone: () => void
}

type ProductInput = Parameters<typeof saveProduct>[1]

export function useProductForm({ initial, productId, categoryId, onDone }: ProductFormProps) {
  const qc = useQueryClient()
  const [form, setForm] = useState(initial)
  const checked = useCheckedForm(form, (values) => {
    const { input, errors } = validateProduct(values, categoryId)
    return { valid: input !== null, errors }
  })
  const submit = useFormSubmit(checked.form, {
    // The check has passed, so the rules give an input.
    send: (values) => saveProduct(productId, validateProduct(values, categoryId).input as ProductInput),
    onDone: async () => {
      await afterCatalogueChange(qc)
      toast.success(productId ? 'Product updated' : 'Product added')
      onDone()
    },
    onFailed: (e) => {
      const refused = saveFailure(e, 'product', issuesToErrors)
      if (!refused) return
      checked.form.showServerErrors(refused.errors)
      submit.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
    },
  })

  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    checked.clear(key)
  }

  return { formRef: checked.formRef, form, errors: checked.errors, submit, set }
}

export type ProductEdit = ReturnType<typeof useProductForm>
