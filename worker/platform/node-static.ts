import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { getMimeType } from 'hono/utils/mime'
import { COMPRESSIBLE } from '../contract/static-files'
import { chooseEncoding, type StoredEncoding } from './node-static-encoding'

// Vite names every file it emits under /assets/ `<name>-<8-character hash>.<ext>`: a new build
// gives a new name, so those can be kept for a year. Everything else (pages, favicon, product
// pictures) keeps its name across builds and is revalidated by ETag on each use.
const HASHED_ASSET = /^\/assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SUFFIX: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' }
// Build files that are instructions to the Workers static-assets layer, not content.
const PRIVATE_NAMES = new Set(['_headers', '_redirects', '_routes.json'])

export const isHashedAsset = (path: string) => HASHED_ASSET.test(path)

const fileStat = async (path: string) => {
  try {
    const s = await stat(path)
    return s.isFile() ? s : null
  } catch {
    return null
  }
}

// The URL path as segments under the root, or null for anything that could leave it or reach
// a hidden file: `..`, `.`, dot-names, backslashes, NUL, bad percent-encoding.
const safeSegments = (pathname: string): string[] | null => {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return null
  const segments = decoded.split('/').filter((s) => s !== '')
  if (segments.some((s) => s.startsWith('.'))) return null
  if (segments.length === 1 && PRIVATE_NAMES.has(segments[0]!)) return null
  return segments
}

// The web build from disk, the way Workers static assets serve it: brotli or gzip copies made at
// build time (from `<root>-compressed`), hashed files cached for a year, everything else revalidated,
// and nothing for page paths: the app draws those.
export const staticFiles = (root: string, compressedRoot = `${root.replace(/[\\/]+$/, '')}-compressed`) => {
  if (!existsSync(join(root, 'assets'))) {
    console.warn(`No web build in ${root}: run \`npm run build\` to serve the storefront pages.`)
  }
  const base = resolve(root)
  const compressedBase = resolve(compressedRoot)
  const inside = (dir: string, rel: string) => {
    const full = resolve(dir, rel)
    return full.startsWith(dir + sep) ? full : null
  }

  // Which file answers a path: the file itself, or a page written as a file (/x -> x.html). Other
  // pages are drawn by the server's render, in the app.
  const locate = async (segments: string[]) => {
    const rel = segments.join('/')
    if (rel && extname(rel)) {
      // A missing file with an extension is a real 404, not a page.
      const full = inside(base, rel)
      return full && (await fileStat(full)) ? rel : null
    }
    if (rel) {
      const page = inside(base, `${rel}.html`)
      if (page && (await fileStat(page))) return `${rel}.html`
    }
    return null
  }

  return async (request: Request): Promise<Response | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    const url = new URL(request.url)
    const segments = safeSegments(url.pathname)
    if (!segments) return null
    const rel = await locate(segments)
    if (!rel) return null
    const original = join(base, rel)
    const info = await fileStat(original)
    if (!info) return null

    const ext = extname(rel).toLowerCase()
    const compressible = COMPRESSIBLE.has(ext)
    let path = original
    let size = info.size
    let encoding: StoredEncoding | null = null
    if (compressible) {
      const copies = await Promise.all(
        (['br', 'gzip'] as const).map(async (e) => {
          const p = inside(compressedBase, rel + SUFFIX[e])
          const s = p ? await fileStat(p) : null
          return p && s ? { encoding: e, path: p, size: s.size } : null
        }),
      )
      const found = copies.filter((c) => c !== null)
      encoding = chooseEncoding(
        request.headers.get('Accept-Encoding') ?? undefined,
        found.map((c) => c.encoding),
      )
      const copy = found.find((c) => c.encoding === encoding)
      if (copy) {
        path = copy.path
        size = copy.size
      }
    }

    // One tag per file version and coding: the copies are different bytes.
    const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`
    const headers = new Headers({
      'Content-Type': getMimeType(rel) ?? 'application/octet-stream',
      'Cache-Control': isHashedAsset(`/${rel}`) ? IMMUTABLE : REVALIDATE,
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
    })
    if (compressible) headers.set('Vary', 'Accept-Encoding')
    if (encoding) headers.set('Content-Encoding', encoding)

    const ifNoneMatch = request.headers.get('If-None-Match')
    if (
      ifNoneMatch &&
      (ifNoneMatch.trim() === '*' ||
        ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
    ) {
      return new Response(null, { status: 304, headers })
    }
    headers.set('Content-Length', String(size))
    if (request.method === 'HEAD') return new Response(null, { status: 200, headers })
    return new Response(new Uint8Array(await readFile(path)), { status: 200, headers })
  }
}
