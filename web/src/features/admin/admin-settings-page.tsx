import type { StoredSettings } from '@contract/settings'
import { MAX_REFERRERS } from '@contract/settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { toast } from '../../ui/toast'
import { adminSettingsQuery, afterSettingsChange, saveSettings } from './admin.queries'
import { handleAuthError, isAuthError, useAuthError } from './admin-access'
import { Field, focusFirstInvalid, idOf, unplacedMessage } from './admin-field'
import type { FieldErrors } from './admin-issues'
import {
  ANNOUNCEMENT_MAX,
  type AreaForm,
  emptyArea,
  emptyRegion,
  type RegionForm,
  rupeesToPaise,
  type SettingsForm,
  settingsIssuesToErrors,
  settingsToForm,
  validateSettings,
} from './admin-settings-rules'
import { AdminPage, LoadError } from './admin-shell'

export function AdminSettingsPage() {
  return (
    <AdminPage title="Settings">
      <SettingsLoader />
    </AdminPage>
  )
}

function SettingsLoader() {
  const settings = useQuery(adminSettingsQuery())
  useAuthError(settings.error)
  if (settings.isError)
    return isAuthError(settings.error) ? null : (
      <LoadError what="the settings" onRetry={() => settings.refetch()} />
    )
  if (settings.isPending) return <p className="muted">Loading the settings…</p>
  return <SettingsEditor stored={settings.data} />
}

const fid = (key: string) => idOf('settings', key)

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="card admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {hint && <p className="muted">{hint}</p>}
      {children}
    </section>
  )
}

function SettingsEditor({ stored }: { stored: StoredSettings }) {
  const qc = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState<SettingsForm>(() => settingsToForm(stored))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer, sent) => {
      const saved = answer && typeof answer === 'object' && 'minimum_order' in answer ? answer : sent
      setErrors({})
      setForm(settingsToForm(saved))
      afterSettingsChange(qc, saved)
      toast.success('Updated successfully', 'Success')
    },
    onError: (e) => {
      if (handleAuthError(e)) return
      if (e instanceof ApiError) {
        const fieldErrors = settingsIssuesToErrors(e.issues)
        setErrors(fieldErrors)
        setFailure(unplacedMessage('settings', fieldErrors, e.message))
        focusFirstInvalid(formRef.current)
      } else setFailure('Something went wrong. Please try again.')
    },
  })

  const update = (change: (f: SettingsForm) => SettingsForm, clear: string) => {
    setForm(change)
    setErrors((errs) => {
      const next: FieldErrors = {}
      for (const [k, v] of Object.entries(errs)) if (k !== clear && !k.startsWith(`${clear}.`)) next[k] = v
      return next
    })
  }
  const setTop = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) =>
    update((f) => ({ ...f, [key]: value }), key)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (save.isPending) return
    setFailure(null)
    const { settings, errors: found } = validateSettings(form)
    setErrors(found)
    if (!settings) {
      focusFirstInvalid(formRef.current)
      return
    }
    save.mutate(settings)
  }

  // One text input of the form, by its key ('support_phone', 'regions.0.name').
  const input = (
    key: string,
    label: ReactNode,
    value: string,
    onChange: (v: string) => void,
    extra: {
      hint?: ReactNode
      inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url'
      maxLength?: number
    } = {},
  ) => (
    <Field id={fid(key)} label={label} error={errors[key]} hint={extra.hint}>
      {(c) => (
        <input
          {...c}
          value={value}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )

  const setRegion = (i: number, patch: Partial<RegionForm>, key: keyof RegionForm) =>
    update(
      (f) => ({ ...f, regions: f.regions.map((r, j) => (j === i ? { ...r, ...patch } : r)) }),
      `regions.${i}.${key}`,
    )
  const setArea = (i: number, patch: Partial<AreaForm>, key: keyof AreaForm) =>
    update(
      (f) => ({ ...f, banned_areas: f.banned_areas.map((a, j) => (j === i ? { ...a, ...patch } : a)) }),
      `banned_areas.${i}.${key}`,
    )
  const setReferrer = (i: number, patch: Partial<SettingsForm['referrers'][number]>, key: 'name' | 'phone') =>
    update(
      (f) => ({ ...f, referrers: f.referrers.map((r, j) => (j === i ? { ...r, ...patch } : r)) }),
      `referrers.${i}.${key}`,
    )

  const amountHint = (text: string) => {
    const paise = rupeesToPaise(text)
    return Number.isFinite(paise) && paise >= 0
      ? `Shown to buyers as ${rupees(paise / 100)}`
      : 'In rupees, e.g. 2500'
  }

  return (
    <form
      ref={formRef}
      className="admin-settings stack"
      noValidate
      onSubmit={submit}
      aria-busy={save.isPending}
    >
      <fieldset className="admin-fieldset stack" disabled={save.isPending}>
        <legend className="visually-hidden">Shop settings</legend>
        <Section
          id="minimum"
          title="Minimum order"
          hint="By the buyer's PIN code: the longest matching prefix wins. Other PIN codes use the last figure."
        >
          {form.regions.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
            <fieldset key={i} className="admin-group admin-row-group">
              <legend>Region {i + 1}</legend>
              <div className="admin-form-grid admin-grid-3">
                {input(`regions.${i}.name`, 'Name', r.name, (v) => setRegion(i, { name: v }, 'name'), {
                  maxLength: 100,
                })}
                {input(
                  `regions.${i}.pin_prefixes`,
                  'PIN prefixes',
                  r.pin_prefixes,
                  (v) => setRegion(i, { pin_prefixes: v }, 'pin_prefixes'),
                  { hint: 'Separated by commas, e.g. 60, 61, 533464', inputMode: 'numeric' },
                )}
                {input(
                  `regions.${i}.amount`,
                  'Minimum (₹)',
                  r.amount,
                  (v) => setRegion(i, { amount: v }, 'amount'),
                  { hint: amountHint(r.amount), inputMode: 'decimal' },
                )}
              </div>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() =>
                  update((f) => ({ ...f, regions: f.regions.filter((_, j) => j !== i) }), 'regions')
                }
              >
                Remove region {i + 1}
              </button>
            </fieldset>
          ))}
          <p>
            <button
              type="button"
              className="btn"
              onClick={() => update((f) => ({ ...f, regions: [...f.regions, emptyRegion()] }), 'regions')}
            >
              Add a region
            </button>
          </p>
          <div className="admin-narrow">
            {input(
              'other_regions_amount',
              'Minimum for other regions (₹)',
              form.other_regions_amount,
              (v) => setTop('other_regions_amount', v),
              { hint: amountHint(form.other_regions_amount), inputMode: 'decimal' },
            )}
          </div>
        </Section>

        <Section
          id="banned"
          title="No delivery to"
          hint="Enquiries from these PIN codes are refused at checkout."
        >
          {form.banned_areas.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
            <fieldset key={i} className="admin-group admin-row-group">
              <legend>Area {i + 1}</legend>
              <div className="admin-form-grid">
                {input(`banned_areas.${i}.name`, 'Name', a.name, (v) => setArea(i, { name: v }, 'name'), {
                  maxLength: 100,
                })}
                {input(
                  `banned_areas.${i}.pin_prefixes`,
                  'PIN prefixes',
                  a.pin_prefixes,
                  (v) => setArea(i, { pin_prefixes: v }, 'pin_prefixes'),
                  { hint: 'Separated by commas, e.g. 110, 121', inputMode: 'numeric' },
                )}
              </div>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() =>
                  update(
                    (f) => ({ ...f, banned_areas: f.banned_areas.filter((_, j) => j !== i) }),
                    'banned_areas',
                  )
                }
              >
                Remove area {i + 1}
              </button>
            </fieldset>
          ))}
          <p>
            <button
              type="button"
              className="btn"
              onClick={() =>
                update((f) => ({ ...f, banned_areas: [...f.banned_areas, emptyArea()] }), 'banned_areas')
              }
            >
              Add an area
            </button>
          </p>
        </Section>

        <Section id="gst" title="GST">
          <div className="admin-narrow">
            {input(
              'gst_rate_percent',
              'GST rate (%)',
              form.gst_rate_percent,
              (v) => setTop('gst_rate_percent', v),
              {
                hint: 'Not added online: prices exclude it and you add it when confirming.',
                inputMode: 'decimal',
              },
            )}
          </div>
        </Section>

        <Section id="referrers" title="Reference persons" hint="The buyer picks one of these at checkout.">
          {errors.referrers && (
            <p className="field-error" role="alert">
              {errors.referrers}
            </p>
          )}
          {form.referrers.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
            <fieldset key={i} className="admin-group admin-row-group">
              <legend>Person {i + 1}</legend>
              <div className="admin-form-grid">
                {input(`referrers.${i}.name`, 'Name', r.name, (v) => setReferrer(i, { name: v }, 'name'), {
                  maxLength: 60,
                })}
                {input(
                  `referrers.${i}.phone`,
                  'Phone (10 digits)',
                  r.phone,
                  (v) => setReferrer(i, { phone: v.replace(/\D/g, '').slice(0, 10) }, 'phone'),
                  { inputMode: 'tel', maxLength: 10 },
                )}
              </div>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={form.referrers.length <= 1}
                onClick={() =>
                  update((f) => ({ ...f, referrers: f.referrers.filter((_, j) => j !== i) }), 'referrers')
                }
              >
                Remove person {i + 1}
              </button>
            </fieldset>
          ))}
          <p>
            <button
              type="button"
              className="btn"
              disabled={form.referrers.length >= MAX_REFERRERS}
              onClick={() =>
                update((f) => ({ ...f, referrers: [...f.referrers, { name: '', phone: '' }] }), 'referrers')
              }
            >
              Add a person
            </button>
          </p>
        </Section>

        <Section id="contact" title="Contact numbers">
          <div className="admin-form-grid">
            {input('support_phone', 'Support phone', form.support_phone, (v) => setTop('support_phone', v), {
              inputMode: 'tel',
            })}
            {input(
              'whatsapp_phone',
              'WhatsApp number',
              form.whatsapp_phone,
              (v) => setTop('whatsapp_phone', v),
              {
                inputMode: 'tel',
                hint: 'With the country code, digits only, e.g. 919876543210',
              },
            )}
            {input('support_email', 'E-mail', form.support_email, (v) => setTop('support_email', v), {
              inputMode: 'email',
            })}
            {input('map_link', 'Map link', form.map_link, (v) => setTop('map_link', v), { inputMode: 'url' })}
          </div>
          <Field id={fid('store_address')} label="Shop address" error={errors.store_address}>
            {(c) => (
              <textarea
                {...c}
                rows={3}
                value={form.store_address}
                onChange={(e) => setTop('store_address', e.target.value)}
              />
            )}
          </Field>
        </Section>

        <Section id="payment" title="Payment details" hint="Shown on the Payment options page.">
          <Field
            id={fid('upi_numbers')}
            label="UPI / phone-pay numbers"
            hint="One per line."
            error={errors.upi_numbers}
          >
            {(c) => (
              <textarea
                {...c}
                rows={3}
                value={form.upi_numbers}
                onChange={(e) => setTop('upi_numbers', e.target.value)}
              />
            )}
          </Field>
          <div className="admin-form-grid">
            {form.bank_accounts.map((b, i) => (
              <Field
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are numbered, not identified
                key={i}
                id={fid(`bank_accounts.${i}`)}
                label={`Bank account ${i + 1}`}
                error={errors[`bank_accounts.${i}`]}
                hint="Name, account number, IFSC, branch"
              >
                {(c) => (
                  <textarea
                    {...c}
                    rows={4}
                    value={b}
                    onChange={(e) =>
                      update(
                        (f) => ({
                          ...f,
                          bank_accounts: f.bank_accounts.map((x, j) => (j === i ? e.target.value : x)),
                        }),
                        `bank_accounts.${i}`,
                      )
                    }
                  />
                )}
              </Field>
            ))}
          </div>
        </Section>

        <Section id="announcement" title="Announcement banner" hint="The line at the top of every page.">
          <Field
            id={fid('announcement')}
            label="Banner text"
            error={errors.announcement}
            hint={`${form.announcement.length} of ${ANNOUNCEMENT_MAX} characters`}
          >
            {(c) => (
              <textarea
                {...c}
                rows={3}
                maxLength={ANNOUNCEMENT_MAX}
                value={form.announcement}
                onChange={(e) => setTop('announcement', e.target.value)}
              />
            )}
          </Field>
        </Section>
      </fieldset>
      {failure && (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-save-bar">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
        <button
          type="button"
          className="btn"
          disabled={save.isPending}
          onClick={() => {
            setForm(settingsToForm(stored))
            setErrors({})
            setFailure(null)
          }}
        >
          Undo changes
        </button>
      </div>
    </form>
  )
}
