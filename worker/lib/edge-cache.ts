import type { Context } from 'hono'
import { CATALOGUE_CACHE_CONTROL, JSON_TYPE, type Representation, respondWith } from './representation'

// The edge's shared cache (the Cache API on Workers, one per data centre), for public reads. Two
// entries per answer: a fresh one that a newly started instance may serve instead of loading the
// catalogue from the database, and a last-good one it serves when the database cannot be reached.
export interface EdgeStore {
  get(key: string): Promise<Response | undefined>
  put(key: string, response: Response): Promise<void>
}

// A seller's change reaches buyers within about 15 s: a fresh entry lives 5 s, and a running
// instance checks the versions every 5 s, from a marker in the edge cache at most 5 s old.
export const EDGE_FRESH_SECONDS = 5
export const EDGE_LAST_GOOD_SECONDS = 7 * 24 * 3600

// Cache API keys are URLs on the shop's own host; no client ever asks for these. 'versions' is the
// freshness check's shared marker (freshness.ts).
export const edgeCacheKey = (url: string, kind: 'fresh' | 'last' | 'versions') => `${url}?edge-cache=${kind}`
const keyOf = edgeCacheKey

const entry = (rep: Representation, seconds: number) =>
  new Response(rep.body, {
    headers: {
      'Content-Type': rep.contentType ?? JSON_TYPE,
      'Cache-Control': `public, s-maxage=${seconds}`,
      'X-Etag-Hash': rep.etag,
    },
  })

// An entry read back as a representation: identity bytes only (the edge compresses for clients).
const fromEntry = async (res: Response): Promise<Representation | undefined> => {
  const etag = res.headers.get('X-Etag-Hash')
  if (!etag) return undefined
  const type = res.headers.get('Content-Type')
  return {
    etag,
    body: new Uint8Array(await res.arrayBuffer()),
    encoded: {},
    ...(type && type !== JSON_TYPE ? { contentType: type } : {}),
  }
}

export interface PublicRead {
  // The answer's URL: origin and path, and the query only where it selects what is shown.
  url: string
  // Whether this instance answers from memory; a cold one looks at the edge first.
  warm: boolean
  produce: () => Promise<Representation>
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined }
  cacheControl: string
  // Runs the edge writes after the answer (waitUntil on Workers).
  background: (p: Promise<unknown>) => void
}

export const createEdgeCache = (store: EdgeStore | undefined, isUnavailable: (error: unknown) => boolean) => {
  // What this instance already stored, so each version of an answer is written once, not per request.
  const stored = new Map<string, string>()

  const serveEntry = async (read: PublicRead, kind: 'fresh' | 'last') => {
    const hit = store ? await store.get(keyOf(read.url, kind)).catch(() => undefined) : undefined
    const rep = hit && (await fromEntry(hit))
    if (!rep) return undefined
    const res = respondWith(rep, read.request, read.cacheControl)
    res.headers.set('X-Edge-Cache', kind === 'fresh' ? 'fresh' : 'last-good')
    return res
  }

  return {
    async serve(read: PublicRead): Promise<Response> {
      if (store && !read.warm) {
        const fresh = await serveEntry(read, 'fresh')
        if (fresh) return fresh
      }
      let rep: Representation
      try {
        rep = await read.produce()
      } catch (error) {
        const last = store && isUnavailable(error) ? await serveEntry(read, 'last') : undefined
        if (last) return last
        throw error
      }
      if (store && stored.get(read.url) !== rep.etag) {
        stored.set(read.url, rep.etag)
        read.background(
          Promise.all([
            store.put(keyOf(read.url, 'fresh'), entry(rep, EDGE_FRESH_SECONDS)),
            store.put(keyOf(read.url, 'last'), entry(rep, EDGE_LAST_GOOD_SECONDS)),
          ]).catch(() => stored.delete(read.url)),
        )
      }
      return respondWith(rep, read.request, read.cacheControl)
    },
  }
}

export type EdgeCache = ReturnType<typeof createEdgeCache>

// What servePublicRead needs of the app's context; the app's own (app-env.ts) has it, and lib stays
// below the app that imports it.
type PublicReadEnv = {
  Variables: { deps: { edge: EdgeCache; defer: (p: Promise<unknown>) => void } }
}

// A public read answered from memory or the edge: the same URL key, conditional request and
// browser caching for every such route.
export const servePublicRead = <E extends PublicReadEnv>(
  c: Context<E>,
  warm: boolean,
  produce: () => Promise<Representation>,
): Promise<Response> =>
  c.var.deps.edge.serve({
    url: `${new URL(c.req.url).origin}${c.req.path}`,
    warm,
    produce,
    request: { ifNoneMatch: c.req.header('If-None-Match'), acceptEncoding: c.req.header('Accept-Encoding') },
    cacheControl: CATALOGUE_CACHE_CONTROL,
    background: c.var.deps.defer,
  })
