import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { errorText, useLocale, useMessages } from '../../lib/i18n'
import { saveBlob } from '../../lib/save-file'
import { confirmAction } from '../../ui/confirm'
import { type FieldErrors, FormAlert, issuesToErrors, PasswordField, useForm } from '../../ui/form'
import { toast } from '../../ui/toast'
import { deleteAccount, exportAccount } from './accounts.queries'
import { forgetSession, logoutAllDevices } from './logout'
import { profileMessages } from './profile.messages'

export const ACCOUNT_DELETED_MESSAGE = profileMessages.en.deleted

// A refusal the server explained, in the page's language; else the form's own words.
const useMessageOf = () => {
  const locale = useLocale()
  return (e: unknown, fallback: string) => (e instanceof ApiError ? errorText(e, locale) : fallback)
}

// The buyer's own say over the account: sign out everywhere, take a copy, delete it (DPDP Act).
export function AccountDataActions({ onAuthLost, onLeave }: { onAuthLost: () => void; onLeave: () => void }) {
  const m = useMessages(profileMessages)
  const messageOf = useMessageOf()
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
      toast.success(m.signedOutAll)
      navigate('/lander')
    },
    onError: (e) => setAlert(messageOf(e, m.signOutAllFailed)),
  })

  const exportData = useMutation({
    mutationFn: exportAccount,
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename ?? 'my-account-data.json'),
    onError: (e) => {
      if (e instanceof ApiError && e.status === 401) return onAuthLost()
      setAlert(messageOf(e, m.downloadFailed))
    },
  })

  return (
    <section className="account-form card" aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">{m.dataHeading}</h2>
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
          {exportData.isPending ? m.preparing : m.download}
        </button>
        <button
          type="button"
          className="btn"
          disabled={everywhere.isPending}
          onClick={async () => {
            setAlert(null)
            if (await confirmAction(m.confirmSignOutAll)) everywhere.mutate()
          }}
        >
          {m.signOutAll}
        </button>
        {!deleting && (
          <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
            {m.deleteAccount}
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
  const m = useMessages(profileMessages)
  const messageOf = useMessageOf()
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
      toast.success(m.deleted)
      navigate('/lander', { replace: true })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.issues.length > 0) {
        const matched = form.showServerErrors(issuesToErrors(e.issues, { fields: ['password'] as const }))
        setAlert(matched ? null : messageOf(e, m.deleteFailed))
      } else if (e instanceof ApiError && e.code === 'UNAUTHENTICATED') onAuthLost()
      else setAlert(messageOf(e, m.deleteFailed))
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
        if (await confirmAction(m.confirmDelete)) remove.mutate(form.values)
      }}
    >
      <p className="notice notice-warning">{m.deleteWarning}</p>
      <fieldset disabled={remove.isPending} className="account-fieldset">
        <legend className="visually-hidden">{m.deleteAccount}</legend>
        <PasswordField f={form.field('password')} label={m.yourPassword} autoComplete="current-password" />
      </fieldset>
      {alert && <FormAlert kind="danger">{alert}</FormAlert>}
      <div className="account-data-actions">
        <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
          {remove.isPending ? m.deleting : m.deleteForGood}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={remove.isPending}>
          {m.cancel}
        </button>
      </div>
    </form>
  )
}
