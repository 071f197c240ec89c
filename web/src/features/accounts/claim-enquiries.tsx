import { claimEnquirySchema } from '@contract/accounts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { AccessCodeField, FormAlert, useForm } from '../../ui/form'
import { claimableQuery, claimEnquiry } from './accounts.queries'
import { profileMessages } from './profile.messages'
import { isAuthLost } from './profile-form'

// Enquiries sent with the account's number while signed out are not the account's until the buyer
// adds them: then My Orders shows them, the data download holds them and deleting removes them.
// A number proves nothing, so the server tells only how many there are, and each is added with the
// access code its buyer was given. Shown only when there are some, or just after one was added.
export function ClaimEnquiries({ sub, onAuthLost }: { sub: string; onAuthLost: () => void }) {
  const m = useMessages(profileMessages)
  const locale = useLocale()
  const queryClient = useQueryClient()
  const offered = useQuery(claimableQuery(sub))
  const form = useForm('claim-enquiry', { access_code: '' }, claimEnquirySchema)
  const [alert, setAlert] = useState<string | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  const authLost = isAuthLost(offered.error)

  useEffect(() => {
    if (authLost) onAuthLost()
  }, [authLost, onAuthLost])

  const add = useMutation({
    mutationFn: claimEnquiry,
    onSuccess: (result) => {
      setAdded(result.enquiry_number)
      form.reset({ access_code: '' })
      // My Orders and the count both changed.
      return queryClient.invalidateQueries()
    },
    onError: (e) => {
      if (isAuthLost(e)) return onAuthLost()
      if (e instanceof ApiError && e.status === 404) return setAlert(m.claimNotFound)
      if (e instanceof ApiError && e.status === 429) return setAlert(m.claimTooMany)
      setAlert(e instanceof ApiError ? errorText(e, locale) : m.claimFailed)
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (add.isPending || !form.check()) return
    setAlert(null)
    setAdded(null)
    add.mutate(form.values.access_code)
  }

  const count = offered.data?.count ?? 0
  if (count === 0 && !added) return null
  return (
    <section className="account-form card" aria-labelledby="claim-enquiries-heading">
      <h2 id="claim-enquiries-heading">{m.claimHeading}</h2>
      <div aria-live="polite">
        {added && <FormAlert kind="success">{m.claimed(added)}</FormAlert>}
        {alert && <FormAlert kind="danger">{alert}</FormAlert>}
      </div>
      {count > 0 && (
        <form noValidate onSubmit={submit}>
          <p>{m.claimCount(count)}</p>
          <p className="muted">{m.claimNote}</p>
          <AccessCodeField
            f={form.field('access_code')}
            label={m.claimCode}
            hint={m.claimCodeHint}
            disabled={add.isPending}
          />
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {add.isPending ? m.claiming : m.claimAction}
          </button>
        </form>
      )}
    </section>
  )
}
