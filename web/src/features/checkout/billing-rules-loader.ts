import { useEffect, useState } from 'react'
import type { BillingErrors, BillingForm } from './checkout-rules'

// The Billing Info form's checks load a moment after the page (billing-validation.ts carries zod
// and the contract's schemas, the heaviest part of the checkout). Until then no field shows a
// message (none is touched before hydration); a chunk that cannot load leaves the checks to the
// server, which makes them all and answers with the same messages.
type CheckBilling = (form: BillingForm) => BillingErrors
const none: CheckBilling = () => ({})
let loaded: CheckBilling | undefined
let loading: Promise<CheckBilling> | undefined

export const loadBillingRules = (): Promise<CheckBilling> => {
  loading ??= import('./billing-validation').then(
    (m) => (loaded = m.validateBilling),
    () => (loaded = none),
  )
  return loading
}

export const billingRulesReady = () => loaded !== undefined

// The checks for useForm: the loaded ones, or none yet (a new function once they arrive, so the
// form checks its values again).
export const useBillingRules = (): CheckBilling => {
  const [check, setCheck] = useState<CheckBilling>(() => loaded ?? none)
  useEffect(() => {
    if (!loaded) void loadBillingRules().then((rules) => setCheck(() => rules))
  }, [])
  return check
}
