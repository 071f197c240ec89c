// Which Chromium the browser tests and Lighthouse drive, on any machine:
// 1. the one named by CHROMIUM_PATH (the caller passes it in), which must exist;
// 2. Playwright's own build, where `npx playwright install chromium` could download it;
// 3. a Chromium or Chrome installed on the machine, as on Debian here (`apt-get install chromium`).
// Ubuntu's `chromium-browser` package is only a stub that asks for snap; it is passed over.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { chromium } from 'playwright'

export type ChromiumChoice = { path: string; source: 'CHROMIUM_PATH' | 'playwright' | 'system' }

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

// The snap stub is a small shell script that tells the user to install the snap; a real
// browser (or Debian's launcher script) never mentions snap install.
export const isSnapStub = (path: string) => {
  try {
    const real = realpathSync(path)
    if (statSync(real).size > 64 * 1024) return false
    return /snap install|\/snap\/bin\/chromium/.test(readFileSync(real, 'utf8'))
  } catch {
    return true
  }
}

const playwrightChromium = () => {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

export const findChromium = (
  configured: string | undefined,
  candidates: readonly string[] = SYSTEM_CANDIDATES,
  ownBuild: () => string | undefined = playwrightChromium,
): ChromiumChoice => {
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH is ${configured}, and no file is there.`)
    return { path: configured, source: 'CHROMIUM_PATH' }
  }
  const own = ownBuild()
  if (own) return { path: own, source: 'playwright' }
  const system = candidates.find((p) => existsSync(p) && !isSnapStub(p))
  if (system) return { path: system, source: 'system' }
  throw new Error(
    'No Chromium found. Run `npx playwright install chromium`, install Chromium or Chrome, or set CHROMIUM_PATH to a Chromium binary.',
  )
}
