// npm test (the full gate) and npm run test:fast (the inner loop): the suite's phases
// (scripts/suite-phases.ts) in order, stopping at the first that fails, with a line per phase and
// its seconds at the end, so a slow phase shows in every run, locally and in CI.
import { spawnSync } from 'node:child_process'
import { FAST, FULL } from './suite-phases'

const phases = process.argv.includes('--fast') ? FAST : FULL
const times: string[] = []
const suiteStarted = Date.now()
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0).padStart(4)
const report = () =>
  console.log(`\nSuite phases:\n${times.join('\n')}\n  ${'in all'.padEnd(24)} ${seconds(suiteStarted)} s`)

for (const phase of phases) {
  const started = Date.now()
  console.log(`\n> ${phase.name}: ${phase.command}`)
  const { status, signal } = spawnSync(phase.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...phase.env },
  })
  const line = `  ${phase.name.padEnd(24)} ${seconds(started)} s`
  if (status !== 0) {
    times.push(`${line}  FAILED (${signal ?? `exit ${status}`})`)
    report()
    process.exit(status ?? 1)
  }
  times.push(line)
}
report()
