import { beforeAll, describe, expect, it } from 'vitest'
import type { PageRenderBundle } from '../../worker/contract/page-render'
import { loadPageRender } from '../helpers/page-render'

// The server's render while the database is down: every read answers 503. A retry there only makes
// the buyer wait (the browser retries on its own), so each read is asked once and the page is
// drawn at once, with the parts that failed left to the browser.
let render: PageRenderBundle
beforeAll(async () => {
  render = await loadPageRender()
})

const downApi = () => {
  const asked = new Map<string, number>()
  const fetch = async (url: string) => {
    const path = new URL(url).pathname
    asked.set(path, (asked.get(path) ?? 0) + 1)
    return Response.json(
      { error: { code: 'SERVICE_UNAVAILABLE', message: 'We cannot reach our records just now.' } },
      { status: 503, headers: { 'Retry-After': '5' } },
    )
  }
  return { asked, fetch }
}

describe('the page render while the database is down', () => {
  it.each(['/no-such-page', '/lander', '/ta/order-now', '/cart'])(
    'draws %s asking each read once, without retries',
    async (path) => {
      const api = downApi()
      const page = await render.renderPage({ url: `https://shop.example${path}`, fetch: api.fetch })
      expect(page.html).toContain('<div id="root">')
      expect(api.asked.size).toBeGreaterThan(0)
      for (const [read, times] of api.asked) expect(times, read).toBe(1)
    },
  )
})
