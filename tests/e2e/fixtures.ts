import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

// The server's HTML is painted before the scripts arrive, and a tap on it does nothing until the
// page is hydrated (its fields are read-only until then). A buyer sees that in a blink; a test
// would act in between. So every page load in these journeys waits until the page says it is live.
const whenLive = async (page: Page, res: Awaited<ReturnType<Page['goto']>>) => {
  if (!res || !(res.headers()['content-type'] ?? '').startsWith('text/html')) return res
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 20_000,
  })
  return res
}

// Each journey is its own buyer, from its own address (the e2e server trusts one proxy hop): the
// shop's per-address limits, such as ten signups an hour, then meet one journey's own requests
// rather than the whole suite's.
const addressFor = (testId: string, project: string) => {
  let h = project === 'phone' ? 17 : 71
  for (const ch of testId) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${(h & 253) + 1}`
}

export const test = base.extend({
  page: async ({ page }, use, info) => {
    await page
      .context()
      .setExtraHTTPHeaders({ 'X-Forwarded-For': addressFor(info.testId, info.project.name) })
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => whenLive(page, await goto(url, options))
    page.reload = async (options) => whenLive(page, await reload(options))
    await use(page)
  },
})
