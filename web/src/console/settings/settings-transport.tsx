import type { Branch, Transporter } from '@contract/settings-dispatch'
import { TRACKING_URL_MAX } from '@contract/tracking-link'
import { RowList, Section, SettingsInput } from './settings-fields'
import {
  daysOf,
  daysText,
  emptyBranch,
  emptyTransporter,
  followId,
  kmOf,
  kmText,
} from './settings-transport-rules'
import type { SettingsEdit } from './use-settings-form'

// The transporters that carry fireworks and their branches, as the dispatch form offers them. A
// dispatched parcel keeps the branch as it was that day, so editing here never moves a parcel.

type Dispatch = SettingsEdit['form']['dispatch']

export function TransportSection({ edit }: { edit: SettingsEdit }) {
  const dispatch = edit.form.dispatch
  const list = dispatch.transport.transporters
  const setList = (transporters: Transporter[]) =>
    edit.setTop('dispatch', { ...dispatch, transport: { transporters } } satisfies Dispatch)
  const setTransporter = (i: number, next: Transporter) => setList(list.map((t, j) => (j === i ? next : t)))
  const path = (i: number) => `transport.transporters.${i}`

  return (
    <Section
      id="transport"
      title="Transport"
      hint="The transporters you send by, each with the branches buyers collect from. Free days: how long a branch keeps a parcel free after the day it arrives."
    >
      <RowList
        rows={list}
        noun="Transporter"
        addLabel="Add a transporter"
        canAdd={list.length < 50}
        onAdd={() => setList([...list, emptyTransporter()])}
        onRemove={(i) => setList(list.filter((_, j) => j !== i))}
      >
        {(t, i) => {
          const others = list.filter((_, j) => j !== i).map((x) => x.id)
          return (
            <div className="stack">
              <div className="admin-form-grid">
                <SettingsInput
                  name={`${path(i)}.name`}
                  label="Name"
                  value={t.name}
                  errors={edit.errors}
                  maxLength={80}
                  onChange={(name) =>
                    setTransporter(i, { ...t, name, id: followId(t.id, t.name, name, others) })
                  }
                />
                <SettingsInput
                  name={`${path(i)}.phone`}
                  label="Phone (optional)"
                  value={t.phone}
                  errors={edit.errors}
                  inputMode="tel"
                  maxLength={30}
                  onChange={(phone) => setTransporter(i, { ...t, phone })}
                />
                <SettingsInput
                  name={`${path(i)}.gstin`}
                  label="GSTIN or TRANSIN (for e-way bills)"
                  value={t.gstin}
                  errors={edit.errors}
                  maxLength={15}
                  hint="15 characters, on the transporter's LR. Needed for an e-way bill."
                  onChange={(gstin) => setTransporter(i, { ...t, gstin: gstin.toUpperCase() })}
                />
                <SettingsInput
                  name={`${path(i)}.tracking_url`}
                  label="Tracking address (optional)"
                  value={t.tracking_url}
                  errors={edit.errors}
                  inputMode="url"
                  maxLength={TRACKING_URL_MAX}
                  hint="The transporter's tracking page with {lr} where the LR number goes, e.g. https://track.example/?lr={lr}. Buyers get the link on their transport page and in the Dispatched message. Empty: no link."
                  onChange={(tracking_url) => setTransporter(i, { ...t, tracking_url })}
                />
              </div>
              <Branches
                edit={edit}
                at={`${path(i)}.branches`}
                branches={t.branches}
                onChange={(branches) => setTransporter(i, { ...t, branches })}
              />
            </div>
          )
        }}
      </RowList>
    </Section>
  )
}

function Branches({
  edit,
  at,
  branches,
  onChange,
}: {
  edit: SettingsEdit
  at: string
  branches: Branch[]
  onChange: (branches: Branch[]) => void
}) {
  const set = (i: number, next: Branch) => onChange(branches.map((b, j) => (j === i ? next : b)))
  const field = (i: number, key: keyof Branch) => `${at}.${i}.${key}`
  return (
    <RowList
      rows={branches}
      noun="Branch"
      addLabel="Add a branch"
      canRemove={branches.length > 1}
      canAdd={branches.length < 200}
      onAdd={() => onChange([...branches, emptyBranch()])}
      onRemove={(i) => onChange(branches.filter((_, j) => j !== i))}
    >
      {(b, i) => {
        const others = branches.filter((_, j) => j !== i).map((x) => x.id)
        return (
          <div className="admin-form-grid">
            <SettingsInput
              name={field(i, 'town')}
              label="Town"
              value={b.town}
              errors={edit.errors}
              maxLength={60}
              onChange={(town) => set(i, { ...b, town, id: followId(b.id, b.town, town, others) })}
            />
            <SettingsInput
              name={field(i, 'town_ta')}
              label="Town in Tamil (optional)"
              value={b.town_ta}
              errors={edit.errors}
              maxLength={60}
              hint="As Tamil buyers read it, e.g. மதுரை. Empty: the Tamil pages show the town above."
              onChange={(town_ta) => set(i, { ...b, town_ta })}
            />
            <SettingsInput
              name={field(i, 'phone')}
              label="Branch phone"
              value={b.phone}
              errors={edit.errors}
              inputMode="tel"
              maxLength={30}
              onChange={(phone) => set(i, { ...b, phone })}
            />
            <SettingsInput
              name={field(i, 'address')}
              label="Address"
              value={b.address}
              errors={edit.errors}
              rows={2}
              maxLength={300}
              onChange={(address) => set(i, { ...b, address })}
            />
            <SettingsInput
              name={field(i, 'map_link')}
              label="Map link (optional)"
              value={b.map_link}
              errors={edit.errors}
              inputMode="url"
              maxLength={500}
              hint="Empty: buyers get a maps search of the address."
              onChange={(map_link) => set(i, { ...b, map_link })}
            />
            <SettingsInput
              name={field(i, 'free_days')}
              label="Free days"
              value={daysText(b.free_days)}
              errors={edit.errors}
              inputMode="numeric"
              maxLength={2}
              onChange={(v) => set(i, { ...b, free_days: daysOf(v) })}
            />
            <SettingsInput
              name={field(i, 'distance_km')}
              label="Distance from the shop, km (for e-way bills)"
              value={kmText(b.distance_km)}
              errors={edit.errors}
              inputMode="numeric"
              maxLength={4}
              hint="Road distance to this branch, 1 to 4000. Needed for an e-way bill."
              onChange={(v) => set(i, { ...b, distance_km: kmOf(v) })}
            />
          </div>
        )
      }}
    </RowList>
  )
}
