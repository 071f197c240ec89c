import type { AdminOrderDetail } from '@contract/admin'
import type { AdminQuotes, QuoteRevisionInput, QuoteVersion } from '@contract/quotes'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { rupees } from '../../lib/format'
import { Field } from '../../ui/form'
import { useFormSubmit } from '../../ui/form/use-form-submit'
import { handleAuthError } from '../kit/access'
import { FormActions } from '../kit/form-actions'
import { adminQuotesQuery, afterOrderChange, afterQuoteSent, sendQuote } from '../kit/queries'
import { QuoteFiguresList } from './quote-figures'
import { FREIGHT_AMOUNT_HINT, FreightTermsField } from './quote-freight'
import { ProductPicker } from './quote-picker'
import {
  addProduct,
  checkDraft,
  type DraftErrors,
  type DraftLine,
  draftFreight,
  draftFrom,
  figuresInRupees,
  indiaDay,
  lineAmount,
  lineFieldId,
  previewFigures,
  type QuoteDraft,
  removeLine,
  updateLine,
} from './quote-rules'

// The seller's next version of the quote, starting from the latest one. The figures under it are a
// preview: the server prices the quote again when it is sent.
export function QuoteEditor({
  order: o,
  latest,
  gstRatePercent,
  onSent,
  onCancel,
}: {
  order: AdminOrderDetail
  latest: QuoteVersion
  gstRatePercent: number
  onSent: (quotes: AdminQuotes) => void
  onCancel: () => void
}) {
  const start = useMemo(() => draftFrom(latest), [latest])
  const [draft, setDraft] = useState<QuoteDraft>(start.draft)
  const [errors, setErrors] = useState<DraftErrors>({})
  const next = latest.version + 1
  const today = indiaDay(new Date())
  const figures = figuresInRupees(
    previewFigures(draft, gstRatePercent, o.pin_code, o.state_code),
    gstRatePercent,
  )

  const submit = useSendQuote(o._id, { draft, today, setErrors }, onSent)

  return (
    <form className="admin-quote-editor stack" aria-labelledby="quote-editor-title" {...submit.formProps}>
      <h4 id="quote-editor-title">
        Revise quote: version {next}
        <span className="muted admin-optional">
          {' '}
          (from {latest.version === 0 ? 'the enquiry' : `version ${latest.version}`})
        </span>
      </h4>
      {start.dropped > 0 && (
        <p className="notice notice-warning">
          {start.dropped} line(s) of version {latest.version} name products no longer in the catalogue and
          were left out.
        </p>
      )}
      <DraftLines draft={draft} errors={errors} setDraft={setDraft} />

      <QuoteTerms draft={draft} errors={errors} setDraft={setDraft} today={today} />

      <section aria-labelledby="quote-preview-title" className="admin-quote-preview">
        <h4 id="quote-preview-title">Preview (the server computes the final figures)</h4>
        <QuoteFiguresList figures={figures} freight={draftFreight(draft)} />
      </section>

      <FormActions
        submit={submit}
        className="admin-quote-buttons"
        label={`Send quote v${next}`}
        busyLabel="Sending…"
      >
        <button type="button" className="btn" disabled={submit.processing} onClick={onCancel}>
          Cancel
        </button>
      </FormActions>
    </form>
  )
}

// Sending the version once the draft passes its check (the first problem focused); a refusal
// shows above the buttons. The fields stay open while it goes: no BusyFieldset, as before.
function useSendQuote(
  orderId: string,
  edit: { draft: QuoteDraft; today: string; setErrors: (errors: DraftErrors) => void },
  onSent: (quotes: AdminQuotes) => void,
) {
  const qc = useQueryClient()
  const check = () => {
    const checked = checkDraft(edit.draft, edit.today)
    edit.setErrors(checked.errors)
    const first = Object.keys(checked.errors)[0]
    if (!checked.input && first) document.getElementById(first)?.focus()
    return checked.input !== null
  }
  // A refusal is said above the buttons, never under a line.
  const showServerErrors = () => false
  const submit = useFormSubmit(
    { values: edit.draft, check, showServerErrors },
    {
      // The check has passed, so the draft gives the body.
      send: (draft) => sendQuote(orderId, checkDraft(draft, edit.today).input as QuoteRevisionInput),
      onDone: async (quotes) => {
        await afterQuoteSent(qc, orderId, quotes)
        onSent(quotes)
      },
      onFailed: (e) => {
        if (handleAuthError(e)) return
        const text = e instanceof ApiError ? e.message : 'Something went wrong. Please try again.'
        submit.say({ kind: 'danger', text })
        // Someone sent a quote meanwhile: load the versions so the seller can start from the newest.
        if (e instanceof ApiError && e.status === 409) {
          void qc.invalidateQueries({ queryKey: adminQuotesQuery(orderId).queryKey })
          void afterOrderChange(qc, orderId)
        }
      },
    },
  )
  return submit
}

// The version's products, each with its price and quantity, and the picker to add one.
function DraftLines({ draft, errors, setDraft }: DraftProps) {
  return (
    <fieldset className="admin-quote-lines">
      <legend>Products</legend>
      {draft.lines.length === 0 && (
        <p id="quote-lines" className="notice notice-warning" tabIndex={-1}>
          {errors['quote-lines'] ?? 'No products: add one below.'}
        </p>
      )}
      <ul className="admin-quote-line-list">
        {draft.lines.map((l) => (
          <EditorLine
            key={l.product_id}
            line={l}
            errors={errors}
            onChange={(change) => setDraft(updateLine(draft, l.product_id, change))}
            onRemove={() => setDraft(removeLine(draft, l.product_id))}
          />
        ))}
      </ul>
      <ProductPicker
        inQuote={draft.lines.map((l) => l.product_id)}
        onPick={(p) => setDraft(addProduct(draft, p))}
      />
    </fieldset>
  )
}

interface DraftProps {
  draft: QuoteDraft
  errors: DraftErrors
  setDraft: (draft: QuoteDraft) => void
}

// Freight, packing, discount, the last day to accept and the note to the buyer.
function QuoteTerms({ draft, errors, setDraft, today }: DraftProps & { today: string }) {
  const amountBox = (key: 'freight' | 'packing' | 'discount', label: string, hint?: string) => (
    <Field id={`quote-${key}`} label={label} hint={hint} error={errors[`quote-${key}`]}>
      {(c) => (
        <input
          {...c}
          inputMode="decimal"
          autoComplete="off"
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
      )}
    </Field>
  )

  return (
    <>
      <div className="admin-quote-extras">
        <FreightTermsField
          terms={draft.freight_terms}
          onChange={(freight_terms) => setDraft({ ...draft, freight_terms })}
        />
        {amountBox('freight', 'Freight (₹)', FREIGHT_AMOUNT_HINT[draft.freight_terms])}
        {amountBox('packing', 'Packing (₹)')}
        {amountBox('discount', 'Discount (₹)')}
        <Field
          id="quote-valid-until"
          label="Valid until"
          hint="Empty: the number of days in Settings"
          error={errors['quote-valid-until']}
        >
          {(c) => (
            <input
              {...c}
              type="date"
              min={today}
              value={draft.valid_until}
              onChange={(e) => setDraft({ ...draft, valid_until: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field
        id="quote-note"
        label={
          <>
            Note to the buyer <span className="admin-optional">(optional, shown on their quote page)</span>
          </>
        }
        error={errors['quote-note']}
      >
        {(c) => (
          <textarea
            {...c}
            rows={3}
            maxLength={1000}
            value={draft.note}
            onChange={(e) => setDraft({ ...draft, note: e.target.value })}
          />
        )}
      </Field>
    </>
  )
}

function EditorLine({
  line: l,
  errors,
  onChange,
  onRemove,
}: {
  line: DraftLine
  errors: DraftErrors
  onChange: (change: Partial<Pick<DraftLine, 'unit_price' | 'qty'>>) => void
  onRemove: () => void
}) {
  const name = `${l.product_code} ${l.product_name}`
  const amount = lineAmount(l)
  return (
    <li className="admin-quote-line">
      <p className="admin-quote-line-name">
        <strong>{l.product_code}</strong> {l.product_name}
        {l.per && <span className="muted"> · per {l.per}</span>}
      </p>
      <Field
        id={lineFieldId(l.product_id, 'unit_price')}
        label={
          <>
            Price per unit (₹)<span className="visually-hidden"> of {name}</span>
          </>
        }
        error={errors[lineFieldId(l.product_id, 'unit_price')]}
      >
        {(c) => (
          <input
            {...c}
            inputMode="decimal"
            autoComplete="off"
            value={l.unit_price}
            onChange={(e) => onChange({ unit_price: e.target.value })}
          />
        )}
      </Field>
      <Field
        id={lineFieldId(l.product_id, 'qty')}
        label={
          <>
            Quantity<span className="visually-hidden"> of {name}</span>
          </>
        }
        error={errors[lineFieldId(l.product_id, 'qty')]}
      >
        {(c) => (
          <input
            {...c}
            inputMode="numeric"
            autoComplete="off"
            value={l.qty}
            onChange={(e) => onChange({ qty: e.target.value })}
          />
        )}
      </Field>
      <p className="admin-quote-line-total">
        <span className="muted">Amount </span>
        {amount === null ? '-' : rupees(amount)}
      </p>
      <button type="button" className="btn admin-btn-danger admin-quote-remove" onClick={onRemove}>
        Remove<span className="visually-hidden"> {name}</span>
      </button>
    </li>
  )
}
