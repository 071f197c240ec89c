import { expect, type Page } from '@playwright/test'

// Every thing a finger can tap is at least 44×44 CSS px (--tap in web/src/styles/tokens.css).
// The rule, as the journeys apply it to the page on screen:
// - A target is a visible link with an address, button, form control (not a hidden input), select,
//   text box, <summary>, anything with role=button or role=link, and a label wrapping a control.
// - A checkbox or radio is as big as the largest of itself and its labels: the label is what a
//   finger taps (`.check` makes it 44 px tall around a 22 px box).
// - An inline link whose block holds at least three words of other text (a link inside a
//   sentence) is exempt, as WCAG 2.5.8 exempts a target "in a sentence": its height is the
//   line's. A link alone in its paragraph or list item ("Call 98765 43210", a footer link) is not.
// - Not judged: what is not drawn (display none, visibility hidden, inside [inert] or inside
//   .visually-hidden, as the bot trap of the forms), what is at most 1 px (its label is judged),
//   and what sits wholly off the page until focused (the skip link).
export const TAP_MIN = 44

export const smallTapTargets = (page: Page) =>
  page.evaluate((min) => {
    const TARGETS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], label'
    const words = (s: string) => s.match(/[\p{L}\p{N}]+/gu)?.length ?? 0
    const isTarget = (el: Element) =>
      !(el instanceof HTMLLabelElement) || (el.control !== null && el.contains(el.control))
    const blockOf = (el: Element) => {
      let b = el.parentElement
      while (b && /^(inline|contents)$/.test(getComputedStyle(b).display)) b = b.parentElement
      return b ?? document.body
    }
    // A link inside a sentence: inline, with three or more words in its block that are no target's.
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false
      const block = blockOf(el)
      const own = [...block.querySelectorAll(TARGETS)].reduce((n, t) => n + words(t.textContent ?? ''), 0)
      return words(block.textContent ?? '') - own >= 3
    }
    const size = (el: Element) => {
      const r = el.getBoundingClientRect()
      let { width, height } = r
      if (el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type))
        for (const label of el.labels ?? []) {
          const l = label.getBoundingClientRect()
          if (l.width * l.height > width * height) ({ width, height } = l)
        }
      return { r, width, height }
    }
    const named = (el: Element, w: number, h: number) => {
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      const text = (el.textContent || el.getAttribute('aria-label') || el.getAttribute('href') || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40)
      return `${el.tagName.toLowerCase()}${cls} "${text}" ${Math.round(w)}x${Math.round(h)}`
    }
    const small = new Set<string>()
    for (const el of document.querySelectorAll(TARGETS)) {
      if (!isTarget(el) || el.closest('[inert], .visually-hidden')) continue
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      const { r, width, height } = size(el)
      if (width <= 1 || height <= 1) continue
      if (r.bottom + window.scrollY <= 0 || r.right + window.scrollX <= 0) continue
      if (width >= min && height >= min) continue
      if (inSentence(el)) continue
      small.add(named(el, width, height))
    }
    return [...small]
  }, TAP_MIN)

// The page on screen has no tap target under 44×44 px (the rule above).
export const expectTapTargets = async (page: Page) => {
  expect(await smallTapTargets(page), `${page.url()}: tap targets under ${TAP_MIN}x${TAP_MIN} px`).toEqual([])
}
