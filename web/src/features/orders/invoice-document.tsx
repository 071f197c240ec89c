import { gstState } from '@contract/gst-state-list'
import type { TaxInvoice } from '@contract/invoices'
import type { Locale } from '@contract/locale'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { tamilIsoDate } from '../../lib/tamil-date'
import { Fact } from '../../ui/fact'
import { invoiceMessages } from './invoice.messages'
import { InvoiceHsnSummary } from './invoice-hsn-summary'
import { InvoiceLines } from './invoice-lines'

// yyyy-mm-dd as a printed Indian date: 20/10/2026, or "20 அக்டோபர் 2026" in Tamil.
const dayOf = (iso: string, locale: Locale) => {
  if (locale === 'ta') return tamilIsoDate(iso)
  const [y, mo, d] = iso.split('-')
  return y && mo && d ? `${d}/${mo}/${y}` : iso
}

// "Karnataka" (Tamil side: "கர்நாடகா / Karnataka"). An invoice issued before the enquiry kept its
// State says 'Tamil Nadu' or 'Other state', and is printed as it was.
const placeName = (supply: TaxInvoice['place_of_supply'], m: (typeof invoiceMessages)['en']) => {
  if (supply.state === 'Other state') return m.otherState
  const state = supply.state_code ? gstState(supply.state_code) : undefined
  return state ? m.stateName(state.en, state.ta) : supply.state
}

// The invoice exactly as the server stored it when the order was marked paid: nothing here is
// computed but the layout.
export function InvoiceDocument({ invoice: inv }: { invoice: TaxInvoice }) {
  const m = useMessages(invoiceMessages)
  const locale = useLocale()
  const t = inv.totals
  const half = String(t.gst_rate_percent / 2)
  const full = String(t.gst_rate_percent)
  const inState = inv.place_of_supply.state === 'Tamil Nadu'
  return (
    <article className="card bill invoice" aria-labelledby="invoice-title">
      <header className="bill-head">
        <div>
          <p className="bill-shop">{inv.seller.legal_name}</p>
          <address className="bill-contact">
            <span className="bill-address">{inv.seller.address}</span>
            <br />
            {m.gstin}: <strong>{inv.seller.gstin}</strong>
            <br />
            {m.licence}: {inv.seller.licence_no}
            <br />
            {m.validUntil}: {dayOf(inv.seller.licence_valid_until, locale)}
            <br />
            {m.state}: {inState ? m.tamilNadu : inv.seller.state}, {m.code} {inv.seller.state_code}
          </address>
        </div>
        <div className="bill-meta">
          <h2 id="invoice-title">{m.title}</h2>
          <dl className="bill-kv">
            <Fact term={m.invoiceNo}>{inv.invoice_no}</Fact>
            <Fact term={m.date}>{dayOf(inv.issue_date, locale)}</Fact>
            <Fact term={m.enquiryNo}>{inv.enquiry_number}</Fact>
            <Fact term={m.basedOn}>
              {inv.quote_version ? m.quoteVersion(inv.quote_version) : m.enquiryAsPlaced}
            </Fact>
          </dl>
        </div>
      </header>

      <section className="bill-parties" aria-label={m.buyer}>
        <div>
          <h3>{m.buyer}</h3>
          <p>
            <strong>{inv.buyer.name}</strong>
            <br />
            <span className="bill-address">{inv.buyer.address}</span>
            <br />
            {inv.buyer.city} - {inv.buyer.pin}
            <br />
            {m.mobile}: {inv.buyer.mobile}
            {inv.buyer.gstin && (
              <>
                <br />
                {m.gstin}: <strong>{inv.buyer.gstin}</strong>
              </>
            )}
          </p>
        </div>
        <div>
          <h3>{m.placeOfSupply}</h3>
          <p>
            {placeName(inv.place_of_supply, m)}
            {inv.place_of_supply.state_code && (
              <>
                , {m.code} {inv.place_of_supply.state_code}
              </>
            )}
          </p>
        </div>
      </section>

      <InvoiceLines lines={inv.lines} caption={m.items(inv.invoice_no)} />
      {/* An invoice issued before the summary was kept has none: it stays as it was printed. */}
      {inv.hsn_summary && <InvoiceHsnSummary summary={inv.hsn_summary} intra={t.tax_kind === 'intra'} />}

      <dl className="bill-kv bill-totals invoice-totals">
        <Row label={m.subTotal} value={t.sub_total} />
        {t.freight > 0 && <Row label={m.freight} value={t.freight} />}
        {t.packing > 0 && <Row label={m.packing} value={t.packing} />}
        {t.discount > 0 && <Row label={m.discount} value={-t.discount} />}
        <Row label={m.taxable} value={t.taxable} />
        {t.tax_kind === 'intra' ? (
          <>
            <Row label={m.cgst(half)} value={t.cgst} />
            <Row label={m.sgst(half)} value={t.sgst} />
          </>
        ) : (
          <Row label={m.igst(full)} value={t.igst} />
        )}
        <Fact term={m.total} className="bill-net">
          {rupees(t.total)}
        </Fact>
      </dl>
      <p className="bill-words">
        <strong>{m.inWords}</strong>{' '}
        {locale === 'ta' && inv.total_in_words_ta && (
          <span className="bill-words-ta" lang="ta">
            {inv.total_in_words_ta}
          </span>
        )}
        <span lang="en">{inv.total_in_words}</span>
      </p>
      {inv.freight_terms === 'to_pay' && (
        <p className="bill-note invoice-freight">
          {m.freightToPay(inv.freight_to_pay > 0 ? rupees(inv.freight_to_pay) : null)}
        </p>
      )}
      <p className="bill-note">{m.declaration}</p>
      <p className="invoice-sign">{m.signatory(inv.seller.legal_name)}</p>
    </article>
  )
}

function Row({ label, value }: { label: string; value: number }) {
  return <Fact term={label}>{rupees(value)}</Fact>
}
