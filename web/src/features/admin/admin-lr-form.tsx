import { LR_PHOTO_TYPES } from '@contract/admin'
import type { OrderRecord } from '@contract/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { Field, focusFirstInvalid, idOf, unplacedMessage } from '../../ui/form'
import { toast } from '../../ui/toast'
import { afterOrderChange, uploadLr } from './admin.queries'
import { handleAuthError } from './admin-access'
import { type FieldErrors, issuesToFieldErrors } from './admin-issues'
import { checkLrPhoto, LR_PHOTO_MB as MB, validateLr } from './admin-lr-rules'

// The lorry receipt: the photo the buyer shows at the transport office, its number and the transporter.
export function LrForm({ order: o }: { order: OrderRecord }) {
  const qc = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [values, setValues] = useState({ lr_number: o.lr_number ?? '', transporter: o.transporter ?? '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  // A replaced photo keeps its address: a new query string makes the browser fetch the new one.
  const [version, setVersion] = useState(0)

  const upload = useMutation({
    mutationFn: (photo: File | null) => uploadLr(o._id, { photo, ...values }),
    onSuccess: async () => {
      setFile(null)
      if (fileRef.current) fileRef.current.value = ''
      setVersion(Date.now())
      await afterOrderChange(qc, o._id)
      toast.success(`Lorry receipt saved for ${o.enquiry_number}`)
    },
    onError: (e) => {
      if (handleAuthError(e)) return
      if (e instanceof ApiError) {
        const fieldErrors = issuesToFieldErrors(e.issues)
        setErrors(fieldErrors)
        setFailure(unplacedMessage('lr', fieldErrors, e.message))
        focusFirstInvalid(formRef.current)
      } else setFailure('Something went wrong. Please try again.')
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (upload.isPending) return
    setFailure(null)
    const found = validateLr(values, file, o.lr_photo_path !== null)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current)
      return
    }
    upload.mutate(file)
  }

  const photo = o.lr_photo_path ? `${o.lr_photo_path}${version ? `?v=${version}` : ''}` : null

  return (
    <section className="card admin-panel" aria-labelledby="lr-title">
      <h3 id="lr-title">Lorry receipt (LR)</h3>
      <div className="admin-lr">
        {photo ? (
          <figure className="admin-lr-photo">
            <a href={photo} target="_blank" rel="noopener">
              <img
                src={photo}
                alt={`Lorry receipt for ${o.enquiry_number}${o.lr_number ? `, LR number ${o.lr_number}` : ''}`}
                width={320}
                height={400}
                decoding="async"
              />
            </a>
            <figcaption className="muted">
              {[o.lr_number && `LR ${o.lr_number}`, o.transporter].filter(Boolean).join(' · ') || 'Uploaded'}
            </figcaption>
          </figure>
        ) : (
          <p className="muted">
            No LR photo yet. The buyer sees it on the Transport page once you upload it.
          </p>
        )}

        <form
          ref={formRef}
          className="admin-lr-form"
          noValidate
          onSubmit={submit}
          aria-busy={upload.isPending}
        >
          <fieldset disabled={upload.isPending} className="admin-fieldset">
            <legend className="visually-hidden">
              {photo ? 'Replace the LR photo' : 'Upload the LR photo'}
            </legend>
            <Field
              id={idOf('lr', 'photo')}
              label={photo ? 'New LR photo (optional)' : 'LR photo'}
              hint={`JPEG, PNG or WebP, up to ${MB} MB.${photo ? ' Leave empty to keep the photo and correct the details.' : ''}`}
              error={errors.photo}
            >
              {(c) => (
                <input
                  {...c}
                  ref={fileRef}
                  type="file"
                  name="photo"
                  accept={LR_PHOTO_TYPES.join(',')}
                  onChange={(e) => {
                    const chosen = e.target.files?.[0] ?? null
                    setFile(chosen)
                    setFailure(null)
                    const { photo: _old, ...rest } = errors
                    const message = chosen ? checkLrPhoto(chosen) : undefined
                    setErrors(message ? { ...rest, photo: message } : rest)
                  }}
                />
              )}
            </Field>
            <Field id={idOf('lr', 'lr_number')} label="LR number" error={errors.lr_number}>
              {(c) => (
                <input
                  {...c}
                  maxLength={40}
                  autoComplete="off"
                  value={values.lr_number}
                  onChange={(e) => setValues({ ...values, lr_number: e.target.value })}
                />
              )}
            </Field>
            <Field id={idOf('lr', 'transporter')} label="Transporter" error={errors.transporter}>
              {(c) => (
                <input
                  {...c}
                  maxLength={100}
                  value={values.transporter}
                  onChange={(e) => setValues({ ...values, transporter: e.target.value })}
                />
              )}
            </Field>
          </fieldset>
          {failure && (
            <p className="notice notice-danger" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
            {upload.isPending
              ? 'Saving…'
              : photo
                ? file
                  ? 'Replace LR photo'
                  : 'Save LR details'
                : 'Upload LR photo'}
          </button>
        </form>
      </div>
    </section>
  )
}
