import { describe, expect, it } from 'vitest'
import { settingsToForm, validateSettings } from '../../web/src/console/settings/settings-rules'
import { defaultSettings } from '../../worker/contract/settings-defaults'

const withQuiet = (quiet_from: string, quiet_to: string) => {
  const form = settingsToForm(defaultSettings)
  return validateSettings({ ...form, dispatch: { ...form.dispatch, alerts: { quiet_from, quiet_to } } })
}

describe('quiet hours in the console settings', () => {
  it('saves a window over midnight, or none', () => {
    expect(withQuiet('23:30', '06:00').settings?.alerts).toEqual({ quiet_from: '23:30', quiet_to: '06:00' })
    expect(withQuiet('', '').settings?.alerts).toEqual({ quiet_from: '', quiet_to: '' })
  })
  it('a time that is not HH:MM is shown on its own field', () => {
    const { settings, errors } = withQuiet('25:00', '7')
    expect(settings).toBeNull()
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['alerts.quiet_from', 'alerts.quiet_to']))
  })
  it('a start without an end is shown on the end field, not saved as no quiet hours', () => {
    const { settings, errors } = withQuiet('23:00', '')
    expect(settings).toBeNull()
    expect(Object.keys(errors)).toEqual(['alerts.quiet_to'])
  })
})
