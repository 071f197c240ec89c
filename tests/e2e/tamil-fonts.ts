import { expect, type Page } from '@playwright/test'

// Tamil never drawn as boxes: a phone or desk without a Tamil font of its own draws Tamil only with
// the shop's Noto Sans Tamil (web/src/styles/tamil-font.css), so every piece of Tamil text on the
// page must ask for a weight and style one of its @font-face rules declares (a rule's weight may
// be a range, a deliberate mapping), and that face must be loaded once the page's fonts are ready.
// A weight nobody declared is drawn from the nearest face the browser happens to pick, or, while
// that face is still loading, from a system font with no Tamil letters at all.
export const TAMIL_FAMILY = 'Noto Sans Tamil'

export const tamilFontProblems = (page: Page) =>
  page.evaluate(async (family) => {
    await document.fonts.ready
    const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === family)
    const covers = (f: FontFace, weight: number, style: string) => {
      const [lo = 0, hi = lo] = f.weight.split(/\s+/).map(Number)
      return f.style === style && weight >= lo && weight <= hi
    }
    const problems = new Set<string>()
    const seen = new Set<Element>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      const text = n.textContent ?? ''
      if (!el || seen.has(el) || !/[\u0B80-\u0BFF]/.test(text)) continue
      // Text for screen readers alone (.visually-hidden) is never drawn.
      if (!el.checkVisibility() || el.closest('.visually-hidden')) continue
      seen.add(el)
      const css = getComputedStyle(el)
      const weight = Number(css.fontWeight)
      const where = `<${el.tagName.toLowerCase()}> "${text.trim().slice(0, 20)}"`
      // A face declared twice (the page's inline styles and its stylesheet) is drawn from the last.
      const face = faces.findLast((f) => covers(f, weight, css.fontStyle))
      if (!css.fontFamily.includes(family)) problems.add(`${where}: its font-family has no ${family}`)
      else if (!face) problems.add(`${where}: weight ${weight} ${css.fontStyle} is declared by no @font-face`)
      else if (face.status !== 'loaded') problems.add(`${where}: the ${face.weight} face is ${face.status}`)
    }
    return { tamilElements: seen.size, declared: faces.map((f) => f.weight), problems: [...problems] }
  }, TAMIL_FAMILY)

// The page draws Tamil, and every Tamil text on it in a declared, loaded weight of the Tamil font.
export const expectTamilFontsLoaded = async (page: Page) => {
  const fonts = await tamilFontProblems(page)
  expect(fonts.tamilElements, `${page.url()} draws Tamil text`).toBeGreaterThan(0)
  expect(
    fonts.problems,
    `${page.url()}: Tamil text (declared weights: ${fonts.declared.join(', ')})`,
  ).toEqual([])
}
