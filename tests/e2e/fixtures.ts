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

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => whenLive(page, await goto(url, options))
    page.reload = async (options) => whenLive(page, await reload(options))
    await use(page)
  },
})
