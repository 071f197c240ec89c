import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { type FieldErrors, focusFirstInvalid, issuesToErrors, useFormSubmit } from '../../ui/form'
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
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})

  // The messages shown, the first one's field focused; true when there are none.
  const showErrors = (found: FieldErrors) => {
    setErrors(found)
    const none = Object.keys(found).length === 0
    if (!none) focusFirstInvalid(formRef.current)
    return none
  }
  // The product holds flags and lists of media, not useForm's flat text: it checks itself.
  const check = () => {
    const { input, errors: found } = validateProduct(form, categoryId)
    setErrors(found)
    if (!input) focusFirstInvalid(formRef.current)
    return input !== null
  }
  const submit = useFormSubmit(
    { values: form, check, showServerErrors: showErrors },
    {
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
        showErrors(refused.errors)
        submit.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
      },
    },
  )

  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((errs) => {
      const next: FieldErrors = {}
      for (const [k, v] of Object.entries(errs)) if (k !== key && !k.startsWith(`${key}.`)) next[k] = v
      return next
    })
  }

  return { formRef, form, errors, submit, set }
}

export type ProductEdit = ReturnType<typeof useProductForm>
