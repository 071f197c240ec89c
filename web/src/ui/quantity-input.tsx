import { useEffect, useState } from 'react'
import { MAX_QTY, parseQty } from '../lib/quantity'
import { useHydrated } from '../lib/use-hydrated'

// Digits only, minimum 0. Commits on every change so totals follow the typing.
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
  // Read-only until hydrated: digits typed into the server's HTML would be lost.
  const hydrated = useHydrated()
  useEffect(() => {
    setText((current) => (parseQty(current) === value ? current : value ? String(value) : ''))
  }, [value])
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
      readOnly={!hydrated}
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
