import type { AdminProduct as Product } from '@contract/admin'
import { isSameOriginPath } from '@contract/catalogue'
import { useQuery } from '@tanstack/react-query'
import { rupees } from '../../lib/format'
import { Field, idOf } from '../../ui/form'
import { BusyFieldset } from '../../ui/form/use-form-submit'
import { isAuthError, useAuthError } from '../kit/access'
import { FormActions } from '../kit/form-actions'
import { amountOf } from '../kit/issues'
import { adminProductQuery } from '../kit/queries'
import { MediaListField, SpecialCategoriesField } from './product-media'
import { afterDiscountPreview, emptyProductForm, productToForm } from './product-rules'
import { Thumb } from './thumb'
import { type ProductFormProps, useProductForm } from './use-product-form'

// Add or edit a product: codes and names, the price the buyer pays, how it is shown, its pictures.
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
  { key: 'is_green', label: 'Green cracker (certified)' },
] as const

function ProductFormBody(props: ProductFormProps) {
  const { productId, onDone } = props
  const edit = useProductForm(props)
  const { formRef, form, errors, set, submit } = edit
  const saving = submit.processing
  const preview = afterDiscountPreview(form.price, form.discount_percentage)
  const mrp = amountOf(form.price)

  const text = (
    key: 'product_code' | 'product_name' | 'tamil_name' | 'per' | 'photo_path' | 'green_certificate',
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

  return (
    <form ref={formRef} className="admin-form" {...submit.formProps}>
      <BusyFieldset
        busy={saving}
        legend={productId ? 'Edit product' : 'Add product'}
        className="admin-fieldset"
      >
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
          {form.is_green &&
            text('green_certificate', 'Green certificate or QR reference', {
              maxLength: 80,
              hint: 'As printed on the box, e.g. the CSIR-NEERI number. Buyers see it on the product.',
            })}
        </fieldset>

        <SpecialCategoriesField edit={edit} />

        <div className="admin-photo-row">
          <Thumb src={isSameOriginPath(form.photo_path) ? form.photo_path : null} large />
          <div className="admin-grow">
            {text('photo_path', 'Photo path', {
              maxLength: 300,
              hint: 'Starts with /, e.g. /images/products/sp-12.svg. Leave empty for the shop logo.',
            })}
          </div>
        </div>

        <MediaListField edit={edit} />
      </BusyFieldset>
      <FormActions
        submit={submit}
        className="admin-form-actions"
        label={productId ? 'Save product' : 'Add product'}
      >
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </FormActions>
    </form>
  )
}
