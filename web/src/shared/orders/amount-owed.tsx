import type { AmountOwed } from '@contract/orders'
import { rupees } from '../../lib/format'
import { useLocale, useMessages } from '../../lib/i18n'
import { Fact } from '../../ui/fact'
import { owedMessages } from './amount-owed.messages'

// What the buyer owes, named as the server decided it (estimate, quoted, balance, paid): pages
// never add it up themselves, so every page, message and export shows the same figure.
export function useOwedName(bilingual = false) {
  const m = useMessages(owedMessages)
  const locale = useLocale()
  const both = bilingual && locale === 'ta'
  return (owed: AmountOwed) => (both ? `${m[owed.kind]} / ${owedMessages.en[owed.kind]}` : m[owed.kind])
}

// "Estimate ₹2,500.00" as one phrase, for lists and sentences.
export function OwedAmount({ owed }: { owed: AmountOwed }) {
  const name = useOwedName()
  return (
    <span className="owed" data-owed={owed.kind}>
      <span className="owed-name">{name(owed)}</span> <span className="price">{rupees(owed.amount)}</span>
    </span>
  )
}

// The same as a row of a page's facts, with what was paid of the total once money is in.
export function OwedFact({
  owed,
  bilingual = false,
  className,
}: {
  owed: AmountOwed
  bilingual?: boolean
  className?: string
}) {
  const name = useOwedName(bilingual)
  const m = useMessages(owedMessages)
  return (
    <Fact term={name(owed)} valueClass="price" className={className}>
      <span data-owed={owed.kind}>{rupees(owed.amount)}</span>
      {owed.kind === 'balance' && (
        <small className="muted owed-detail"> ({m.paidOf(rupees(owed.paid), rupees(owed.total))})</small>
      )}
    </Fact>
  )
}
