import { toRupees } from '@contract/money'
import { MAX_REFERRERS } from '@contract/settings'
import { rupees } from '../../lib/format'
import { RowList, Section, SettingsInput } from './settings-fields'
import { emptyRegion, rupeesToPaise } from './settings-rules'
import type { SettingsEdit } from './use-settings-form'

// The settings edited as lists: minimum order by region, reference persons (the season's rules are
// in settings-season.tsx).

const amountHint = (text: string) => {
  const paise = rupeesToPaise(text)
  return Number.isFinite(paise) && paise >= 0
    ? `Shown to buyers as ${rupees(toRupees(paise))}`
    : 'In rupees, e.g. 2500'
}

// A region's or an area's name and its PIN prefixes.
function NameAndPrefixes({
  edit,
  list,
  i,
  row,
  example,
}: {
  edit: SettingsEdit
  list: 'regions' | 'banned_areas'
  i: number
  row: { name: string; pin_prefixes: string }
  example: string
}) {
  return (
    <>
      <SettingsInput
        name={`${list}.${i}.name`}
        label="Name"
        value={row.name}
        errors={edit.errors}
        maxLength={100}
        onChange={(v) => edit.setRow(list, i, 'name', v)}
      />
      <SettingsInput
        name={`${list}.${i}.pin_prefixes`}
        label="PIN prefixes"
        value={row.pin_prefixes}
        errors={edit.errors}
        hint={`Separated by commas, e.g. ${example}`}
        inputMode="numeric"
        onChange={(v) => edit.setRow(list, i, 'pin_prefixes', v)}
      />
    </>
  )
}

export function MinimumOrderSection({ edit }: { edit: SettingsEdit }) {
  const { form, errors } = edit
  return (
    <Section
      id="minimum"
      title="Minimum order"
      hint="By the buyer's PIN code: the longest matching prefix wins. Other PIN codes use the last figure."
    >
      <RowList
        rows={form.regions}
        noun="Region"
        addLabel="Add a region"
        onAdd={() => edit.addRow('regions', emptyRegion())}
        onRemove={(i) => edit.removeRow('regions', i)}
      >
        {(r, i) => (
          <div className="admin-form-grid admin-grid-3">
            <NameAndPrefixes edit={edit} list="regions" i={i} row={r} example="60, 61, 533464" />
            <SettingsInput
              name={`regions.${i}.amount`}
              label="Minimum (₹)"
              value={r.amount}
              errors={errors}
              hint={amountHint(r.amount)}
              inputMode="decimal"
              onChange={(v) => edit.setRow('regions', i, 'amount', v)}
            />
          </div>
        )}
      </RowList>
      <div className="admin-narrow">
        <SettingsInput
          name="other_regions_amount"
          label="Minimum for other regions (₹)"
          value={form.other_regions_amount}
          errors={errors}
          hint={amountHint(form.other_regions_amount)}
          inputMode="decimal"
          onChange={(v) => edit.setTop('other_regions_amount', v)}
        />
      </div>
    </Section>
  )
}

export function ReferrersSection({ edit }: { edit: SettingsEdit }) {
  const { form, errors } = edit
  return (
    <Section id="referrers" title="Reference persons" hint="The buyer picks one of these at checkout.">
      {errors.referrers && (
        <p className="field-error" role="alert">
          {errors.referrers}
        </p>
      )}
      <RowList
        rows={form.referrers}
        noun="Person"
        addLabel="Add a person"
        canRemove={form.referrers.length > 1}
        canAdd={form.referrers.length < MAX_REFERRERS}
        onAdd={() => edit.addRow('referrers', { name: '', phone: '' })}
        onRemove={(i) => edit.removeRow('referrers', i)}
      >
        {(r, i) => (
          <div className="admin-form-grid">
            <SettingsInput
              name={`referrers.${i}.name`}
              label="Name"
              value={r.name}
              errors={errors}
              maxLength={60}
              onChange={(v) => edit.setRow('referrers', i, 'name', v)}
            />
            <SettingsInput
              name={`referrers.${i}.phone`}
              label="Phone (10 digits)"
              value={r.phone}
              errors={errors}
              inputMode="tel"
              maxLength={10}
              onChange={(v) => edit.setRow('referrers', i, 'phone', v.replace(/\D/g, '').slice(0, 10))}
            />
          </div>
        )}
      </RowList>
    </Section>
  )
}
