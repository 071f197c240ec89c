// The phases of the suite, in the order scripts/test-phases.ts runs them: `npm test` runs FULL (the
// gate: what CI runs, and what the GitHub workflow spreads over its jobs), `npm run test:fast` runs
// FAST (the inner loop: no build, no browser).
// Consecutive phases with the same `together` run side by side (scripts/test-phases.ts).
export type Phase = { name: string; command: string; env?: Record<string, string>; together?: string }

const typecheck: Phase = { name: 'typecheck', command: 'npm run typecheck' }
const lint: Phase = { name: 'lint', command: 'npm run lint' }

export const FAST: Phase[] = [
  typecheck,
  lint,
  // The tests that read the production build skip without one (tests/unit/built.ts), and the
  // page tests render the last build's server bundle: npm test is the gate.
  { name: 'vitest (unit, api, web)', command: 'vitest run --project unit --project api --project web' },
]

// The type check, the linter and the build read the sources and write nothing the others read, and
// each keeps about one core busy: side by side on two cores they take 38 s instead of 50.
export const FULL: Phase[] = [
  { ...typecheck, together: 'checks' },
  { ...lint, together: 'checks' },
  { name: 'build', command: 'npm run build', together: 'checks' },
  // SUITE_BUILT: the tests that read the build (its bundle report, its preview pictures) run and
  // fail when it is missing, rather than skip as they do in a run without a build.
  { name: 'vitest', command: 'vitest run', env: { SUITE_BUILT: '1' } },
  // Alone, as it measures time: beside vitest both took twice as long (vitest 164 -> 352 s).
  { name: 'page work', command: 'npm run page-work', env: { PAGE_WORK_ROUNDS: '5' } },
  { name: 'browser journeys', command: 'playwright test' },
]
