import { describe, expect, it } from 'vitest'
import { apiApp } from '../helpers/api-app'

// The buyer's quote page is personal: the server draws its frame, the browser fills it with the
// quote its link's token opens. The token must never be kept, nor named in the addresses the page
// gives crawlers and link previews; only the language switch carries it, for the buyer.

const shop = apiApp({ pages: true })

const TOKEN = 'Qt_0123456789abcdefghijklmnopqrstuv'

describe('the quote page as the server sends it', () => {
  for (const path of ['/quote', '/ta/quote']) {
    it(`${path}?t= is a frame with no quote, not indexed, never kept, its token in no shared address`, async () => {
      const res = await shop.request(`${path}?t=${TOKEN}`)
      const html = await res.text()
      expect(res.status).toBe(200)
      const tags = html.match(/<(link|meta)\b[^>]*>/g) ?? []
      expect(tags.length).toBeGreaterThan(3)
      for (const tag of tags) expect(tag).not.toContain(TOKEN)
      // The language switch opens the same quote in the other language.
      const other = path === '/quote' ? '/ta/quote' : '/quote'
      expect(html).toContain(`<a href="${other}?t=${TOKEN}"`)
      // No quote figures: the page was drawn without asking for the quote.
      expect(html).not.toMatch(/Total to pay|செலுத்த வேண்டிய மொத்தம்/)
      expect(html).toMatch(/<meta name="robots" content="noindex/)
      expect(html).toMatch(path === '/quote' ? /<title>Your quote/ : /<title>உங்கள் விலைப்புள்ளி/)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
    })
  }

  it('robots.txt keeps crawlers off quote links in both languages', async () => {
    const body = await (await shop.request('/robots.txt')).text()
    expect(body).toContain('Disallow: /quote\n')
    expect(body).toContain('Disallow: /ta/quote\n')
  })
})
