import { type ReactNode, Suspense, use } from 'react'
import { noteTouchedStandIn } from './stand-ins'
import { useHydrated } from './use-hydrated'

// Hydration only where the eye is. A part of the server's page wrapped in HydrateNear stays the
// server's HTML (React leaves a Suspense boundary that suspends while hydrating as it is) until it
// comes within a screen of the viewport, is pointed at or focused, or its owner opens it
// (openHydration). A long price list then hydrates the tables near the screen, not all of them
// while the buyer waits. A part drawn in the browser (a page opened by a link) is drawn at once.
//
// The owner must open the part before anything new reaches it: a Suspense boundary that receives
// new props or context before it has hydrated drops the server's HTML and draws again.

type Gate = { open: boolean; promise: Promise<void>; release: () => void }

// Keyed by the server's element, so a later page that reuses the id never waits on an old gate.
const gates = new WeakMap<Element, Gate>()
let nearScreen: IntersectionObserver | undefined

const observer = () => {
  nearScreen ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) if (e.isIntersecting) gates.get(e.target)?.release()
    },
    // A screen above and below: a part is live before a scroll brings it into view.
    { rootMargin: '100% 0px' },
  )
  return nearScreen
}

// A touch or focus inside a waiting part opens it. Heard on the document as the event sets out,
// before React's own listener on the root: React stops an event aimed at a part it cannot hydrate
// yet, to replay it later, and opened first the part hydrates at once and takes the event.
const wake = (event: Event) => {
  noteTouchedStandIn(event)
  for (let e = event.target instanceof Element ? event.target : null; e; e = e.parentElement)
    gates.get(e)?.release()
}

let listening = false
const listen = () => {
  if (listening) return
  listening = true
  for (const type of ['pointerdown', 'focusin']) document.addEventListener(type, wake, true)
}

const gateOf = (element: Element): Gate => {
  const known = gates.get(element)
  if (known) return known
  listen()
  let resolve = () => {}
  const gate: Gate = {
    open: false,
    promise: new Promise<void>((r) => {
      resolve = r
    }),
    release: () => {
      if (gate.open) return
      gate.open = true
      // Marked as React marks a settled promise, so use() reads it without suspending again.
      Object.assign(gate.promise, { status: 'fulfilled', value: undefined })
      observer().unobserve(element)
      resolve()
    },
  }
  gates.set(element, gate)
  observer().observe(element)
  return gate
}

// Lets the part with this element id hydrate now (its data changed, or the buyer needs it live).
export const openHydration = (id: string) => {
  const element = typeof document === 'undefined' ? null : document.getElementById(id)
  if (element) gates.get(element)?.release()
}

function Gate({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  const hydrating = !useHydrated()
  // A browser without IntersectionObserver hydrates everything at once, as before.
  if (!import.meta.env.SSR && typeof IntersectionObserver === 'function') {
    const element = document.getElementById(id)
    if (element && hydrating) {
      const gate = gateOf(element)
      if (open) gate.release()
      use(gate.promise)
    } else if (element) {
      // Once hydrated the part still reads its settled gate, as use() asks of a component that
      // called it before; an unsettled one belongs to another page's element of the same id.
      const gate = gates.get(element)
      if (gate?.open) use(gate.promise)
    }
  }
  return children
}

// `id`: the id of the part's outermost element in the server's HTML. `open`: hydrate at once (what
// the browser alone knows makes this part differ from the server's HTML).
export function HydrateNear({
  id,
  open = false,
  children,
}: {
  id: string
  open?: boolean
  children: ReactNode
}) {
  return (
    <Suspense fallback={null}>
      <Gate id={id} open={open}>
        {children}
      </Gate>
    </Suspense>
  )
}
