import './styles/base.css'
import './app/layout/layout.css'
import { claimInlinedStyles } from './lib/inlined-styles'

// The server's HTML is the page: the browser paints it before any of the app is fetched and run,
// so on a slow connection the scripts never compete with the first view, and hydrating never
// delays the first paint. A tab that paints nothing (opened in the background) starts after a
// moment anyway. A page the server did not draw (the offline worker's shell, an empty root) has no
// first paint to wait for, and waiting for one cost every page opened offline 1.5 s.
const afterFirstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    let started = false
    const start = () => {
      if (started) return
      started = true
      setTimeout(resolve, 0)
    }
    setTimeout(start, 1500)
    if (!document.getElementById('root')?.hasChildNodes()) return start()
    if (typeof PerformanceObserver === 'undefined') return requestAnimationFrame(start)
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        start()
      })
      observer.observe({ type: 'paint', buffered: true })
    } catch {
      requestAnimationFrame(start)
    }
  })

// The page's own chunks, as the server listed them, fetched side by side with the app's start
// instead of one after the other.
const preloadPageChunks = () => {
  let chunks: unknown
  try {
    chunks = JSON.parse(document.getElementById('page-chunks')?.textContent ?? '[]')
  } catch {
    return
  }
  if (!Array.isArray(chunks)) return
  for (const href of chunks) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    link.crossOrigin = ''
    document.head.appendChild(link)
  }
}

void afterFirstContentfulPaint()
  .then(() => {
    claimInlinedStyles()
    preloadPageChunks()
    // React and react-dom run first, in a task of their own, then the app's start and the page:
    // run in one go the two were one task of about 250 ms on a phone, all of it blocking a tap.
    return import('react-dom/client')
  })
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./start'))
  .then(({ default: start }) => start())
