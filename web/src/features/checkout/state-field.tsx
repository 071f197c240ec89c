import { DELIVERY_STATES } from '@contract/gst-state-list'
import { statesForPin } from '@contract/gst-states'
import { useLocale } from '../../lib/i18n'
import { type FieldProps, SelectField } from '../../ui/form'

// The States by code, with the names in both languages: this module is the checkout's own, so the
// Tamil names never ride on the landing page's first load.
const NAMES = new Map(DELIVERY_STATES.map((s) => [s.code, s]))
const ALL_CODES = DELIVERY_STATES.map((s) => s.code)

// The delivery State, in the page's language. Once the PIN code is whole, only the States it can
// be in are offered (most PIN codes have one; a shared prefix, such as Puducherry's inside Tamil
// Nadu's, offers both); before that, every State.
export function StateField({
  f,
  pin,
  label,
  hint,
  choose,
}: {
  f: FieldProps
  pin: string
  label: string
  hint: string
  choose: string
}) {
  const locale = useLocale()
  const ofPin = statesForPin(pin.trim())
  return (
    <SelectField
      f={f}
      label={label}
      hint={hint}
      autoComplete="address-level1"
      placeholder={f.value === '' ? choose : undefined}
      options={ofPin.length > 0 ? ofPin : ALL_CODES}
      optionLabel={(code) => {
        const s = NAMES.get(code)
        return s ? (locale === 'ta' ? s.ta : s.en) : code
      }}
    />
  )
}
