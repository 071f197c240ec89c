import { type DispatchInput, dispatchSchema } from '@contract/admin-transport'
import { type AgreedFreight, FREIGHT_REASON_NEEDED, freightDifference } from '@contract/freight'
import { parseRupees } from '@contract/rupees-text'
import type { Transporter } from '@contract/settings-dispatch'
import type { FieldErrors } from '../../ui/form'
import { checkWith } from '../kit/issues'

// The dispatch form keeps strings; the contract's schema checks the numbers they make.

export type DispatchValues = Record<
  'transporter_id' | 'branch_id' | 'parcels' | 'freight_mode' | 'freight' | 'freight_reason' | 'lr_number',
  string
>

// The form starts from the agreed quote's freight: with the order, the seller pays the lorry; to
// pay at the branch, the amount the buyer was told to expect (none when the quote left it open).
export const emptyDispatch = (
  transporters: readonly Transporter[],
  agreed: AgreedFreight | null = null,
): DispatchValues => {
  const only = transporters.length === 1 ? transporters[0] : undefined
  return {
    transporter_id: only?.id ?? '',
    branch_id: only?.branches.length === 1 ? only.branches[0]!.id : '',
    parcels: '1',
    freight_mode: agreed?.terms === 'with_order' ? 'paid' : 'to_pay',
    freight: agreed?.terms === 'to_pay' && agreed.to_pay > 0 ? String(agreed.to_pay) : '',
    freight_reason: '',
    lr_number: '',
  }
}

const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)
const rupees = (text: string) => parseRupees(text) / 100

export const toDispatchInput = (v: DispatchValues): DispatchInput => ({
  transporter_id: v.transporter_id,
  branch_id: v.branch_id,
  parcels: whole(v.parcels),
  freight_mode: v.freight_mode as DispatchInput['freight_mode'],
  // Paid with nothing typed: the seller paid and does not want to say how much.
  freight: v.freight_mode === 'paid' && v.freight.trim() === '' ? 0 : rupees(v.freight),
  lr_number: v.lr_number,
  ...(v.freight_reason.trim() ? { freight_reason: v.freight_reason } : {}),
})

// Where the freight as typed parts from the quote; nothing while the amount is not a number yet,
// so the warning does not flash on every keystroke of "420".
export const dispatchDifference = (agreed: AgreedFreight | null, v: DispatchValues) => {
  const input = toDispatchInput(v)
  return Number.isNaN(input.freight) ? null : freightDifference(agreed, input)
}

export const dispatchErrors =
  (agreed: AgreedFreight | null) =>
  (v: DispatchValues): FieldErrors<keyof DispatchValues> => {
    const { errors } = checkWith(dispatchSchema, toDispatchInput(v), {
      words: {
        transporter_id: 'Choose the transporter',
        branch_id: 'Choose the branch in the buyer’s town',
        parcels: 'Parcels: a whole number from 1 to 999',
        freight: (issue) => (issue.code === 'custom' ? undefined : 'Freight in rupees, e.g. 450 or 450.50'),
      },
    })
    // As the server refuses it: a difference from the quote without a reason.
    const reason =
      dispatchDifference(agreed, v) && v.freight_reason.trim() === ''
        ? { freight_reason: FREIGHT_REASON_NEEDED }
        : {}
    // Nothing typed for to-pay freight: the same words as the server's rule for 0.
    if (v.freight_mode === 'to_pay' && v.freight.trim() === '') {
      return { ...errors, ...reason, freight: 'Enter the freight the buyer pays at the branch' }
    }
    return { ...errors, ...reason }
  }

export const branchesOf = (transporters: readonly Transporter[], transporterId: string) =>
  transporters.find((t) => t.id === transporterId)?.branches ?? []
