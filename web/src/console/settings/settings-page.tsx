import type { StoredSettings } from '@contract/settings'
import { useQuery } from '@tanstack/react-query'
import { BusyFieldset } from '../../ui/form/use-form-submit'
import { isAuthError, useAuthError } from '../kit/access'
import { FormActions } from '../kit/form-actions'
import { adminSettingsQuery } from '../kit/queries'
import { AdminPage, LoadError } from '../shell/shell'
import { QuietHoursSection } from './settings-alerts'
import {
  AnnouncementSection,
  BillingSection,
  ContactSection,
  GstSection,
  PaymentSection,
  SeasonSection,
} from './settings-contact'
import { MinimumOrderSection, ReferrersSection } from './settings-lists'
import { SeasonRulesSection } from './settings-season'
import { TransportSection } from './settings-transport'
import { WhatsappSection } from './settings-whatsapp'
import { useSettingsForm } from './use-settings-form'

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

function SettingsEditor({ stored }: { stored: StoredSettings }) {
  const edit = useSettingsForm(stored)
  return (
    <form ref={edit.formRef} className="admin-settings stack" {...edit.submit.formProps}>
      <BusyFieldset busy={edit.submit.processing} legend="Shop settings" className="admin-fieldset stack">
        <MinimumOrderSection edit={edit} />
        <SeasonRulesSection edit={edit} />
        <GstSection edit={edit} />
        <ReferrersSection edit={edit} />
        <ContactSection edit={edit} />
        <PaymentSection edit={edit} />
        <BillingSection edit={edit} />
        <WhatsappSection edit={edit} />
        <AnnouncementSection edit={edit} />
        <SeasonSection edit={edit} />
        <TransportSection edit={edit} />
        <QuietHoursSection edit={edit} />
      </BusyFieldset>
      <FormActions submit={edit.submit} className="admin-save-bar" label={'Save settings'}>
        <button type="button" className="btn" disabled={edit.submit.processing} onClick={edit.undo}>
          Undo changes
        </button>
      </FormActions>
    </form>
  )
}
