import * as z from 'zod'
import type { District, State } from '../../contract/catalogue'
import indiaJson from './india.json'

// india.json: states and union territories with their districts, for delivery addresses. Codes are
// ISO 3166-2:IN subdivision codes without the 'IN-' prefix, in alphabetical order of name. District
// lists reflect the reorganisations notified up to the end of 2025 (for example Andhra Pradesh's 28
// districts, Karnataka's Bengaluru South, Haryana's Hansi, Goa's Kushavati and Delhi's 13
// districts). States whose district lists were still being reorganised then are left empty.
const seedState = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  name: z.string().min(1),
  kind: z.enum(['State', 'Union Territory']),
  districts: z.array(z.string().min(1)),
})

export type SeedState = z.output<typeof seedState>
export const india: SeedState[] = z.array(seedState).parse(indiaJson)

// Ids as the seed gives them: states in file order from 1, districts in file order from 1. The
// seed writes these ids, so the database and the answers built from this file always agree.
export const masterData = () => {
  const states: State[] = []
  const districtsByState = new Map<number, District[]>()
  let districtId = 0
  india.forEach((s, i) => {
    const id = i + 1
    states.push({ _id: String(id), state_code: s.code, state_name: s.name, kind: s.kind })
    districtsByState.set(
      id,
      s.districts.map((name) => ({ _id: String(++districtId), state_id: String(id), district_name: name })),
    )
  })
  const byName =
    <T>(name: (x: T) => string) =>
    (a: T, b: T) =>
      name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0
  states.sort(byName((s) => s.state_name))
  for (const list of districtsByState.values()) list.sort(byName((d) => d.district_name))
  return { states, districtsByState }
}
