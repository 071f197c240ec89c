import './styles/base.css'
import './app/layout/layout.css'

// The server's HTML is the page: let the browser paint it before any of the app is loaded and run,
// so hydrating never delays the first paint (on a fast connection the scripts would otherwise
// arrive and run first).
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

void afterFirstPaint()
  .then(() => import('./start'))
  .then(({ default: start }) => start())
