// A stand-in is an element drawn in place of a control until its part of the page is live (a
// quantity box's frame in a price list waiting to hydrate, lib/hydrate-near.tsx), marked
// data-stand-in. A finger that touches one wakes the part; once the part is live, the control drawn
// in its place takes the focus, so the tap is not lost. Apart from hydrate-near, so a list of boxes
// that never waits (a category page) does not carry the waiting.

let touched: { element: Element; parent: Element } | null = null

// Heard with the touches that wake a waiting part: remembers the stand-in a finger came down on.
export const noteTouchedStandIn = (event: Event) => {
  if (event.type !== 'pointerdown' || !(event.target instanceof Element)) return
  const standIn = event.target.closest('[data-stand-in]')
  if (standIn?.parentElement) touched = { element: standIn, parent: standIn.parentElement }
}

// Called by a part once it has hydrated: if a finger touched one of its stand-ins, the control drawn
// in its place takes the focus, now or as the part's first live render replaces it (within a moment).
export const focusWhereTouched = (scope: Node) => {
  const was = touched
  if (!was || !scope.contains(was.parent)) return
  touched = null
  const focus = () => was.parent.querySelector<HTMLElement>('input, select, textarea, button')?.focus()
  if (!was.element.isConnected) return focus()
  const replaced = new MutationObserver(() => {
    if (was.element.isConnected) return
    replaced.disconnect()
    focus()
  })
  replaced.observe(was.parent, { childList: true })
  setTimeout(() => replaced.disconnect(), 2000)
}
