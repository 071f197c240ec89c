import { useMutation } from '@tanstack/react-query'
import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { type FieldErrors, issuesToErrors } from './errors'
import { FormAlert } from './field'

// What the form says above its button after a submission: a refusal, or that it was done.
export interface FormMessage {
  kind: 'success' | 'danger' | 'warning'
  text: string
}

// What the submission needs of a form: useForm's, or a form of rows and flags that checks itself
// (marking its messages and focusing the first) and shows the server's.
export interface SubmitForm<K extends string, V> {
  values: V
  check: () => boolean
  showServerErrors: (errors: FieldErrors<K>) => boolean
}

export interface SubmitOptions<K extends string, R, V = Record<K, string>> {
  // The fields a server refusal may name: the form's own (any path, when left out).
  fields?: readonly K[]
  send: (values: V) => Promise<R>
  onDone?: (result: R) => void
  onFailed?: (error: unknown) => void
  // A check beyond the form's fields (a file), told whether the fields passed; false stops the send.
  check?: (fieldsOk: boolean) => boolean
  // Stays busy after success too, while the next page's code downloads.
  busyAfterSuccess?: boolean
}

// The one submission of a form: nothing is sent twice while an answer is awaited, the message of
// the last try is cleared on the next, the fields are checked (and the first invalid one focused)
// before sending, and a refusal naming fields lands under them.
export function useFormSubmit<K extends string, R, V = Record<K, string>>(
  form: SubmitForm<K, V>,
  options: SubmitOptions<K, R, V>,
) {
  const { fields, send, onDone, onFailed, check, busyAfterSuccess } = options
  const [message, say] = useState<FormMessage | null>(null)
  const mutation = useMutation({
    mutationFn: send,
    ...(onDone ? { onSuccess: onDone } : {}),
    ...(onFailed ? { onError: onFailed } : {}),
  })
  const processing = mutation.isPending || (busyAfterSuccess === true && mutation.isSuccess)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (processing) return
    say(null)
    const fieldsOk = form.check()
    const othersOk = check ? check(fieldsOk) : true
    if (fieldsOk && othersOk) mutation.mutate(form.values)
  }

  // The server's field problems under their fields: null when the refusal names none, else
  // whether one landed on a field of this form.
  const placeIssues = (e: unknown): boolean | null =>
    e instanceof ApiError && e.issues.length > 0
      ? form.showServerErrors(issuesToErrors(e.issues, fields ? { fields } : {}))
      : null

  return {
    processing,
    message,
    say,
    placeIssues,
    formProps: { noValidate: true, 'aria-busy': processing, onSubmit },
  }
}

export type FormSubmit = ReturnType<typeof useFormSubmit>

// The fields, disabled while sending, with a legend for screen readers.
export function BusyFieldset({
  busy,
  legend,
  className,
  children,
}: {
  busy: boolean
  legend: string
  className?: string
  children: ReactNode
}) {
  return (
    <fieldset disabled={busy} className={className}>
      <legend className="visually-hidden">{legend}</legend>
      {children}
    </fieldset>
  )
}

// The submission's message, if any (quiet when a toast already says it), with anything that
// belongs to it (a link onward).
export function SubmitMessage({
  message,
  quiet,
  children,
}: {
  message: FormMessage | null
  quiet?: boolean
  children?: ReactNode
}) {
  if (!message) return null
  return (
    <FormAlert kind={message.kind} {...(quiet ? { quiet } : {})}>
      {message.text}
      {children}
    </FormAlert>
  )
}

// The form's one button: says what it is doing while busy.
export function SubmitButton({
  busy,
  label,
  busyLabel,
  ...rest
}: { busy: boolean; label: string; busyLabel: string } & Omit<ComponentProps<'button'>, 'type'>) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy} {...rest}>
      {busy ? busyLabel : label}
    </button>
  )
}

// The end of a form: the submission's message (anything in `children` follows its text), an
// optional note, then the button.
export function SubmitRow({
  submit,
  quiet,
  note,
  children,
  ...button
}: {
  submit: Pick<FormSubmit, 'processing' | 'message'>
  quiet?: boolean
  note?: ReactNode
  children?: ReactNode
} & Omit<ComponentProps<typeof SubmitButton>, 'busy' | 'children'>) {
  return (
    <>
      <SubmitMessage message={submit.message} quiet={quiet}>
        {children}
      </SubmitMessage>
      {note}
      <SubmitButton busy={submit.processing} {...button} />
    </>
  )
}
