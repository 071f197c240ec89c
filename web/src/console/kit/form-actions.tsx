import type { ReactNode } from 'react'
import type { FormSubmit } from '../../ui/form'
import { BusyFieldset, SubmitButton, SubmitMessage } from '../../ui/form/use-form-submit'

// The end of a console form: the submission's message, then its button beside the others (Cancel).
export function FormActions({
  submit,
  className,
  label,
  busyLabel = 'Saving…',
  children,
}: {
  submit: Pick<FormSubmit, 'processing' | 'message'>
  className: string
  label: string
  busyLabel?: string
  children: ReactNode
}) {
  return (
    <>
      <SubmitMessage message={submit.message} />
      <div className={className}>
        <SubmitButton
          className="btn btn-primary"
          busy={submit.processing}
          label={label}
          busyLabel={busyLabel}
        />
        {children}
      </div>
    </>
  )
}

// A console form's fields, disabled while its submission is under way.
export function AdminFieldset({
  submit,
  legend,
  children,
}: {
  submit: Pick<FormSubmit, 'processing'>
  legend: string
  children: ReactNode
}) {
  return (
    <BusyFieldset busy={submit.processing} legend={legend} className="admin-fieldset">
      {children}
    </BusyFieldset>
  )
}
