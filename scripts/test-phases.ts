// npm test (the full gate) and npm run test:fast (the inner loop): the suite's phases
// (scripts/suite-phases.ts) in order, stopping at the first that fails, with a line per phase and
// its seconds at the end, so a slow phase shows in every run, locally and in CI. Consecutive phases
// of one `together` group run side by side (each mostly on one core), their output printed whole
// as each ends so the log still reads phase by phase.
import { spawn } from 'node:child_process'
import { FAST, FULL, type Phase } from './suite-phases'

const phases = process.argv.includes('--fast') ? FAST : FULL
const times: string[] = []
const suiteStarted = Date.now()
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0).padStart(4)
const report = () =>
  console.log(`\nSuite phases:\n${times.join('\n')}\n  ${'in all'.padEnd(24)} ${seconds(suiteStarted)} s`)

// One phase, its output passed through as it comes (alone) or kept until it ends (in a group).
const run = (phase: Phase, buffered: boolean) =>
  new Promise<{ phase: Phase; line: string; failed: boolean; code: number }>((done) => {
    const started = Date.now()
    const child = spawn(phase.command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...phase.env },
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (b: Buffer) => output.push(b))
    child.stderr?.on('data', (b: Buffer) => output.push(b))
    child.on('close', (status, signal) => {
      if (buffered) process.stdout.write(`\n> ${phase.name}: ${phase.command}\n${Buffer.concat(output)}`)
      const line = `  ${phase.name.padEnd(24)} ${seconds(started)} s`
      const failed = status !== 0
      done({
        phase,
        failed,
        code: status ?? 1,
        line: failed ? `${line}  FAILED (${signal ?? `exit ${status}`})` : line,
      })
    })
  })

for (let i = 0; i < phases.length; ) {
  const group = phases[i]?.together
  let end = i + 1
  while (group && phases[end]?.together === group) end++
  const batch = phases.slice(i, end)
  if (batch.length === 1) console.log(`\n> ${batch[0]?.name}: ${batch[0]?.command}`)
  const results = await Promise.all(batch.map((p) => run(p, batch.length > 1)))
  times.push(...results.map((r) => r.line))
  const failed = results.find((r) => r.failed)
  if (failed) {
    report()
    process.exit(failed.code)
  }
  i = end
}
report()
