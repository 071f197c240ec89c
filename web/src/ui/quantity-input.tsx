import { type RefObject, useEffect, useState } from 'react'
import { MAX_QTY, parseQty } from '../lib/quantity'
import { focusWhereTouched } from '../lib/stand-ins'

// Digits only, minimum 0. Commits on every change so totals follow the typing.
// Live from the server's HTML: no effect and no hydration flag per box (a price list draws 157 of
// them, and flipping each after hydration re-rendered and relaid the whole page). Digits typed
// before the page hydrated are handed to the cart by the list's one useTypedBeforeHydration.
export function QuantityInput({
  value,
  onChange,
  label,
  disabled = false,
  id,
}: {
  value: number
  onChange: (qty: number) => void
  label: string
  disabled?: boolean
  id?: string
}) {
  const [text, setText] = useState(value ? String(value) : '')
  // The cart changed the quantity (another tab, the modal, a reload of the stored cart): show it,
  // unless the box already says it ('05' stays as typed). Adjusted while rendering, not in an effect.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (parseQty(text) !== value) setText(value ? String(value) : '')
  }
  return (
    <input
      id={id}
      className="qty-input"
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      aria-label={label}
      placeholder="0"
      maxLength={String(MAX_QTY).length}
      disabled={disabled}
      value={text}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '')
        setText(digits)
        onChange(parseQty(digits))
      }}
      onFocus={(e) => e.target.select()}
    />
  )
}

// Where a box will be once its list is live (a price list's part still waiting to hydrate): a frame
// of the box's size, and a stand-in (lib/stand-ins.ts), so a finger on it lands in the box.
export function QuantityInputStandIn() {
  return <span className="qty-input qty-input-waiting" data-stand-in="" aria-hidden="true" />
}

// Once a list has hydrated: a box whose digits differ from what the server drew was typed into
// before React listened (hydration keeps what the buyer typed but tells nobody). Each is announced
// again as the buyer's own input, so its onChange puts the quantity in the cart. React only sees a
// change when the value differs from the one it last tracked, hence the two writes: the first
// through React's own setter, the second past it.
const replayTypedQuantities = (scope: ParentNode) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  for (const box of scope.querySelectorAll<HTMLInputElement>('input.qty-input')) {
    const typed = box.value
    if (typed === box.defaultValue) continue
    box.value = box.defaultValue
    setValue?.call(box, typed)
    box.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

// One effect for a list of boxes (a category's table, a page of cards), never one per box, over the
// boxes inside `scope` (the whole page without one). It runs before the stored cart's first render
// after the list hydrated, so a typed box wins over it; and a box whose frame a finger touched to
// wake the list (lib/stand-ins.ts) takes the focus. The server's render has no effects: its
// bundle (the worker's) leaves the replay out.
export const useTypedBeforeHydration = import.meta.env.SSR
  ? (_scope?: RefObject<HTMLElement | null>) => {}
  : (scope?: RefObject<HTMLElement | null>) =>
      useEffect(() => {
        const within = scope?.current ?? document
        replayTypedQuantities(within)
        focusWhereTouched(within)
      }, [scope])
