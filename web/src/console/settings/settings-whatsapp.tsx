import { LOCALES, type Locale } from '@contract/locale'
import { WHATSAPP_MOMENTS, WHATSAPP_TOKENS, type WhatsappMoment } from '@contract/whatsapp'
import { LOCALE_LABELS, MOMENT_LABELS, previewOf, sampleValues, TOKEN_HINTS } from '../kit/whatsapp-rules'
import { Section, SettingsInput } from './settings-fields'
import type { SettingsEdit } from './use-settings-form'

// The eight drafts of the seller's one-tap WhatsApp messages: four moments, in English and Tamil.
// Each buyer gets the language they sent their enquiry in.
export function WhatsappSection({ edit }: { edit: SettingsEdit }) {
  const { form, errors } = edit
  const { whatsapp, transport } = form.dispatch
  const setDraft = (locale: Locale, moment: WhatsappMoment, text: string) =>
    edit.setTop('dispatch', {
      ...form.dispatch,
      whatsapp: { ...whatsapp, [locale]: { ...whatsapp[locale], [moment]: text } },
    })
  return (
    <Section
      id="whatsapp"
      title="WhatsApp messages"
      hint="The message the enquiry page offers to send the buyer at each step, in the language they enquired in. You can still change it in WhatsApp before sending."
    >
      <div className="admin-whatsapp-tokens">
        <p>Words in braces are filled in for each enquiry:</p>
        <ul>
          {WHATSAPP_TOKENS.map((t) => (
            <li key={t}>
              <code>{`{${t}}`}</code> {TOKEN_HINTS[t]}
            </li>
          ))}
        </ul>
        <p className="muted">Any other word in braces is refused, so a typo never reaches a buyer.</p>
        <p className="muted">
          A Dispatched message without {'{track}'} still gets the tracking link, on a line of its own at the
          end, when the transporter has a tracking address.
        </p>
      </div>
      {WHATSAPP_MOMENTS.map((moment) => (
        <fieldset key={moment} className="admin-group">
          <legend>{MOMENT_LABELS[moment]}</legend>
          <div className="admin-form-grid">
            {LOCALES.map((locale) => {
              const name = `whatsapp.${locale}.${moment}`
              const draft = whatsapp[locale][moment]
              const preview = previewOf(
                draft,
                sampleValues(window.location.origin, moment, locale, transport),
                { moment, locale },
              )
              return (
                <div key={locale} className="stack">
                  <SettingsInput
                    name={name}
                    label={
                      <>
                        <span className="visually-hidden">{MOMENT_LABELS[moment]}, </span>
                        {LOCALE_LABELS[locale]}
                      </>
                    }
                    value={draft}
                    errors={errors}
                    rows={4}
                    maxLength={700}
                    onChange={(v) => setDraft(locale, moment, v)}
                  />
                  <div className="admin-whatsapp-sample" aria-live="polite">
                    <span className="muted">Preview: </span>
                    {preview.problem ? (
                      <span className="field-error">{preview.problem}</span>
                    ) : (
                      <span data-testid={`preview-${locale}-${moment}`}>{preview.text}</span>
                    )}
                  </div>
                </div>
              )
            })}
          </div>
        </fieldset>
      ))}
    </Section>
  )
}
