import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { saveBlob } from '../../lib/save-file'
import { confirmAction } from '../../ui/confirm'
import { type FieldErrors, FormAlert, issuesToErrors, PasswordField, useForm } from '../../ui/form'
import { toast } from '../../ui/toast'
import { deleteAccount, exportAccount } from './accounts.queries'
import { forgetSession, logoutAllDevices } from './logout'

export const ACCOUNT_DELETED_MESSAGE =
  'Your account is deleted. Enquiries you sent stay with the seller as records, without your personal details.'

const messageOf = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback)

// The buyer's own say over the account: sign out everywhere, take a copy, delete it (DPDP Act).
export function AccountDataActions({ onAuthLost, onLeave }: { onAuthLost: () => void; onLeave: () => void }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [alert, setAlert] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)

  const everywhere = useMutation({
    mutationFn: () => {
      onLeave()
      return logoutAllDevices(queryClient)
    },
    onSuccess: () => {
      toast.success('You are signed out on every device.')
      navigate('/lander')
    },
    onError: (e) => setAlert(messageOf(e, 'Could not sign out the other devices. Please try again.')),
  })

  const exportData = useMutation({
    mutationFn: exportAccount,
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? 'my-account-data.json'),
    onError: (e) => {
      if (e instanceof ApiError && e.status === 401) return onAuthLost()
      setAlert(messageOf(e, 'Your data could not be downloaded. Please try again.'))
    },
  })

  return (
    <section className="account-form card" aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">Your account and data</h2>
      <div className="account-data-actions">
        <button
          type="button"
          className="btn"
          disabled={exportData.isPending}
          onClick={() => {
            setAlert(null)
            exportData.mutate()
          }}
        >
          {exportData.isPending ? 'Preparing…' : 'Download my data'}
        </button>
        <button
          type="button"
          className="btn"
          disabled={everywhere.isPending}
          onClick={async () => {
            setAlert(null)
            if (await confirmAction('Sign out on every phone and computer, this one included?'))
              everywhere.mutate()
          }}
        >
          Sign out of all devices
        </button>
        {!deleting && (
          <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
            Delete my account
          </button>
        )}
      </div>
      {alert && <FormAlert kind="danger">{alert}</FormAlert>}
      {deleting && (
        <DeleteAccountForm onCancel={() => setDeleting(false)} onAuthLost={onAuthLost} onLeave={onLeave} />
      )}
    </section>
  )
}

type DeleteValues = { password: string }

function DeleteAccountForm({
  onCancel,
  onAuthLost,
  onLeave,
}: {
  onCancel: () => void
  onAuthLost: () => void
  onLeave: () => void
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const validate = useCallback(
    (v: DeleteValues): FieldErrors<'password'> => (v.password ? {} : { password: 'Password is required' }),
    [],
  )
  const form = useForm('delete-account', { password: '' }, validate)
  const [alert, setAlert] = useState<string | null>(null)

  const remove = useMutation({
    mutationFn: (v: DeleteValues) => deleteAccount(v.password),
    onSuccess: () => {
      onLeave()
      forgetSession(queryClient)
      toast.success(ACCOUNT_DELETED_MESSAGE)
      navigate('/lander', { replace: true })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.issues.length > 0) {
        const matched = form.showServerErrors(issuesToErrors(e.issues, { fields: ['password'] as const }))
        setAlert(matched ? null : e.message)
      } else if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') onAuthLost()
      else setAlert(messageOf(e, 'Your account could not be deleted. Please try again.'))
    },
  })

  return (
    <form
      className="stack"
      noValidate
      aria-busy={remove.isPending}
      onSubmit={async (e) => {
        e.preventDefault()
        if (remove.isPending) return
        setAlert(null)
        if (!form.check()) return
        if (await confirmAction('Delete your account for good? This cannot be undone.'))
          remove.mutate(form.values)
      }}
    >
      <p className="notice notice-warning">
        Deleting removes your name, mobile number, address and sign-in. Enquiries you sent stay with the
        seller as records, without your personal details.
      </p>
      <fieldset disabled={remove.isPending} className="account-fieldset">
        <legend className="visually-hidden">Delete my account</legend>
        <PasswordField f={form.field('password')} label="Your password" autoComplete="current-password" />
      </fieldset>
      {alert && <FormAlert kind="danger">{alert}</FormAlert>}
      <div className="account-data-actions">
        <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete my account for good'}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </button>
      </div>
    </form>
  )
}
