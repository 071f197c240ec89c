import type { QuotePaymentView } from '@contract/payments'
import { useState } from 'react'
import { rupees } from '../../lib/format'
import { useMessages } from '../../lib/i18n'
import { paymentMessages } from './payments.messages'
import { UpiQr } from './upi-qr'

// The ways to pay: the UPI app link, the QR of the same link, the payee and a copyable UPI ID (a
// link to a personal UPI ID often fails, so the buyer always has the others), then bank transfer.
export function PayOptions({ view }: { view: QuotePaymentView }) {
  const m = useMessages(paymentMessages)
  const amount = rupees(view.balance)
  return (
    <div className="pay-options">
      {view.upi ? (
        <section className="pay-upi" aria-label="UPI">
          <a className="btn btn-primary btn-block pay-upi-link" href={view.upi.link}>
            {m.payByUpi(amount)}
          </a>
          <p className="muted pay-hint">{m.upiHint}</p>
          <figure className="pay-qr">
            <UpiQr link={view.upi.link} label={m.qrLabel(amount, view.upi.payee)} />
            <figcaption className="muted">{m.scanQr}</figcaption>
          </figure>
          <dl className="pay-facts">
            <dt>{m.payee}</dt>
            <dd>{view.upi.payee}</dd>
            <dt>{m.upiId}</dt>
            <dd>
              <CopyUpiId id={view.upi.id} />
            </dd>
          </dl>
          <p className="muted">{m.noteToWrite(view.enquiry_number)}</p>
        </section>
      ) : (
        <p className="notice notice-warning">{m.noUpi}</p>
      )}
      {view.bank_accounts.length > 0 && (
        <section className="pay-bank" aria-labelledby="pay-bank-heading">
          <h3 id="pay-bank-heading">{m.bankHeading}</h3>
          <ul>
            {view.bank_accounts.map((account) => (
              <li key={account}>{account}</li>
            ))}
          </ul>
          <p className="muted">{m.bankHint(view.enquiry_number)}</p>
        </section>
      )}
    </div>
  )
}

function CopyUpiId({ id }: { id: string }) {
  const m = useMessages(paymentMessages)
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle')
  const onCopy = async () => {
    try {
      // Not offered on plain http pages or old browsers: the buyer is told to copy by hand.
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(id)
      setCopy('done')
    } catch {
      setCopy('failed')
    }
  }
  return (
    <span className="pay-copy">
      <code className="pay-upi-id">{id}</code>
      <button type="button" className="btn btn-ghost pay-copy-btn" onClick={onCopy} aria-label={m.copyLabel}>
        {m.copy}
      </button>
      <span role="status" className={copy === 'failed' ? 'pay-copy-failed' : 'muted'}>
        {copy === 'done' ? m.copied : copy === 'failed' ? m.copyFailed : ''}
      </span>
    </span>
  )
}
