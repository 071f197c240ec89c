import { BILLING_FIELDS, type BillingForm, EMPTY_BILLING } from './checkout-rules'

// What the buyer typed survives a reload or a lost connection in this tab (sessionStorage: it
// goes when the tab closes, so a shared phone does not keep it).
const DRAFT_KEY = 'checkout_form'

export const readDraft = (): BillingForm => {
  try {
    const raw = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Record<string, unknown> | null
    if (!raw || typeof raw !== 'object') return EMPTY_BILLING
    const form = { ...EMPTY_BILLING }
    for (const f of BILLING_FIELDS) if (typeof raw[f] === 'string') form[f] = raw[f]
    return form
  } catch {
    return EMPTY_BILLING
  }
}

export const writeDraft = (form: BillingForm) => {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(form))
  } catch {}
}

export const clearDraft = () => {
  try {
    sessionStorage.removeItem(DRAFT_KEY)
  } catch {}
}
