import type { StoredSettings } from './settings'
import { publicDefaultSettings } from './settings-defaults-public'
import { defaultDispatchSettings } from './settings-dispatch-defaults'

export { publicDefaultSettings }

// The seller-only settings: billing, transport, WhatsApp drafts and alerts. Kept apart so the pages,
// which start from the public defaults, do not carry them.
export const defaultSettings: StoredSettings = {
  ...publicDefaultSettings,
  // Demo values in the right shape, so the whole loop works out of the box; the seller replaces
  // them in Settings before the first real quote.
  billing: {
    upi_id: 'sivakasi.demo@okaxis',
    payee_name: 'Sivakasi Crackers (demo)',
    legal_name: 'Sivakasi Crackers (demo)',
    gstin: '33ABCDE1234F1Z5',
    licence_no: 'E/SC/TN/22/0000 (demo)',
    licence_valid_until: '2027-03-31',
    invoice_prefix: 'SC',
    quote_valid_days: 7,
  },
  ...defaultDispatchSettings,
  // None: the seller sets the season's last day in Settings (docs/seller-guide.md). Here, not in
  // the public defaults, so the landing page does not carry it; settings/public answers it.
  other_states_last_day: '',
}
