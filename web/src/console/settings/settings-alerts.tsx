import { Section, SettingsInput } from './settings-fields'
import type { SettingsEdit } from './use-settings-form'

const BOUNDS = [
  { key: 'quiet_from', label: 'Quiet from (HH:MM)' },
  { key: 'quiet_to', label: 'Quiet until (HH:MM)' },
] as const

// When the seller's phones stay silent: alerts falling inside wait until the quiet hours end.
export function QuietHoursSection({ edit }: { edit: SettingsEdit }) {
  const dispatch = edit.form.dispatch
  const set = (key: (typeof BOUNDS)[number]['key'], value: string) =>
    edit.setTop('dispatch', { ...dispatch, alerts: { ...dispatch.alerts, [key]: value.trim() } })
  return (
    <Section
      id="alerts"
      title="Alerts: quiet hours"
      hint="India time, 24-hour clock (22:00 to 07:00 runs over midnight). Leave both empty for alerts at any hour."
    >
      <div className="admin-form-grid">
        {BOUNDS.map(({ key, label }) => (
          <SettingsInput
            key={key}
            name={`alerts.${key}`}
            label={label}
            value={dispatch.alerts[key]}
            errors={edit.errors}
            onChange={(v) => set(key, v)}
            inputMode="numeric"
            maxLength={5}
          />
        ))}
      </div>
    </Section>
  )
}
