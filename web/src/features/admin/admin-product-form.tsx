import type { AdminProduct as Product } from '@contract/admin'
import { MAX_MEDIA_ITEMS as MAX_MEDIA } from '@contract/admin'
import { SPECIAL_CATEGORIES, type SpecialCategorySlug } from '@contract/special-categories'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { toast } from '../../ui/toast'
import { adminProductQuery, afterCatalogueChange, saveProduct } from './admin.queries'
import { handleAuthError, isAuthError, useAuthError } from './admin-access'
import { Field, focusFirstInvalid, idOf, Thumb, unplacedMessage } from './admin-field'
import { type FieldErrors, issuesToFieldErrors, amountOf as parseAmount } from './admin-issues'
import {
  afterDiscountPreview,
  emptyProductForm,
  type ProductForm,
  productToForm,
  validateProduct,
} from './admin-product-rules'

export function ProductEditor({
  product,
  categoryId,
  onDone,
}: {
  product: Product | null
  categoryId: string
  onDone: () => void
}) {
  if (!product)
    return (
      <ProductFormBody
        initial={emptyProductForm()}
        productId={null}
        categoryId={categoryId}
        onDone={onDone}
      />
    )
  return <ExistingProduct product={product} categoryId={categoryId} onDone={onDone} />
}

function ExistingProduct({
  product,
  categoryId,
  onDone,
}: {
  product: Product
  categoryId: string
  onDone: () => void
}) {
  // Read afresh: the list row lacks the media, and someone may have changed it on another device.
  const detail = useQuery(adminProductQuery(product._id))
  useAuthError(detail.error)
  if (detail.isError) {
    if (isAuthError(detail.error)) return null
    return (
      <div className="stack">
        <p className="notice notice-warning" role="alert">
          We could not load this product just now. Please try again.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => detail.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  if (detail.isPending) return <p className="muted">Loading the product…</p>
  return (
    <ProductFormBody
      initial={productToForm(detail.data)}
      productId={product._id}
      categoryId={categoryId}
      onDone={onDone}
    />
  )
}

const FLAGS = [
  { key: 'is_sold_out', label: 'Sold out' },
  { key: 'is_new_item', label: 'New arrival' },
  { key: 'is_top_selling_item', label: 'Top selling' },
  { key: 'is_netrate_item', label: 'Net rate item' },
] as const

function ProductFormBody({
  initial,
  productId,
  categoryId,
  onDone,
}: {
  initial: ProductForm
  productId: string | null
  categoryId: string
  onDone: () => void
}) {
  const qc = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const preview = afterDiscountPreview(form.price, form.discount_percentage)
  const mrp = parseAmount(form.price)

  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveProduct>[1]) => saveProduct(productId, input),
    onSuccess: async () => {
      await afterCatalogueChange(qc)
      toast.success(productId ? 'Product updated' : 'Product added')
      onDone()
    },
    onError: (e) => {
      if (handleAuthError(e)) return
      if (e instanceof ApiError) {
        const fieldErrors = issuesToFieldErrors(e.issues)
        setErrors(fieldErrors)
        setFailure(unplacedMessage('product', fieldErrors, e.message))
        focusFirstInvalid(formRef.current)
      } else setFailure('Something went wrong. Please try again.')
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
    setFailure(null)
    const { input, errors: found } = validateProduct(form, categoryId)
    setErrors(found)
    if (!input) {
      focusFirstInvalid(formRef.current)
      return
    }
    save.mutate(input)
  }

  const text = (
    key: 'product_code' | 'product_name' | 'tamil_name' | 'per' | 'photo_path',
    label: string,
    extra: { maxLength: number; hint?: string; tamil?: boolean; placeholder?: string },
  ) => (
    <Field id={idOf('product', key)} label={label} error={errors[key]} hint={extra.hint}>
      {(c) => (
        <input
          {...c}
          maxLength={extra.maxLength}
          placeholder={extra.placeholder}
          className={extra.tamil ? 'tamil' : undefined}
          lang={extra.tamil ? 'ta' : undefined}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  )

  const specialsError = Object.entries(errors).find(([k]) => k.startsWith('special_categories'))?.[1]
  const mediaError = errors.media_list

  return (
    <form ref={formRef} className="admin-form" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <fieldset className="admin-fieldset" disabled={save.isPending}>
        <legend className="visually-hidden">{productId ? 'Edit product' : 'Add product'}</legend>
        <div className="admin-form-grid">
          {text('product_code', 'Product code', { maxLength: 20, hint: 'Letters, digits and -, e.g. SP-12' })}
          {text('per', 'Per (unit)', { maxLength: 60, placeholder: 'Box (10 pcs)' })}
          <div className="admin-span-2">{text('product_name', 'Product name', { maxLength: 150 })}</div>
          <div className="admin-span-2">
            {text('tamil_name', 'Tamil name', { maxLength: 300, tamil: true })}
          </div>
          <Field id={idOf('product', 'price')} label="MRP (₹)" error={errors.price}>
            {(c) => (
              <input
                {...c}
                inputMode="decimal"
                autoComplete="off"
                value={form.price}
                onChange={(e) => set('price', e.target.value)}
              />
            )}
          </Field>
          <Field
            id={idOf('product', 'discount_percentage')}
            label="Discount %"
            error={errors.discount_percentage}
          >
            {(c) => (
              <input
                {...c}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={form.discount_percentage}
                onChange={(e) => set('discount_percentage', e.target.value)}
              />
            )}
          </Field>
        </div>
        <p className="admin-price-preview" aria-live="polite">
          Buyers pay{' '}
          {preview === null ? (
            <span className="muted">— (enter the MRP and discount)</span>
          ) : (
            <>
              <span className="price">{rupees(preview)}</span>
              {preview < mrp && (
                <>
                  {' '}
                  <span className="mrp">{rupees(mrp)}</span>
                </>
              )}
            </>
          )}{' '}
          per unit
        </p>

        <fieldset className="admin-group">
          <legend>Shown as</legend>
          <div className="admin-checks">
            {FLAGS.map((f) => (
              <label key={f.key} className="check">
                <input type="checkbox" checked={form[f.key]} onChange={(e) => set(f.key, e.target.checked)} />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset
          className="admin-group"
          aria-describedby={specialsError ? 'product-specials-error' : undefined}
        >
          <legend>Special categories</legend>
          <div className="admin-checks">
            {SPECIAL_CATEGORIES.map((s) => (
              <label key={s.slug} className="check">
                <input
                  type="checkbox"
                  checked={form.special_categories.includes(s.slug)}
                  onChange={(e) =>
                    set(
                      'special_categories',
                      e.target.checked
                        ? [...form.special_categories, s.slug]
                        : form.special_categories.filter((x): x is SpecialCategorySlug => x !== s.slug),
                    )
                  }
                />
                {s.name}
              </label>
            ))}
          </div>
          {specialsError && (
            <span id="product-specials-error" className="field-error">
              {specialsError}
            </span>
          )}
        </fieldset>

        <div className="admin-photo-row">
          <Thumb src={form.photo_path.startsWith('/') ? form.photo_path : null} large />
          <div className="admin-grow">
            {text('photo_path', 'Photo path', {
              maxLength: 300,
              hint: 'Starts with /, e.g. /images/products/sp-12.svg. Leave empty for the shop logo.',
            })}
          </div>
        </div>

        <fieldset className="admin-group">
          <legend>
            More photos and videos <span className="admin-optional">(up to {MAX_MEDIA})</span>
          </legend>
          {form.media_list.length === 0 && <p className="muted">None.</p>}
          {form.media_list.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
            <div key={i} className="admin-media-row">
              <Field id={idOf('product', `media_list.${i}.media_type`)} label={`Item ${i + 1} type`}>
                {(c) => (
                  <select
                    {...c}
                    value={m.media_type}
                    onChange={(e) =>
                      set(
                        'media_list',
                        form.media_list.map((x, j) =>
                          j === i ? { ...x, media_type: e.target.value as 'Image' | 'Video' } : x,
                        ),
                      )
                    }
                  >
                    <option value="Image">Image</option>
                    <option value="Video">Video</option>
                  </select>
                )}
              </Field>
              <Field
                id={idOf('product', `media_list.${i}.photo_path`)}
                label={`Item ${i + 1} path`}
                error={errors[`media_list.${i}.photo_path`] ?? errors[`media_list.${i}`]}
                className="admin-grow"
              >
                {(c) => (
                  <input
                    {...c}
                    maxLength={300}
                    placeholder="/images/products/sp-12-2.svg"
                    value={m.photo_path}
                    onChange={(e) =>
                      set(
                        'media_list',
                        form.media_list.map((x, j) => (j === i ? { ...x, photo_path: e.target.value } : x)),
                      )
                    }
                  />
                )}
              </Field>
              <button
                type="button"
                className="btn btn-ghost admin-media-remove"
                onClick={() =>
                  set(
                    'media_list',
                    form.media_list.filter((_, j) => j !== i),
                  )
                }
              >
                Remove<span className="visually-hidden"> item {i + 1}</span>
              </button>
            </div>
          ))}
          {mediaError && <span className="field-error">{mediaError}</span>}
          <button
            type="button"
            className="btn"
            disabled={form.media_list.length >= MAX_MEDIA}
            onClick={() => set('media_list', [...form.media_list, { media_type: 'Image', photo_path: '' }])}
          >
            Add a photo or video
          </button>
        </fieldset>
      </fieldset>
      {failure && (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : productId ? 'Save product' : 'Add product'}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  )
}
