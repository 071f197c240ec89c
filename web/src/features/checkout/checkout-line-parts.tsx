import type { Locale } from '@contract/locale'
import { useLocale, useMessages } from '../../lib/i18n'
import type { CartLine } from '../../shared/cart/cart-rules'
import { confirmAction } from '../../ui/confirm'
import { QuantityInput } from '../../ui/quantity-input'
import { checkoutMessages } from './checkout.messages'

// The pieces of a cart line the desk table and the phone rows share: its names, its quantity box
// and its remove button.
export interface LineActions {
  disabled: boolean
  onQty: (line: CartLine, qty: number) => void
  onRemove: (line: CartLine) => void
}

// Removing a line asks first; a quantity of 0 also removes, without asking, as everywhere.
const askRemove = async (line: CartLine, onRemove: LineActions['onRemove'], question: string) => {
  if (await confirmAction(question)) onRemove(line)
}

// The page's language leads: on a Tamil page the Tamil name, then the English one smaller; a line
// without a Tamil name shows the English one alone.
const tamilLeads = (line: CartLine, locale: Locale) => locale === 'ta' && line.tamil_name.trim() !== ''
const leadNameOf = (line: CartLine, locale: Locale) =>
  tamilLeads(line, locale) ? line.tamil_name : line.product_name

export function Name({ line }: { line: CartLine }) {
  const taLeads = tamilLeads(line, useLocale())
  const en = (
    <span className={taLeads ? 'checkout-tamil' : 'checkout-name'} lang={taLeads ? 'en' : undefined}>
      {line.product_name}
    </span>
  )
  const ta = line.tamil_name && (
    <span className={`tamil ${taLeads ? 'checkout-name' : 'checkout-tamil'}`} lang="ta">
      {line.tamil_name}
    </span>
  )
  return taLeads ? (
    <>
      {ta}
      {en}
    </>
  ) : (
    <>
      {en}
      {ta}
    </>
  )
}

// The ✕ that removes a line (after asking), named after the line's product.
export function RemoveButton({
  line,
  className,
  disabled,
  onRemove,
}: LineActions & { line: CartLine; className?: string }) {
  const m = useMessages(checkoutMessages)
  const locale = useLocale()
  return (
    <button
      type="button"
      className={`btn btn-ghost${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-label={m.removeNamed(leadNameOf(line, locale))}
      onClick={() => askRemove(line, onRemove, m.confirmRemove)}
    >
      <span aria-hidden="true">✕</span>
    </button>
  )
}

export function LineQty({ line, disabled, onQty }: LineActions & { line: CartLine }) {
  const m = useMessages(checkoutMessages)
  const locale = useLocale()
  return (
    <QuantityInput
      value={line.qty}
      onChange={(q) => onQty(line, q)}
      label={m.quantityOf(leadNameOf(line, locale))}
      disabled={disabled}
    />
  )
}
