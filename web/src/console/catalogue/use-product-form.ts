import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { type FieldErrors, type FormMessage, focusFirstInvalid, issuesToErrors } from '../../ui/form'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { afterCatalogueChange, saveProduct } from '../kit/queries'
import { type ProductForm, validateProduct } from './product-rules'

// The product form's state: the seller's text, the messages per field, and saving. Not
// useFormSubmit: the product holds flags and lists of media, not the flat text useForm keeps.
export interface ProductFormProps {
  initial: ProductForm
  productId: string | null
  categoryId: string
  onDone: () => void
}

export function useProductForm({ initial, productId, categoryId, onDone }: ProductFormProps) {
  const qc = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, say] = useState<FormMessage | null>(null)

  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveProduct>[1]) => saveProduct(productId, input),
    onSuccess: async () => {
      await afterCatalogueChange(qc)
      toast.success(productId ? 'Product updated' : 'Product added')
      onDone()
    },
    onError: (e) => {
      const refused = saveFailure(e, 'product', issuesToErrors)
      if (!refused) return
      setErrors(refused.errors)
      say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
      focusFirstInvalid(formRef.current)
    },
  })

  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((errs) => {
      const next: FieldErrors = {}
      for (const [k, v] of Object.entries(errs)) if (k !== key && !k.startsWith(`${key}.`)) next[k] = v
      return next
    })
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending) return
    say(null)
    const { input, errors: found } = validateProduct(form, categoryId)
    setErrors(found)
    if (!input) {
      focusFirstInvalid(formRef.current)
      return
    }
    save.mutate(input)
  }

  return { formRef, form, errors, message, saving: save.isPending, set, submit }
}

export type ProductEdit = ReturnType<typeof useProductForm>
