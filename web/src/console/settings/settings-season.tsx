import { gstState } from '@contract/gst-state-list'
import { INDIA_OFFSET_MS } from '@contract/india-time'
import type { RuleTiming } from '@contract/season-rules'
import { Field } from '../../ui/form'
import { shownDay } from '../kit/shown-day'
import { RowList, Section, SettingsInput, settingsId } from './settings-fields'
import { type AreaForm, emptyArea, parsePrefixes } from './settings-rules'
import type { SettingsEdit } from './use-settings-form'

// The season's rules: areas where crackers are banned or only green crackers may go, by PIN
// prefix or State, for some days or always; the last day for enquiries from other States; and
// which rules are in force today (the India day of this computer's clock; the server uses its own).

const KINDS = [
  { value: 'no_sale', label: 'No sale' },
  { value: 'green_only', label: 'Green crackers only' },
] as const

// As the server's ruleTiming (contract/season-rules.ts) decides it, and India's day as it reads
// it; written here so the console and the checkout share no chunk for three lines, which every
// page's first load would list.
const ruleTiming = (a: Pick<AreaForm, 'from' | 'to'>, day: string): RuleTiming =>
  a.from && day < a.from ? 'upcoming' : a.to && day > a.to ? 'ended' : 'in_force'
const indiaToday = () => new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 10)

const TIMING: Record<RuleTiming, string> = {
  in_force: 'In force today',
  upcoming: 'Upcoming',
  ended: 'Ended',
}

// '07, 29' → 'Delhi, Karnataka'; an unknown code shows as typed, for the seller to correct.
const stateNames = (text: string) =>
  parsePrefixes(text)
    .map((c) => gstState(c.padStart(2, '0'))?.en ?? c)
    .join(', ')

const datesOf = (a: Pick<AreaForm, 'from' | 'to'>) =>
  a.from || a.to ? `${a.from ? shownDay(a.from) : '…'} – ${a.to ? shownDay(a.to) : '…'}` : 'Always'

function AreaRow({ edit, a, i }: { edit: SettingsEdit; a: AreaForm; i: number }) {
  const at = (key: string) => `banned_areas.${i}.${key}`
  const set = (key: keyof AreaForm) => (v: string) => edit.setRow('banned_areas', i, key, v)
  const input = (key: 'name' | 'pin_prefixes' | 'states' | 'from' | 'to', label: string, hint?: string) => (
    <SettingsInput
      name={at(key)}
      label={label}
      value={a[key]}
      errors={edit.errors}
      hint={hint}
      onChange={set(key)}
    />
  )
  return (
    <div className="admin-form-grid admin-grid-3">
      {input('name', 'Name')}
      <Field id={settingsId(at('kind'))} label="Kind" error={edit.errors[at('kind')]}>
        {(c) => (
          <select {...c} value={a.kind} onChange={(e) => set('kind')(e.target.value)}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input('pin_prefixes', 'PIN prefixes', 'Separated by commas, e.g. 110, 121')}
      {input('states', 'States (GST codes)', stateNames(a.states) || 'e.g. 07 Delhi, 06 Haryana')}
      {input('from', 'From (first day)', 'yyyy-mm-dd; empty: already')}
      {input('to', 'To (last day)', 'yyyy-mm-dd; empty: no end')}
    </div>
  )
}

// Each rule with its kind, place and days, grouped by whether it is in force today.
function RulesToday({ areas, lastDay }: { areas: AreaForm[]; lastDay: string }) {
  const today = indiaToday()
  const rows = areas.map((a) => ({ a, timing: ruleTiming(a, today) }))
  rows.sort((x, y) => Object.keys(TIMING).indexOf(x.timing) - Object.keys(TIMING).indexOf(y.timing))
  return (
    <div className="admin-table-scroll">
      <table className="data stack-table admin-table">
        <caption>Rules on {shownDay(today)} (as saved once you save)</caption>
        <thead>
          <tr>
            <th scope="col">Today</th>
            <th scope="col">Rule</th>
            <th scope="col">Kind</th>
            <th scope="col">Where</th>
            <th scope="col">Days</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ a, timing }, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of the form have no id of their own
            <tr key={i}>
              <td>{TIMING[timing]}</td>
              <th scope="row">{a.name || '—'}</th>
              <td>{KINDS.find((k) => k.value === a.kind)?.label}</td>
              <td>{[a.pin_prefixes, stateNames(a.states)].filter(Boolean).join('; ')}</td>
              <td>{datesOf(a)}</td>
            </tr>
          ))}
          {lastDay && (
            <tr>
              <td>{today > lastDay ? 'In force today' : 'Upcoming'}</td>
              <th scope="row">Other States closed</th>
              <td>No sale outside Tamil Nadu</td>
              <td>Every State but Tamil Nadu</td>
              <td>From {shownDay(lastDay)}, after the last day</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}

export function SeasonRulesSection({ edit }: { edit: SettingsEdit }) {
  const { form } = edit
  return (
    <Section
      id="banned"
      title="Season rules: no delivery, green crackers only"
      hint="Checked on the day the enquiry arrives. A rule with no days is always in force."
    >
      <RulesToday areas={form.banned_areas} lastDay={form.other_states_last_day} />
      <RowList
        rows={form.banned_areas}
        noun="Rule"
        addLabel="Add a rule"
        onAdd={() => edit.addRow('banned_areas', emptyArea())}
        onRemove={(i) => edit.removeRow('banned_areas', i)}
      >
        {(a, i) => <AreaRow edit={edit} a={a} i={i} />}
      </RowList>
      <div className="admin-narrow">
        <SettingsInput
          {...edit.bind('other_states_last_day')}
          label="Last day for other States"
          hint="yyyy-mm-dd. From the next day, enquiries from outside Tamil Nadu are refused. Empty: no last day."
        />
      </div>
    </Section>
  )
}
