// The server's render of the pages: built from the web's own components (web/src/entry-server.tsx,
// into dist/ssr) and called by the worker on Workers and on Node alike.

export interface PageRenderInput {
  // The page's full URL as the buyer asked for it.
  url: string
  // The shop's own address (SITE_ORIGIN, or a host known to be the shop's), which the absolute
  // addresses in the head name: canonical, hreflang, preview card. Left out, those are left out,
  // rather than drawn from a Host header a client wrote into a page others are served.
  origin?: string
  // The shop's own API, answered inside the same process: the render reads exactly what the
  // browser would, without a network hop.
  fetch: (url: string, init?: RequestInit) => Promise<Response>
  // A page drawn for this request alone, asked by a browser opening it (not a link preview's
  // crawler): the bill (/print) is then drawn whole, the buyer's details included, instead of
  // arriving as a frame that says "Loading" until its script has run.
  personal?: boolean
}

export interface RenderedPage {
  // 200, or 404 when no page has that path.
  status: number
  // Set instead of html when the path only sends the buyer elsewhere (/ goes to /lander).
  location?: string
  html: string
  // What failed while drawing (that part of the page is left to the browser), for the log.
  errors: string[]
}

export type PageRenderer = (input: PageRenderInput) => Promise<RenderedPage>

// Reads one file of the web build (dist/web) by its path, '/content/ta/faq.json': the Workers assets
// binding, or the disk on Node. null when the build has no such file.
export type WebFileReader = (path: string) => Promise<string | null>

// The render's module: the function, and the hashes of the stylesheets it inlines in the pages
// (`sha256-…`), which the Content-Security-Policy must name to let them apply.
export interface PageRenderBundle {
  renderPage: PageRenderer
  styleHashes: readonly string[]
}

// What dist/ssr/entry-server.js exports: the render, given where to read the files it draws with
// (the information pages' text, the stylesheets it inlines) instead of carrying them in its code.
export type PageRenderFactory = (read: WebFileReader) => PageRenderBundle
