import { changeRequestsFull, MAX_CHANGE_REQUESTS_PER_VERSION, type PublicQuote } from '@contract/quotes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { useErrorText, useMessages } from '../../lib/i18n'
import { Field, FormAlert } from '../../ui/form'
import { quoteMessages } from './quote.messages'
import { acceptQuote, afterAnswer, askForChange, publicQuoteQuery } from './quote.queries'
import { gstinOf } from './quote-rules'

// The buyer's two answers to a quote: accept it (with a GSTIN for a business bill), or ask for a
// change. A refusal because the quote moved on (a newer version, or its last day passed) loads the
// quote as it now stands, so the page shows what can be done next.
const useAnswer = <T,>(token: string, send: (body: T) => Promise<PublicQuote>, onDone?: () => void) => {
  const qc = useQueryClient()
  const errorText = useErrorText()
  const [failure, setFailure] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setFailure(null),
    onSuccess: (quote) => {
      afterAnswer(qc, token, quote)
      onDone?.()
    },
    onError: (e) => {
      setFailure(errorText(e))
      if (e instanceof ApiError && (e.code === 'QUOTE_CHANGED' || e.code === 'QUOTE_EXPIRED'))
        void qc.invalidateQueries({ queryKey: publicQuoteQuery(token).queryKey })
    },
  })
  return { mutation, failure }
}

export function AcceptForm({ token, quote: q }: { token: string; quote: PublicQuote }) {
  const m = useMessages(quoteMessages)
  const [gstin, setGstin] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const box = useRef<HTMLInputElement>(null)
  const version = q.current.version
  const { mutation, failure } = useAnswer(token, (body: { version: number; buyer_gstin?: string }) =>
    acceptQuote(token, body),
  )
  // The server's verdict on the GSTIN (a State other than the delivery PIN's) belongs by the box.
  const refused =
    mutation.error instanceof ApiError
      ? mutation.error.issues.find((i) => i.path === 'buyer_gstin')?.message
      : undefined

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault()
    if (mutation.isPending) return
    const g = gstinOf(gstin)
    setInvalid(g.ok ? null : g.problem === 'shape' ? m.gstinInvalid : m.gstinWrong)
    if (!g.ok) {
      box.current?.focus()
      return
    }
    mutation.mutate(g.value ? { version, buyer_gstin: g.value } : { version })
  }

  return (
    <section className="card quote-answer" aria-labelledby="quote-accept-title">
      <h3 id="quote-accept-title">{m.acceptTitle}</h3>
      <form noValidate onSubmit={onSubmit} className="stack">
        <Field id="quote-gstin" label={m.gstin} optional hint={m.gstinHint} error={invalid ?? refused}>
          {(c) => (
            <input
              {...c}
              ref={box}
              name="buyer_gstin"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={15}
              value={gstin}
              onChange={(e) => setGstin(e.target.value)}
            />
          )}
        </Field>
        {failure && !refused && <FormAlert kind="danger">{failure}</FormAlert>}
        <button type="submit" className="btn btn-primary quote-accept" disabled={mutation.isPending}>
          {mutation.isPending ? m.accepting : m.accept(version)}
        </button>
      </form>
    </section>
  )
}

export function ChangeForm({ token, quote: q }: { token: string; quote: PublicQuote }) {
  const m = useMessages(quoteMessages)
  const [message, setMessage] = useState('')
  const [empty, setEmpty] = useState(false)
  const [sent, setSent] = useState(false)
  const box = useRef<HTMLTextAreaElement>(null)
  const expired = q.current.expired
  const { mutation, failure } = useAnswer(
    token,
    (body: { version: number; message: string }) => askForChange(token, body),
    () => {
      setMessage('')
      setSent(true)
    },
  )

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault()
    if (mutation.isPending) return
    const text = message.trim()
    setEmpty(!text)
    setSent(false)
    if (!text) {
      box.current?.focus()
      return
    }
    mutation.mutate({ version: q.current.version, message: text })
  }

  // The server takes no more for this version: say so instead of offering a form that would fail.
  if (changeRequestsFull(q.responses, q.current.version)) {
    return (
      <section className="card quote-answer" aria-labelledby="quote-change-title">
        <h3 id="quote-change-title">{expired ? m.newQuoteTitle : m.changeTitle}</h3>
        {sent && <FormAlert kind="success">{m.changeSent}</FormAlert>}
        <p className="notice">{m.changesFull(MAX_CHANGE_REQUESTS_PER_VERSION)}</p>
      </section>
    )
  }

  return (
    <section className="card quote-answer" aria-labelledby="quote-change-title">
      <h3 id="quote-change-title">{expired ? m.newQuoteTitle : m.changeTitle}</h3>
      <form noValidate onSubmit={onSubmit} className="stack">
        <Field
          id="quote-change"
          label={expired ? m.newQuoteLabel : m.changeLabel}
          error={empty ? m.changeEmpty : undefined}
        >
          {(c) => (
            <textarea
              {...c}
              ref={box}
              name="message"
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          )}
        </Field>
        {failure && <FormAlert kind="danger">{failure}</FormAlert>}
        {sent && <FormAlert kind="success">{m.changeSent}</FormAlert>}
        <button type="submit" className="btn quote-ask" disabled={mutation.isPending}>
          {mutation.isPending ? m.sending : expired ? m.newQuoteTitle : m.sendChange}
        </button>
      </form>
    </section>
  )
}
