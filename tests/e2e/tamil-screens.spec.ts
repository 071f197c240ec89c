import type { Page } from '@playwright/test'
import { routeErrorMessages } from '../../web/src/app/route-error.messages'
import { catalogueMessages } from '../../web/src/features/catalogue/catalogue.messages'
import { productModalMessages } from '../../web/src/features/catalogue/product-modal.messages'
import { MAP_LINK_TEXT, MAP_LINK_TEXT_TA } from '../../worker/contract/contact-links'
import { expect, test } from './fixtures'
import { seriousViolations, snap, watchHydration } from './helpers'
import { expectTamilFontsLoaded } from './tamil-fonts'
import { expectLinksInTamil, expectNoSidewaysScroll, fillCartInTamil } from './tamil-helpers'
import { expectTapTargets } from './tap-targets'

// Every buyer-facing screen in Tamil at 390 px: pictured for a person to look at (ta-<screen>.png),
// hydrated without a mismatch, never wider than the phone, clean for axe, every tap target 44 px
// (tap-targets.ts) and every Tamil letter in a declared, loaded weight of the Tamil font
// (tamil-fonts.ts). The enquiry's own
// pages (bill, lorry receipt, tracking with results) are pictured by orders-tamil.spec.ts, the
// checkout and thank-you page by tamil.spec.ts, the account pages by tamil-account.spec.ts.

const TAMIL = /[\u0B80-\u0BFF]/

const firstHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first()

interface Screen {
  name: string
  path: string
  // Pictured elsewhere with more on it: here only checked.
  pictured?: false
  check?: (page: Page) => Promise<void>
}

const SCREENS: readonly Screen[] = [
  {
    name: 'lander',
    path: '/ta/lander',
    // Search engines are told the page's other language.
    check: async (page) => {
      const origin = new URL(page.url()).origin
      await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
        'href',
        `${origin}/lander`,
      )
      await expect(page.locator('link[rel="alternate"][hreflang="ta-IN"]')).toHaveAttribute(
        'href',
        `${origin}/ta/lander`,
      )
    },
  },
  { name: 'category', path: '/ta/category?id=sparklers' },
  { name: 'special-category', path: '/ta/special-category?id=crackers-for-kids' },
  { name: 'order-now', path: '/ta/order-now' },
  { name: 'all-products', path: '/ta/all-products' },
  { name: 'price-list', path: '/ta/price-list' },
  { name: 'faq', path: '/ta/faq' },
  { name: 'about', path: '/ta/about' },
  {
    name: 'contact-us',
    path: '/ta/contact-us',
    // The page's map link is one of the seller's settings put into the text: in Tamil here.
    check: async (page) => {
      await expect(page.locator('article.prose').getByRole('link', { name: MAP_LINK_TEXT_TA })).toBeVisible()
      await expect(page.getByText(MAP_LINK_TEXT)).toHaveCount(0)
    },
  },
  { name: 'signin', path: '/ta/signin' },
  { name: 'signup', path: '/ta/signup' },
  { name: 'order-tracking', path: '/ta/order-tracking', pictured: false },
  {
    name: 'not-found',
    path: '/ta/no-such-page',
    check: async (page) => {
      await expect(firstHeading(page)).toHaveText(routeErrorMessages.ta.notFoundTitle)
      await expect(page.getByText(routeErrorMessages.ta.notFoundText)).toBeVisible()
    },
  },
]

test.describe('every Tamil screen at 390 px', () => {
  test.describe.configure({ mode: 'parallel' })
  test.beforeEach(({ page: _ }, info) => {
    test.skip(info.project.name !== 'phone', 'pictured at phone width')
  })

  for (const screen of SCREENS) {
    test(`${screen.path}: pictured in Tamil, hydrated cleanly, no sideways scroll, 44 px taps, Tamil in loaded weights, and axe finds nothing serious or critical`, async ({
      page,
    }, info) => {
      const hydration = watchHydration(page)
      await page.goto(screen.path)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
      await expect(firstHeading(page)).toHaveText(TAMIL)
      await screen.check?.(page)
      await expectLinksInTamil(page)
      await expectNoSidewaysScroll(page)
      await expectTapTargets(page)
      await expectTamilFontsLoaded(page)
      if (screen.pictured !== false) await snap(page, info, `ta-${screen.name}`)
      expect(await seriousViolations(page)).toEqual([])
      expect(hydration).toEqual([])
    })
  }

  test('the product detail opens in Tamil over a category', async ({ page }, info) => {
    const hydration = watchHydration(page)
    await page.goto('/ta/category?id=sparklers')
    const suffix = catalogueMessages.ta.viewDetails('')
    await page
      .getByRole('button', { name: new RegExp(`${suffix}$`) })
      .first()
      .tap()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(productModalMessages.ta.availability)).toBeVisible()
    await expect(dialog.getByRole('heading').first()).toHaveText(TAMIL)
    await page.waitForLoadState('networkidle')
    await expectNoSidewaysScroll(page)
    await expectTapTargets(page)
    await expectTamilFontsLoaded(page)
    await snap(page, info, 'ta-product-detail', { fullPage: false })
    expect(await seriousViolations(page)).toEqual([])
    expect(hydration).toEqual([])
  })

  test('/ta/quick-checkout with a cart: axe finds nothing serious or critical', async ({ page }) => {
    const hydration = watchHydration(page)
    expect(await fillCartInTamil(page, 3000)).toBeGreaterThanOrEqual(3000)
    await page.goto('/ta/quick-checkout')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
    await expectNoSidewaysScroll(page)
    await expectTapTargets(page)
    await expectTamilFontsLoaded(page)
    expect(await seriousViolations(page)).toEqual([])
    expect(hydration).toEqual([])
  })
})
