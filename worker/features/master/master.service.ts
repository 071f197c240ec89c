import type { District, State } from '../../contract/catalogue'
import { masterData } from '../../db/seed/india'
import { notFound } from '../../lib/errors'

let master: ReturnType<typeof masterData> | undefined
const data = () => {
  master ??= masterData()
  return master
}

export const listStates = (): State[] => data().states

// The districts call takes the state's numeric id in its path (see docs/api.md#catalogue);
// a two-letter code ('TN') is accepted too, being easier to keep in a link.
export const listDistricts = (state: number | string): District[] => {
  const { states, districtsByState } = data()
  const found =
    typeof state === 'number'
      ? districtsByState.get(state)
      : districtsByState.get(Number(states.find((s) => s.state_code === state.toUpperCase())?._id))
  if (!found) throw notFound(`State '${state}'`)
  return found
}
