import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { FormAlert } from '../../ui/form'
import { toast } from '../../ui/toast'
import { claimableQuery, claimEnquiries } from './accounts.queries'
import { profileMessages } from './profile.messages'
import { isAuthLost } from './profile-form'

// Enquiries sent with the account's number while signed out are not the account's until the buyer
// adds them: then My Orders shows them, the data download holds them and deleting removes them.
// Shown only when there are some; the server offers them only to a session opened with the
// password the buyer chose.
export function ClaimEnquiries({ sub, onAuthLost }: { sub: string; onAuthLost: () => void }) {
  const m = useMessages(profileMessages)
  const locale = useLocale()
  const queryClient = useQueryClient()
  const offered = useQuery(claimableQuery(sub))
  const [alert, setAlert] = useState<string | null>(null)
  const authLost = isAuthLost(offered.error)

  useEffect(() => {
    if (authLost) onAuthLost()
  }, [authLost, onAuthLost])

  const add = useMutation({
    mutationFn: claimEnquiries,
    onSuccess: (result) => {
      toast.success(m.claimed(result.claimed))
      // My Orders and this offer both changed.
      return queryClient.invalidateQueries()
    },
    onError: (e) => {
      if (isAuthLost(e)) return onAuthLost()
      setAlert(e instanceof ApiError ? errorText(e, locale) : m.claimFailed)
    },
  })

  const count = offered.data?.count ?? 0
  if (count === 0) return null
  return (
    <section className="account-form card" aria-labelledby="claim-enquiries-heading">
      <h2 id="claim-enquiries-heading">{m.claimHeading}</h2>
      <p>{m.claimCount(count)}</p>
      <ul className="claim-enquiries-list">
        {offered.data?.enquiries.map((e) => (
          <li key={e.enquiry_number}>
            <strong>{e.enquiry_number}</strong> · {e.created_at}
          </li>
        ))}
      </ul>
      <p className="muted">{m.claimNote}</p>
      {alert && <FormAlert kind="danger">{alert}</FormAlert>}
      <button
        type="button"
        className="btn btn-primary"
        disabled={add.isPending}
        onClick={() => {
          setAlert(null)
          add.mutate()
        }}
      >
        {add.isPending ? m.claiming : m.claimAction}
      </button>
    </section>
  )
}
