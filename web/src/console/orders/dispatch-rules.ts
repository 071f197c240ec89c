import { type DispatchInput, dispatchSchema } from '@contract/admin-transport'
import { parseRupees } from '@contract/rupees-text'
import type { Transporter } from '@contract/settings-dispatch'
import type { FieldErrors } from '../../ui/form'
import { checkWith } from '../kit/issues'

// The dispatch form keeps strings; the contract's schema checks the numbers they make.

export type DispatchValues = Record<
  'transporter_id' | 'branch_id' | 'parcels' | 'freight_mode' | 'freight' | 'lr_number',
  string
>

export const emptyDispatch = (transporters: readonly Transporter[]): DispatchValues => {
  const only = transporters.length === 1 ? transporters[0] : undefined
  return {
    transporter_id: only?.id ?? '',
    branch_id: only?.branches.length === 1 ? only.branches[0]!.id : '',
    parcels: '1',
    freight_mode: 'to_pay',
    freight: '',
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
})

export const dispatchErrors = (v: DispatchValues): FieldErrors<keyof DispatchValues> => {
  const { errors } = checkWith(dispatchSchema, toDispatchInput(v), {
    words: {
      transporter_id: 'Choose the transporter',
      branch_id: 'Choose the branch in the buyer’s town',
      parcels: 'Parcels: a whole number from 1 to 999',
      freight: (issue) => (issue.code === 'custom' ? undefined : 'Freight in rupees, e.g. 450 or 450.50'),
    },
  })
  // Nothing typed for to-pay freight: the same words as the server's rule for 0.
  if (v.freight_mode === 'to_pay' && v.freight.trim() === '') {
    return { ...errors, freight: 'Enter the freight the buyer pays at the branch' }
  }
  return errors
}

export const branchesOf = (transporters: readonly Transporter[], transporterId: string) =>
  transporters.find((t) => t.id === transporterId)?.branches ?? []
