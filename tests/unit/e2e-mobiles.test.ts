import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The browser journeys share one shop. Two journeys buying with the same mobile number see each
// other's enquiries in tracking (and a test that counts them fails only when both land on the
// same worker), so each call site of mobileFor gets a number of its own.
describe('browser journeys', () => {
  it('each buy with a mobile number of their own (a distinct mobileFor salt per call site)', () => {
    const dir = 'tests/e2e'
    const seen = new Map<number, string>()
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/mobileFor\(\w+, (\d+)\)/g)) {
        const salt = Number(m[1])
        expect(seen.get(salt), `mobileFor salt ${salt} in ${file}`).toBeUndefined()
        seen.set(salt, file)
      }
    }
    expect(seen.size).toBeGreaterThan(10)
  })
})
