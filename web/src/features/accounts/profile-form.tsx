import type { Profile } from '@contract/accounts'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import {
  AddressField,
  BusyFieldset,
  CityField,
  EmailField,
  NameField,
  PinCodeField,
  SubmitRow,
  useForm,
  useFormSubmit,
} from '../../ui/form'
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
  const submit = useFormSubmit(form, {
    fields: PROFILE_FIELDS,
    send: (values: ProfileValues) => updateProfile(profileUpdatePayload(profile.sub, values)),
    onDone: (data) => {
      queryClient.setQueryData(profileQuery(profile.sub).queryKey, data)
      form.reset(valuesOf(data))
      toast.success(m.updated)
      submit.say({ kind: 'success', text: m.updated })
    },
    // An answer without the profile is an HTTP_ERROR from the client: a failure like any other.
    onFailed: (e) => {
      if (isAuthLost(e)) return onAuthLost()
      submit.placeIssues(e)
      const text = e instanceof ApiError && e.code === 'NETWORK' ? errorText(e, locale) : m.updateFailed
      toast.warning(text)
      submit.say({ kind: 'danger', text })
    },
  })

  return (
    <form className="account-form card" aria-labelledby="profile-heading" {...submit.formProps}>
      <h2 id="profile-heading">{m.yourDetails}</h2>
      <p className="muted account-mobile">
        {m.mobileLine}
        <strong>{profile.mobile_no}</strong>
      </p>
      <BusyFieldset busy={submit.processing} legend={m.yourDetails} className="account-fieldset">
        <div className="form-grid">
          <NameField f={form.field('customer_name')} label={m.name} />
          <EmailField f={form.field('email_id')} label={m.email} />
          <div className="form-span">
            <AddressField f={form.field('address')} label={m.address} />
          </div>
          <CityField f={form.field('city')} label={m.city} />
          <PinCodeField f={form.field('pin_code')} label={m.pinCode} />
        </div>
      </BusyFieldset>
      <SubmitRow submit={submit} quiet label={m.saveChanges} busyLabel={m.saving} />
    </form>
  )
}
