import { expect, test } from './fixtures'
import { snap } from './helpers'
import { expectTapTargets } from './tap-targets'
import { PHONE_ONLY_TAG } from './widths'

// The price list as a PDF from the price-list page and the landing page, on a phone, in both
// languages: the link is there from the server's HTML, its address answers a PDF, and the WhatsApp
// link carries that address.
const PAGES = [
  {
    path: '/price-list',
    pdf: '/price-list.pdf',
    download: 'Download price list (PDF)',
    share: 'Share on WhatsApp',
  },
  {
    path: '/lander',
    pdf: '/price-list.pdf',
    download: 'Download price list (PDF)',
    share: 'Share on WhatsApp',
  },
  {
    path: '/ta/price-list',
    pdf: '/ta/price-list.pdf',
    download: 'விலைப்பட்டியலைப் பதிவிறக்குக (PDF)',
    share: 'WhatsApp-இல் பகிர்க',
  },
  {
    path: '/ta/lander',
    pdf: '/ta/price-list.pdf',
    download: 'விலைப்பட்டியலைப் பதிவிறக்குக (PDF)',
    share: 'WhatsApp-இல் பகிர்க',
  },
] as const

test.describe('the price list as a PDF', () => {
  test(
    'each page links the PDF of its language and a WhatsApp share of it',
    { tag: PHONE_ONLY_TAG },
    async ({ page, request }, info) => {
      for (const p of PAGES) {
        // In the server's HTML already: the link works before the page's script has run.
        const html = await (await request.get(p.path)).text()
        expect(html).toContain(`href="${p.pdf}" download=""`)

        await page.goto(p.path)
        const download = page.getByRole('link', { name: p.download, exact: true })
        await expect(download).toBeVisible()
        await expect(download).toHaveAttribute('href', p.pdf)
        const share = page.getByRole('link', { name: p.share, exact: true })
        await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
        const text = decodeURIComponent((await share.getAttribute('href'))?.split('?text=')[1] ?? '')
        expect(text).toContain(new URL(p.pdf, page.url()).href)
        await download.scrollIntoViewIfNeeded()
        await expectTapTargets(page)

        const res = await request.get((await download.getAttribute('href')) ?? '')
        expect(res.status()).toBe(200)
        expect(res.headers()['content-type']).toBe('application/pdf')
        expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
        // The picture in docs/screenshots/price-list-pdf-390.png (copied from this one).
        if (p.path === '/price-list') await snap(page, info, 'price-list-pdf', { fullPage: false })
      }
    },
  )
})
