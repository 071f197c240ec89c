import { expect, test } from './fixtures'
import { endlessAnimations, fillCart, mobileFor, seriousViolations, visitDrawn } from './helpers'
import { CATALOGUE_PAGES, SAME_AT_ANY_WIDTH } from './public-pages'
import { signInSeller } from './seller-helpers'
import { expectTamilFontsLoaded, TAMIL_FAMILY, tamilFontProblems } from './tamil-fonts'
import { sendEnquiry } from './tamil-helpers'
import { expectTapTargets, smallTapTargets } from './tap-targets'
import { PHONE_ONLY_TAG } from './widths'

test.describe('accessibility', () => {
  // Each test opens its own page and sends nothing another reads: spread over both workers, the
  // longest file of the suite no longer ends it with one worker idle.
  test.describe.configure({ mode: 'parallel' })
  for (const path of [...CATALOGUE_PAGES, ...SAME_AT_ANY_WIDTH]) {
    const tag = SAME_AT_ANY_WIDTH.includes(path) ? [PHONE_ONLY_TAG] : []
    test(`${path} arrives drawn, hydrates cleanly, has no serious or critical axe violations, no tap target under 44 px and nothing animating without end`, {
      tag,
    }, async ({ page }) => {
      const problems = await visitDrawn(page, path)
      await page.waitForLoadState('networkidle')
      const hydration = [...problems]
      expect(await seriousViolations(page)).toEqual([])
      await expectTapTargets(page)
      expect(hydration).toEqual([])
      expect(await endlessAnimations(page), 'animations that run while the page sits idle').toEqual([])
    })
  }

  test('/quick-checkout with a cart has no serious or critical axe violations and no tap target under 44 px', async ({
    page,
  }) => {
    await fillCart(page, 3000)
    await page.goto('/quick-checkout')
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
    await expectTapTargets(page)
  })

  test('the console draws a Tamil buyer name in a loaded weight of the Tamil font', async ({
    page,
  }, info) => {
    await sendEnquiry(page, mobileFor(info, 31))
    await signInSeller(page)
    await expect(page.getByRole('cell', { name: 'தமிழ்ச்செல்வி' }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectTamilFontsLoaded(page)
  })
})

// The two checks above catch what they are about: a link as short as Contact Us's were, and Tamil
// text in a weight the font does not declare.
test.describe('the page-wide checks', { tag: PHONE_ONLY_TAG }, () => {
  test('find a 19 px tall link alone in its paragraph, but pass a link inside a sentence', async ({
    page,
  }) => {
    await page.goto('/faq')
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body
      main.insertAdjacentHTML(
        'beforeend',
        '<p><a href="tel:+919876543210" id="planted">98765 43210</a></p>' +
          '<p>Call us at <a href="tel:+919876543211">98765 43211</a> any time of the day.</p>',
      )
    })
    const small = await smallTapTargets(page)
    expect(small.filter((s) => s.includes('98765'))).toEqual([
      expect.stringMatching(/^a "98765 43210" \d+x\d+$/),
    ])
  })

  test('find Tamil text in a weight with no @font-face', async ({ page }) => {
    await page.goto('/ta/faq')
    await page.waitForLoadState('networkidle')
    expect((await tamilFontProblems(page)).problems).toEqual([])
    // The heavier face taken out of the page's stylesheets, as if its @font-face were deleted.
    await page.evaluate((family) => {
      for (const sheet of document.styleSheets)
        for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
          const rule = sheet.cssRules[i]
          if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').includes(family))
            if (rule.style.getPropertyValue('font-weight') !== '400') sheet.deleteRule(i)
        }
    }, TAMIL_FAMILY)
    const { problems } = await tamilFontProblems(page)
    expect(
      problems.some((p) => /weight (600|700) normal is declared by no @font-face/.test(p)),
      problems.join('\n'),
    ).toBe(true)
  })
})
