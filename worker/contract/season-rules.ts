// The season's rules on where crackers may go: banned areas by PIN prefix or State, each for
// some India days or always, either no sale at all or green crackers only; and the last day the
// shop takes enquiries from outside Tamil Nadu. Zod-free and pure, so the server (the judge) and
// the checkout (a warning before sending) decide alike, and kept out of settings-rules.ts so the
// landing page's first load does not carry them.

export type RuleKind = 'no_sale' | 'green_only'

export interface SeasonRule {
  name: string
  pin_prefixes: readonly string[]
  // GST State codes ('07' Delhi); absent or empty: the PIN prefixes alone.
  states?: readonly string[] | undefined
  // India days, yyyy-mm-dd, both inclusive; absent: open on that side.
  from?: string | undefined
  to?: string | undefined
  // Absent: no sale, as every rule stored before kinds existed.
  kind?: RuleKind | undefined
}

// Tamil Nadu's GST code: the one State the other-States cut-off never closes.
export const HOME_STATE_CODE = '33'

export type RuleTiming = 'in_force' | 'upcoming' | 'ended'

// yyyy-mm-dd strings compare as days do.
export const ruleTiming = (rule: Pick<SeasonRule, 'from' | 'to'>, day: string): RuleTiming => {
  if (rule.from && day < rule.from) return 'upcoming'
  if (rule.to && day > rule.to) return 'ended'
  return 'in_force'
}

export const kindOf = (rule: Pick<SeasonRule, 'kind'>): RuleKind => rule.kind ?? 'no_sale'

// Where the enquiry goes: its PIN code and its State (the one the buyer chose, else the PIN's).
export interface Destination {
  pin: string
  state?: string | undefined
}

const ruleCovers = (rule: SeasonRule, to: Destination) =>
  rule.pin_prefixes.some((p) => to.pin.startsWith(p)) ||
  (to.state !== undefined && (rule.states ?? []).includes(to.state))

// The rules in force for a place on an India day; a no-sale rule first, as it is the stronger.
export const rulesInForce = <T extends SeasonRule>(rules: readonly T[], to: Destination, day: string): T[] =>
  rules
    .filter((r) => ruleCovers(r, to) && ruleTiming(r, day) === 'in_force')
    .sort((a, b) => Number(kindOf(a) === 'green_only') - Number(kindOf(b) === 'green_only'))

// Whether the other-States cut-off refuses this State today: only from the day after the last day.
export const otherStatesClosed = (lastDay: string | undefined, state: string | undefined, day: string) =>
  Boolean(lastDay) && day > lastDay! && state !== HOME_STATE_CODE

// India's one offset, UTC+05:30, as india-time.ts has it. Not imported: the checkout would then
// share that module with other pages' chunks, and every page's first load lists each shared chunk.
const INDIA_OFFSET_MS = 19_800_000

// The India calendar day of an instant, yyyy-mm-dd (the browser's clock on the checkout page).
export const indiaDayOf = (ms: number) => new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10)
