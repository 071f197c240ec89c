import { existsSync } from 'node:fs'
import { extname, join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

// The web build from disk, the way Workers static assets serve it: hashed files cached for a year,
// everything else revalidated, and index.html for deep links so the client router takes them.
export const staticFiles = (root: string) => {
  if (!existsSync(join(root, 'index.html'))) {
    console.warn(`No web build in ${root}: run \`npm run build\` to serve the storefront pages.`)
  }
  const files = new Hono()
    .use('*', async (c, next) => {
      await next()
      if (c.res.status === 200) {
        const immutable = c.req.path.startsWith('/assets/')
        c.res.headers.set(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
      }
    })
    .use('*', serveStatic({ root, precompressed: true }))
    .get('*', async (c, next) => {
      // A missing file with an extension is a real 404, not a page.
      if (extname(c.req.path)) return c.body(null, 404)
      // Prerendered information pages (/faq -> faq.html), as Workers assets serve them.
      const prerendered = `${c.req.path.replace(/\/+$/, '')}.html`
      if (c.req.path !== '/' && existsSync(join(root, prerendered)))
        return serveStatic({ root, path: prerendered })(c, next)
      return serveStatic({ root, path: 'index.html' })(c, next)
    })
  return async (request: Request): Promise<Response | null> => {
    const res = await files.fetch(request)
    return res.status === 404 ? null : res
  }
}
