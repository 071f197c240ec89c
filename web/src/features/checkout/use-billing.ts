import type { Referrer } from '@contract/settings-rules'
import { referenceLabel } from '@contract/settings-rules'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { type Session, sessionStore } from '../../shared/session'
import { useForm } from '../../ui/form'
import { useBillingRules } from './billing-rules-loader'
import { accountProfileQuery } from './checkout.queries'
import { type BillingField, stateForPin } from './checkout-rules'
import { readDraft, writeDraft } from './form-draft'

// The Billing Info form's state: the draft kept in this tab, the profile of a signed-in buyer
// filling what is still empty, and referrers the seller has since removed dropped again.
export function useBilling(session: Session | null, referrers: readonly Referrer[] | undefined) {
  const form = useForm<BillingField>('billing', readDraft(), useBillingRules())
  const [expired, setExpired] = useState(false)
  const { values, update } = form

  const profile = useQuery({ ...accountProfileQuery(session?.sub ?? ''), enabled: Boolean(session) })
  const prefilled = useRef(false)
  useEffect(() => {
    const p = profile.data
    if (!p || prefilled.current) return
    prefilled.current = true
    update((f) => ({
      ...f,
      customer_name: f.customer_name || p.customer_name || '',
      address: f.address || p.address || '',
      city: f.city || p.city || '',
      pin_code: f.pin_code || p.pin_code || '',
      mobile_no: f.mobile_no || p.mobile_no || '',
      email_id: f.email_id || p.email_id || '',
    }))
  }, [profile.data, update])
  // A stale sign-in would make the enquiry fail; the buyer can still place it as a guest.
  useEffect(() => {
    if (profile.error instanceof ApiError && profile.error.status === 401) {
      sessionStore.signOut()
      setExpired(true)
    }
  }, [profile.error])

  useEffect(() => writeDraft(values), [values])
  // The State follows the PIN code: preselected once the PIN is whole, kept while the PIN allows it.
  const pin = values.pin_code
  useEffect(() => {
    update((f) => {
      const state = stateForPin(pin, f.state_code)
      return state === f.state_code ? f : { ...f, state_code: state }
    })
  }, [pin, update])
  // A draft may name a referrer the seller has since removed: that choice has to be made again.
  useEffect(() => {
    if (!referrers) return
    update((f) =>
      f.reference_by && !referrers.some((r) => referenceLabel(r) === f.reference_by)
        ? { ...f, reference_by: '' }
        : f,
    )
  }, [referrers, update])

  return { form, expired, markExpired: () => setExpired(true) }
}
