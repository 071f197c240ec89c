import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useMessages } from '../../lib/i18n'
import { catalogueMessages } from './catalogue.messages'
import './catalogue.css'

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches

// A scroll-snap strip: swipeable by hand, with prev/next buttons and an autoplay that stops
// while the pointer or keyboard focus is inside, when the buyer asks for less motion, when the
// buyer pauses it, and while it is off screen or the tab is hidden.
export function Carousel<T>({
  items,
  getKey,
  renderItem,
  label,
  interval,
  className = '',
}: {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  label: string
  interval: number
  className?: string
}) {
  const track = useRef<HTMLUListElement>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // Playing in the server's HTML; stopped after hydration for a buyer who asks for less motion.
  const [stopped, setStopped] = useState(false)
  const [visible, setVisible] = useState(true)
  const id = useId()
  const m = useMessages(catalogueMessages)

  useEffect(() => {
    if (reducedMotion()) setStopped(true)
  }, [])

  useEffect(() => {
    const el = track.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true))
    io.observe(el)
    return () => io.disconnect()
  }, [])

  const step = (dir: 1 | -1, wrap: boolean) => {
    const el = track.current
    if (!el) return
    const first = el.firstElementChild as HTMLElement | null
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0
    const width = (first?.offsetWidth ?? el.clientWidth) + gap
    const behavior: ScrollBehavior = reducedMotion() ? 'auto' : 'smooth'
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4
    const atStart = el.scrollLeft <= 4
    if (wrap && dir === 1 && atEnd) el.scrollTo({ left: 0, behavior })
    else if (wrap && dir === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior })
    else el.scrollBy({ left: dir * width, behavior })
  }

  const playing = !stopped && !hovered && !focused && visible && items.length > 1
  // biome-ignore lint/correctness/useExhaustiveDependencies: step reads the DOM, not state
  useEffect(() => {
    if (!playing) return
    const timer = window.setInterval(() => {
      if (!document.hidden) step(1, true)
    }, interval)
    return () => window.clearInterval(timer)
  }, [playing, interval])

  if (items.length === 0) return null
  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <ul
        className="carousel-track"
        ref={track}
        id={`${id}-track`}
        aria-live={playing ? 'off' : 'polite'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must take focus so the keyboard can scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-label={m.stripProducts(label)}
      >
        {items.map((item, i) => (
          <li key={getKey(item)} className="carousel-item">
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      <div className="carousel-controls">
        <button
          type="button"
          className="icon-button carousel-prev"
          aria-controls={`${id}-track`}
          aria-label={m.previous}
          onClick={() => step(-1, true)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="icon-button carousel-pause"
          aria-label={stopped ? m.play : m.pause}
          onClick={() => setStopped((s) => !s)}
        >
          <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
        </button>
        <button
          type="button"
          className="icon-button carousel-next"
          aria-controls={`${id}-track`}
          aria-label={m.next}
          onClick={() => step(1, true)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  )
}
