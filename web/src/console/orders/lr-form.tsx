import { LR_PHOTO_TYPES } from '@contract/admin'
import type { OrderRecord } from '@contract/orders'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Field, idOf, issuesToErrors, TextField, useForm } from '../../ui/form'
import { SubmitRow, useFormSubmit } from '../../ui/form/use-form-submit'
import { toast } from '../../ui/toast'
import { saveFailure } from '../kit/access'
import { AdminFieldset } from '../kit/form-actions'
import { afterOrderChange, uploadLr } from '../kit/queries'
import { checkLrPhoto, type LrValues, lrFieldErrors, lrPhotoError, LR_PHOTO_MB as MB } from './lr-rules'

const FIELDS = ['lr_number', 'transporter'] as const

// The lorry receipt: the photo the buyer shows at the transport office, its number and the transporter.
export function LrForm({ order: o }: { order: OrderRecord }) {
  const qc = useQueryClient()
  const fileRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string | undefined>()
  const form = useForm<keyof LrValues>(
    'lr',
    { lr_number: o.lr_number ?? '', transporter: o.transporter ?? '' },
    lrFieldErrors,
  )
  // A replaced photo keeps its address: a new query string makes the browser fetch the new one.
  const [version, setVersion] = useState(0)

  const submit = useFormSubmit(form, {
    fields: FIELDS,
    send: (values) => uploadLr(o._id, { photo: file, ...values }),
    // The photo is checked beside the fields; its message shows at once, focus follows the paint.
    check: () => {
      const problem = lrPhotoError(file, o.lr_photo_path !== null)
      setPhotoError(problem)
      if (problem) requestAnimationFrame(() => fileRef.current?.focus())
      return !problem
    },
    onDone: async () => {
      setFile(null)
      if (fileRef.current) fileRef.current.value = ''
      setVersion(Date.now())
      await afterOrderChange(qc, o._id)
      toast.success(`Lorry receipt saved for ${o.enquiry_number}`)
    },
    onFailed: (e) => {
      const refused = saveFailure(e, 'lr', (issues) =>
        issuesToErrors(issues, { fields: [...FIELDS, 'photo'] }),
      )
      if (!refused) return
      setPhotoError(refused.errors.photo)
      if (!form.showServerErrors(refused.errors) && refused.errors.photo) fileRef.current?.focus()
      submit.say(refused.failure ? { kind: 'danger', text: refused.failure } : null)
    },
  })

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
                loading="lazy"
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

        <form className="admin-lr-form" {...submit.formProps}>
          <AdminFieldset submit={submit} legend={photo ? 'Replace the LR photo' : 'Upload the LR photo'}>
            <Field
              id={idOf('lr', 'photo')}
              label={photo ? 'New LR photo (optional)' : 'LR photo'}
              hint={`JPEG, PNG or WebP, up to ${MB} MB.${photo ? ' Leave empty to keep the photo and correct the details.' : ''}`}
              error={photoError}
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
                    submit.say(null)
                    setPhotoError(chosen ? checkLrPhoto(chosen) : undefined)
                  }}
                />
              )}
            </Field>
            <TextField f={form.field('lr_number')} label="LR number" maxLength={40} autoComplete="off" />
            <TextField f={form.field('transporter')} label="Transporter" maxLength={100} />
          </AdminFieldset>
          <SubmitRow
            submit={submit}
            className="btn btn-primary"
            label={photo ? (file ? 'Replace LR photo' : 'Save LR details') : 'Upload LR photo'}
            busyLabel="Saving…"
          />
        </form>
      </div>
    </section>
  )
}
