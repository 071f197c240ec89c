import { base64url } from './ids'

// A response body prepared once (JSON, strong ETag, compressed forms) and sent many times.
// The catalogue changes a few times a day and is read thousands of times a minute before Diwali,
// so compressing per request would spend the CPU on the same bytes again and again.

export type Encoding = 'br' | 'gzip'
export type Bytes = Uint8Array<ArrayBuffer>

export interface Compressor {
  readonly encodings: readonly Encoding[]
  compress(data: Bytes, encoding: Encoding): Promise<Bytes>
}

export interface Representation {
  readonly etag: string // the hash, without quotes or suffix
  readonly body: Bytes
  readonly encoded: Partial<Record<Encoding, Bytes>>
  // JSON unless said otherwise (a page's HTML).
  readonly contentType?: string
}

export const JSON_TYPE = 'application/json; charset=utf-8'

// Below this size compression saves less than the headers it costs.
const MIN_COMPRESS_BYTES = 1024

export const buildRepresentation = (value: unknown, compressor: Compressor): Promise<Representation> =>
  buildTextRepresentation(JSON.stringify(value), JSON_TYPE, compressor)

export const buildTextRepresentation = async (
  text: string,
  contentType: string,
  compressor: Compressor,
): Promise<Representation> => {
  // encode() always returns a fresh ArrayBuffer; the Workers types declare it loosely.
  const body = new TextEncoder().encode(text) as Bytes
  const digest = await crypto.subtle.digest('SHA-256', body)
  const etag = base64url(digest).slice(0, 27)
  const encoded: Partial<Record<Encoding, Bytes>> = {}
  if (body.byteLength >= MIN_COMPRESS_BYTES) {
    for (const encoding of compressor.encodings) encoded[encoding] = await compressor.compress(body, encoding)
  }
  return { etag, body, encoded, ...(contentType === JSON_TYPE ? {} : { contentType }) }
}

const suffix: Record<Encoding, string> = { br: '-br', gzip: '-gz' }

// Accept-Encoding with q-values: an encoding is acceptable unless absent or q=0.
const acceptable = (header: string | undefined): Set<string> => {
  const out = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && Number(q.slice(2)) === 0) continue
    out.add(name)
  }
  return out
}

// Browsers revalidate every catalogue read (a 304 when nothing changed), may show the last answer
// for 10 s while they do, and for a day if the shop answers with an error.
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=10, stale-if-error=86400'

// Strong ETags differ per content-coding (RFC 9110 §8.8.3), but any of them proves the client
// holds the current catalogue, so each earns a 304.
export const respondWith = (
  rep: Representation,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  cacheControl = CATALOGUE_CACHE_CONTROL,
): Response => {
  const accepted = acceptable(request.acceptEncoding)
  const encoding = (['br', 'gzip'] as const).find((e) => rep.encoded[e] && accepted.has(e))
  const etag = `"${rep.etag}${encoding ? suffix[encoding] : ''}"`
  const headers = new Headers({ ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' })
  const inm = request.ifNoneMatch
  if (inm) {
    const tags = inm.split(',').map((t) => t.trim().replace(/^W\//, ''))
    if (
      tags.includes('*') ||
      tags.some((t) => t.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '') === rep.etag)
    ) {
      return new Response(null, { status: 304, headers })
    }
  }
  headers.set('Content-Type', rep.contentType ?? JSON_TYPE)
  const body = encoding ? rep.encoded[encoding]! : rep.body
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.byteLength))
  // encodeBody 'manual' tells Workers the body is already encoded; Node ignores the field.
  return new Response(body, { status: 200, headers, encodeBody: 'manual' } as ResponseInit)
}
