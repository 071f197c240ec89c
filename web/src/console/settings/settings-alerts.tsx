import { Section, SettingsInput } from './settings-fields'
import type { SettingsEdit } from './use-settings-form'

// When the seller's phones stay silent: alerts falling inside wait until the quiet hours end.
export function QuietHoursSection({ edit }: { edit: SettingsEdit }) {
  const dispatch = edit.form.dispatch
  const set = (key: 'quiet_from' | 'quiet_to', value: string) =>
    edit.setTop('dispatch', { ...dispatch, alerts: { ...dispatch.alerts, [key]: value.trim() } })
  return (
    <Section
      id="alerts"
      title="Alerts: quiet hours"
      hint="India time, 24-hour clock (22:00 to 07:00 runs over midnight). Leave both empty for alerts at any hour."
    >
      <div className="admin-form-grid">
        <SettingsInput
          name="alerts.quiet_from"
          label="Quiet from (HH:MM)"
          value={dispatch.alerts.quiet_from}
          errors={edit.errors}
          onChange={(v) => set('quiet_from', v)}
          inputMode="numeric"
          maxLength={5}
        />
        <SettingsInput
          name="alerts.quiet_to"
          label="Quiet until (HH:MM)"
          value={dispatch.alerts.quiet_to}
          errors={edit.errors}
          onChange={(v) => set('quiet_to', v)}
          inputMode="numeric"
          maxLength={5}
        />
      </div>
    </Section>
  )
}
