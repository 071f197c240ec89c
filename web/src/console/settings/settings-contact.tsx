import { SEASON_MAX } from '@contract/settings'
import { Section, SettingsInput } from './settings-fields'
import { ANNOUNCEMENT_MAX } from './settings-rules'
import type { SettingsEdit } from './use-settings-form'

// The settings edited as single fields: GST, contact, payment details and the banner.

export function GstSection({ edit }: { edit: SettingsEdit }) {
  return (
    <Section id="gst" title="GST">
      <div className="admin-narrow">
        <SettingsInput
          {...edit.bind('gst_rate_percent')}
          label="GST rate (%)"
          hint="Shop prices exclude it; the quote and the tax invoice add it (CGST + SGST in Tamil Nadu, IGST elsewhere)."
          inputMode="decimal"
        />
      </div>
    </Section>
  )
}

const CONTACT_FIELDS = [
  { name: 'support_phone', label: 'Support phone', inputMode: 'tel' },
  {
    name: 'whatsapp_phone',
    label: 'WhatsApp number',
    inputMode: 'tel',
    hint: 'With the country code, digits only, e.g. 919876543210',
  },
  { name: 'support_email', label: 'E-mail', inputMode: 'email' },
  { name: 'map_link', label: 'Map link', inputMode: 'url' },
] as const

export function ContactSection({ edit }: { edit: SettingsEdit }) {
  return (
    <Section id="contact" title="Contact numbers">
      <div className="admin-form-grid">
        {CONTACT_FIELDS.map((c) => (
          <SettingsInput key={c.name} {...c} {...edit.bind(c.name)} />
        ))}
      </div>
      <SettingsInput {...edit.bind('store_address')} label="Shop address" rows={3} />
    </Section>
  )
}

export function PaymentSection({ edit }: { edit: SettingsEdit }) {
  const { form, errors } = edit
  return (
    <Section
      id="payment"
      title="Payment details"
      hint="Shown on the buyer’s quote page and on the Payment options page."
    >
      <SettingsInput
        {...edit.bind('upi_numbers')}
        label="UPI / phone-pay numbers"
        hint="One per line."
        rows={3}
      />
      <div className="admin-form-grid">
        {form.bank_accounts.map((b, i) => (
          <SettingsInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are numbered, not identified
            key={i}
            name={`bank_accounts.${i}`}
            label={`Bank account ${i + 1}`}
            hint="Name, account number, IFSC, branch"
            value={b}
            errors={errors}
            rows={4}
            onChange={(v) => edit.setBankAccount(i, v)}
          />
        ))}
      </div>
    </Section>
  )
}

export function AnnouncementSection({ edit }: { edit: SettingsEdit }) {
  const { form } = edit
  return (
    <Section id="announcement" title="Announcement banner" hint="The line at the top of every page.">
      <SettingsInput
        {...edit.bind('announcement')}
        label="Banner text"
        hint={`${form.announcement.length} of ${ANNOUNCEMENT_MAX} characters`}
        rows={3}
        maxLength={ANNOUNCEMENT_MAX}
      />
      <SettingsInput
        {...edit.bind('announcement_ta')}
        label="Announcement (Tamil)"
        hint={`For the Tamil pages; left empty, they show the English line. ${form.announcement_ta.length} of ${ANNOUNCEMENT_MAX} characters`}
        rows={3}
        maxLength={ANNOUNCEMENT_MAX}
      />
    </Section>
  )
}

export function SeasonSection({ edit }: { edit: SettingsEdit }) {
  return (
    <Section
      id="season"
      title="Season"
      hint="Names the price list in the menus and on its page: “Price List · Diwali 2026”. Left empty, it reads “Price List”."
    >
      <div className="admin-narrow">
        <SettingsInput {...edit.bind('season_name')} label="Season name" maxLength={SEASON_MAX} />
        <SettingsInput
          {...edit.bind('season_name_ta')}
          label="Season name (Tamil)"
          hint="For the Tamil pages, e.g. தீபாவளி 2026; left empty, they show the English name."
          maxLength={SEASON_MAX}
        />
      </div>
    </Section>
  )
}

const BILLING_FIELDS = [
  {
    name: 'upi_id',
    label: 'UPI ID',
    hint: 'Buyers pay to it from the quote page, e.g. sivakasicrackers@okaxis',
  },
  { name: 'payee_name', label: 'Payee name', hint: 'The name the UPI app shows for that ID' },
  { name: 'legal_name', label: 'Name registered for GST' },
  { name: 'gstin', label: 'GSTIN', hint: '15 characters, e.g. 33ABCDE1234F1Z5' },
  { name: 'licence_no', label: 'Explosives licence number' },
  { name: 'licence_valid_until', label: 'Licence valid until', hint: 'yyyy-mm-dd, e.g. 2027-03-31' },
  { name: 'invoice_prefix', label: 'Invoice number prefix', hint: 'SC gives SC/2026-27/0001' },
  { name: 'quote_valid_days', label: 'Quotes stay open for (days)', inputMode: 'numeric' },
] as const

export function BillingSection({ edit }: { edit: SettingsEdit }) {
  return (
    <Section
      id="billing"
      title="Quotes, UPI and tax invoices"
      hint="Printed on every quote's payment request and on the tax invoice issued when an order is paid."
    >
      <div className="admin-form-grid">
        {BILLING_FIELDS.map((b) => (
          <SettingsInput key={b.name} {...b} {...edit.bind(b.name)} />
        ))}
      </div>
    </Section>
  )
}
