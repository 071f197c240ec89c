import type { AdminAccount, PasswordReset } from '@contract/accounts'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useSearchParams } from 'react-router'
import { confirmAction } from '../../ui/confirm'
import { TextField, useForm } from '../../ui/form'
import { toast } from '../../ui/toast'
import { handleAuthError, isAuthError, useAuthError } from '../kit/access'
import { adminBuyersQuery, resetBuyerPassword } from '../kit/queries'
import { AdminPage, LoadError } from '../shell/shell'

export function AdminBuyersPage() {
  return (
    <AdminPage title="Buyers">
      <Buyers />
    </AdminPage>
  )
}

// What the seller reads to the buyer over the phone with the one-time password.
export const RESET_INSTRUCTIONS =
  'Sign in with this password; you will be asked to choose your own. It expires in 24 hours.'

// Fewer digits would list most of the shop's buyers.
const checkSearch = (v: { mobile: string }) =>
  v.mobile.length < 3 ? { mobile: 'Type at least 3 digits of the mobile number' } : {}

// The seller finds a buyer by mobile number, to reset a forgotten password. The number is kept in
// the address (?mobile_no=), so a reload shows the same search.
function Buyers() {
  const [params, setParams] = useSearchParams()
  const searched = params.get('mobile_no') ?? ''
  const form = useForm('buyers', { mobile: searched }, checkSearch)
  const buyers = useQuery({ ...adminBuyersQuery(searched), enabled: searched !== '' })
  useAuthError(buyers.error)

  const search = (e: FormEvent) => {
    e.preventDefault()
    if (form.check()) setParams({ mobile_no: form.values.mobile })
  }

  let body: React.ReactNode = null
  if (searched === '') body = null
  else if (buyers.isPending) body = <p className="muted">Searching…</p>
  else if (buyers.isError)
    body = isAuthError(buyers.error) ? null : <LoadError what="the buyers" onRetry={() => buyers.refetch()} />
  else if (buyers.data.length === 0)
    body = <p className="notice">No buyer has a mobile number with {searched}.</p>
  else
    body = (
      <ul className="admin-buyers" aria-label="Buyers found">
        {buyers.data.map((b) => (
          <BuyerCard key={b.sub} buyer={b} />
        ))}
      </ul>
    )

  return (
    <div className="stack">
      <form className="card admin-filters" noValidate onSubmit={search} aria-label="Find a buyer">
        <TextField
          f={form.field('mobile')}
          label="Mobile number"
          hint="The whole number, or its first digits."
          type="tel"
          autoComplete="off"
          digits={10}
        />
        <div className="admin-filter-actions">
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
      </form>
      <div aria-live="polite">{body}</div>
    </div>
  )
}

function BuyerCard({ buyer }: { buyer: AdminAccount }) {
  const [reset, setReset] = useState<PasswordReset | null>(null)
  const mutation = useMutation({
    mutationFn: () => resetBuyerPassword(buyer.sub),
    onSuccess: setReset,
    onError: (e) => {
      if (!handleAuthError(e)) toast.error(e.message || 'The password could not be reset. Please try again.')
    },
  })
  const headingId = `buyer-${buyer.sub}`
  return (
    <li className="card admin-buyer" aria-labelledby={headingId}>
      <h2 id={headingId}>{buyer.customer_name}</h2>
      <p>
        <a href={`tel:${buyer.mobile_no}`}>{buyer.mobile_no}</a>
        {buyer.city && ` · ${buyer.city}`}
        {buyer.role === 'admin' && ' · Seller'}
      </p>
      <p className="muted">
        Registered {buyer.created_at.slice(0, 10)}
        {buyer.must_change_password === 1 && ' · has not chosen a password yet'}
      </p>
      {reset ? (
        <OneTimePassword reset={reset} />
      ) : (
        <button
          type="button"
          className="btn"
          disabled={mutation.isPending}
          onClick={async () => {
            if (
              await confirmAction(
                `Reset the password of ${buyer.customer_name} (${buyer.mobile_no})? They will be signed out everywhere.`,
              )
            )
              mutation.mutate()
          }}
        >
          {mutation.isPending ? 'Resetting…' : 'Reset password'}
        </button>
      )}
    </li>
  )
}

// Shown once: it is not stored in this browser and the server keeps only its hash.
function OneTimePassword({ reset }: { reset: PasswordReset }) {
  const [copied, setCopied] = useState(false)
  return (
    <div className="notice notice-success stack" role="status">
      <p>
        One-time password: <strong className="admin-otp">{reset.one_time_password}</strong>
      </p>
      <button
        type="button"
        className="btn"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(reset.one_time_password)
            setCopied(true)
          } catch {
            toast.warning('Could not copy. Please write the password down.')
          }
        }}
      >
        {copied ? 'Copied' : 'Copy password'}
      </button>
      <p>Tell the buyer: “{RESET_INSTRUCTIONS}” It is shown only now; if it is lost, reset again.</p>
    </div>
  )
}
