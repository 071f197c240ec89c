import type { Profile } from '@contract/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { FormAlert, issuesToErrors, TextAreaField, TextField, useForm } from '../../ui/form'
import { toast } from '../../ui/toast'
import { PROFILE_FIELDS, type ProfileValues, profileUpdatePayload, validateProfile } from './account-rules'
import { profileQuery, updateProfile } from './accounts.queries'
import { profileMessages } from './profile.messages'

export const isAuthLost = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403)

const valuesOf = (p: Profile): ProfileValues => ({
  customer_name: p.customer_name ?? '',
  email_id: p.email_id ?? '',
  address: p.address ?? '',
  city: p.city ?? '',
  pin_code: p.pin_code ?? '',
})

// Mounted once the profile has loaded, so the form starts from the saved values.
export function ProfileForm({ profile, onAuthLost }: { profile: Profile; onAuthLost: () => void }) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const m = useMessages(profileMessages)
  const form = useForm('profile', valuesOf(profile), validateProfile)
  const [alert, setAlert] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null)

  const submit = useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(profileUpdatePayload(profile.sub, values)),
    onSuccess: (data) => {
      // The answer's data is required; an empty one counts as a failure.
      if (!data || Array.isArray(data)) {
        toast.warning(m.updateFailed)
        setAlert({ kind: 'danger', text: m.updateFailed })
        return
      }
      queryClient.setQueryData(profileQuery(profile.sub).queryKey, data)
      form.reset(valuesOf(data))
      toast.success(m.updated)
      setAlert({ kind: 'success', text: m.updated })
    },
    onError: (e) => {
      if (isAuthLost(e)) return onAuthLost()
      if (e instanceof ApiError && e.issues.length > 0)
        form.showServerErrors(issuesToErrors(e.issues, { fields: PROFILE_FIELDS }))
      const text = e instanceof ApiError && e.code === 'NETWORK' ? errorText(e, locale) : m.updateFailed
      toast.warning(text)
      setAlert({ kind: 'danger', text })
    },
  })
  const processing = submit.isPending

  return (
    <form
      className="account-form card"
      noValidate
      aria-labelledby="profile-heading"
      aria-busy={processing}
      onSubmit={(e) => {
        e.preventDefault()
        if (processing) return
        setAlert(null)
        if (form.check()) submit.mutate(form.values)
      }}
    >
      <h2 id="profile-heading">{m.yourDetails}</h2>
      <p className="muted account-mobile">
        {m.mobileLine}
        <strong>{profile.mobile_no}</strong>
      </p>
      <fieldset disabled={processing} className="account-fieldset">
        <legend className="visually-hidden">{m.yourDetails}</legend>
        <div className="form-grid">
          <TextField f={form.field('customer_name')} label={m.name} autoComplete="name" maxLength={100} />
          <TextField
            f={form.field('email_id')}
            label={m.email}
            optional
            type="email"
            autoComplete="email"
            maxLength={50}
          />
          <div className="form-span">
            <TextAreaField f={form.field('address')} label={m.address} maxLength={1000} />
          </div>
          <TextField f={form.field('city')} label={m.city} autoComplete="address-level2" maxLength={100} />
          <TextField f={form.field('pin_code')} label={m.pinCode} autoComplete="postal-code" digits={6} />
        </div>
      </fieldset>
      {alert && (
        <FormAlert kind={alert.kind} quiet>
          {alert.text}
        </FormAlert>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={processing}>
        {processing ? m.saving : m.saveChanges}
      </button>
    </form>
  )
}
