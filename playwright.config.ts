import { defineConfig } from '@playwright/test'
import { findChromium } from './scripts/chromium-path'
import { OUTAGE_BRIDGE_PORT, OUTAGE_PORT } from './tests/e2e/outage-ports'
import { PHONE_ONLY_TAG } from './tests/e2e/widths'

// Browser journeys against the production build served by the Node entry on a fresh database,
// in Playwright's own Chromium where it is installed, else the machine's (scripts/chromium-path.ts).
// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8797)
const browser = findChromium(process.env.CHROMIUM_PATH || undefined)

// The desktop width draws the header, catalogue, checkout and console its own way, so those
// journeys run at both widths. Journeys that look and behave the same at any width, or are about
// a phone's width, run once, as a phone: twice was minutes of every run and no more found. Whole
// files are listed here; a single test says so with the tag PHONE_ONLY_TAG (tests/e2e/widths.ts).
const PHONE_ONLY = [
  // Sign-up, sign-in, the profile and a prefilled form: the same at any width (the checkout's
  // desk layout is in enquiry.spec.ts).
  'accounts',
  'claim-enquiries',
  'dispatch',
  'double-submit',
  'fast-buyer',
  'invoice',
  'link-previews',
  'narrow-phone',
  'offline',
  'order-again',
  'orders-tamil',
  'owed-journey',
  'outage',
  'phone-nav',
  'price-list-pdf',
  'quote-journey',
  'season-rules',
  'security',
  'seller-payments',
  'tamil-account',
  'tamil-screens',
  'way-back',
]

export default defineConfig({
  testDir: 'tests/e2e',
  tsconfig: './tsconfig.tools.json',
  outputDir: 'test-results/e2e',
  // A hang guard, not a speed check: on a busy two-core machine the longest journeys (the guest
  // enquiry, axe over the 200-product lists) took 50–70 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Two journeys at a time on two cores. Three measured 10-15% faster on a machine busy with other
  // jobs (accessibility + tamil-screens: 2 workers 323 and 344 s, 3 workers 294 and 293 s) but not
  // in a clean CI run (journeys 638 s against 628 s), and met a navigation race more often.
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      // Playwright picks its own headless build when it has one.
      ...(browser.source === 'playwright' ? {} : { executablePath: browser.path }),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    // A failed journey keeps its trace (each step's action, its errors, the network and the
    // console) and a screenshot of the end. The trace is recorded for every journey to be kept for
    // the few that fail, so what it records is paid on every run: its film strip was a fifth of
    // the suite's time (105 s -> 86 s for tamil + browse), and the copy of the page's DOM it takes
    // before and after each step another sixth (four files, two runs each: 383 s -> 313 and 320 s
    // of journeys). To see each step's page, run the failed journey again with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: PHONE_ONLY.map((spec) => `**/${spec}.spec.ts`),
      grepInvert: new RegExp(PHONE_ONLY_TAG),
    },
  ],
  webServer: [
    {
      // A fresh database with one seller account, made the way a seller makes it (npm run admin:create).
      // The test clock (tests/e2e/test-clock.ts) lets one request name its India day.
      command:
        'rm -rf test-results/e2e-data && tsx scripts/admin-create.ts && tsx --import ./tests/e2e/test-clock.ts worker/node.ts',
      url: `http://127.0.0.1:${PORT}/api/website-management/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LIBSQL_URL: 'file:test-results/e2e-data/e2e.db',
        OBJECTS_DIR: 'test-results/e2e-data/objects',
        LOG_REQUESTS: 'false',
        // Each journey sends its own X-Forwarded-For (tests/e2e/fixtures.ts). A proxied shop needs
        // secrets of its own (worker/env.ts); these serve a throwaway test database only.
        TRUST_PROXY: '1',
        JWT_SECRET: 'e2e-jwt-secret-for-a-throwaway-test-database-0123',
        PASSWORD_PEPPER: 'e2e-password-pepper-for-a-throwaway-test-database',
        // The address the journeys open, which the pages' canonical and hreflang links name.
        SITE_ORIGIN: `http://127.0.0.1:${PORT}`,
        ADMIN_MOBILE: '9000000099',
        ADMIN_NAME: 'Seller',
        ADMIN_PASSWORD: 'sivakasi-seller-2026',
      },
    },
    {
      // The same shop, its database behind the Hrana bridge, so a journey can take it away.
      command: 'tsx tests/e2e/outage-server.ts',
      url: `http://127.0.0.1:${OUTAGE_PORT}/api/website-management/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OUTAGE_PORT: String(OUTAGE_PORT), OUTAGE_BRIDGE_PORT: String(OUTAGE_BRIDGE_PORT) },
    },
  ],
})
