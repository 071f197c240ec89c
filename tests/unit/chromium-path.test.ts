import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findChromium } from '../../scripts/chromium-path'

const dir = mkdtempSync(join(tmpdir(), 'chromium-path-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  chmodSync(path, 0o755)
  return path
}
// What Ubuntu's chromium-browser package installs in place of a browser.
const snapStub = file(
  'chromium-browser',
  '#!/bin/sh\nif ! [ -x /snap/bin/chromium ]; then\n  echo "Please install it with:" >&2\n  echo "snap install chromium" >&2\n  exit 1\nfi\nexec /snap/bin/chromium "$@"\n',
)
const debian = file('chromium', '#!/bin/sh\n# Chromium launcher\nexec /usr/lib/chromium/chromium "$@"\n')
const missing = join(dir, 'nothing-here')
const none = () => undefined

describe('finding a Chromium for the browser tests', () => {
  it('uses CHROMIUM_PATH first, and refuses one that names no file', () => {
    expect(findChromium(debian, [], () => '/own')).toEqual({ path: debian, source: 'CHROMIUM_PATH' })
    expect(() => findChromium(missing, [debian], none)).toThrow(/CHROMIUM_PATH is .*nothing-here/)
  })

  it("prefers Playwright's own build over the machine's", () => {
    expect(findChromium(undefined, [debian], () => '/own/chrome')).toEqual({
      path: '/own/chrome',
      source: 'playwright',
    })
  })

  it("passes over Ubuntu's snap stub and takes the next browser on the machine", () => {
    expect(findChromium(undefined, [missing, snapStub, debian], none)).toEqual({
      path: debian,
      source: 'system',
    })
  })

  it('says how to get a browser when the machine has none', () => {
    expect(() => findChromium(undefined, [missing, snapStub], none)).toThrow(
      /npx playwright install chromium/,
    )
  })
})
