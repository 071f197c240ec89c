import type { Context } from 'hono'
import { isLoopbackHost } from '../env'

// Which address the shop's absolute links name. Links in a WhatsApp message, canonical addresses
// and preview cards, the sitemap: a buyer or a search engine follows them, and a page or sitemap
// kept by a shared cache shows its links to everyone, so they must never name a host a client made up.
export interface OriginConfig {
  // SITE_ORIGIN (https://shop.example.in): when set, every absolute link names it.
  site?: string
  // Whether the host a request came in on is the shop's own. On Workers it is: Cloudflare sends
  // the worker only requests for its own routes. On Node the Host header is whatever the client
  // (or a proxy passing it on) wrote, except on loopback with no proxy, where the client is this machine.
  hostIsOwn: boolean
  // Node's TRUST_PROXY: the proxies then say, in X-Forwarded-Proto, the scheme the buyer used.
  trustProxy: number
}

// What the links below need of the app's context (app-env.ts has it; lib does not import the app).
type OriginEnv = { Variables: { deps: { config: { origin?: OriginConfig | undefined } } } }

// Node: a client on this machine, with no proxy in front, is the only one whose Host is the shop's.
export const nodeOriginConfig = (env: {
  SITE_ORIGIN?: string | undefined
  HOST: string
  TRUST_PROXY: number
}): OriginConfig => ({
  ...(env.SITE_ORIGIN ? { site: env.SITE_ORIGIN } : {}),
  hostIsOwn: isLoopbackHost(env.HOST) && env.TRUST_PROXY === 0,
  trustProxy: env.TRUST_PROXY,
})

// Tests and Workers: the request's own address is the shop's.
const REQUEST_IS_OWN: OriginConfig = { hostIsOwn: true, trustProxy: 0 }

// The scheme the buyer used, from trusted proxies: a proxy that appends writes the scheme it was
// reached by, so the outermost one's is `trustProxy` places from the right; one that sets the
// header leaves a single entry. Entries further left are the client's own.
export const forwardedProto = (
  header: string | undefined,
  trustProxy: number,
): 'http' | 'https' | undefined => {
  if (trustProxy <= 0 || !header) return undefined
  const entries = header
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  const proto = entries[Math.max(0, entries.length - trustProxy)]
  return proto === 'http' || proto === 'https' ? proto : undefined
}

// The scheme and host this request came in on; behind a TLS proxy, https.
const requestOrigin = (c: Context, config: OriginConfig) => {
  const url = new URL(c.req.url)
  const proto = forwardedProto(c.req.header('X-Forwarded-Proto'), config.trustProxy)
  if (proto) url.protocol = `${proto}:`
  return url.origin
}

const configOf = <E extends OriginEnv>(c: Context<E>): OriginConfig =>
  c.var.deps.config.origin ?? REQUEST_IS_OWN

// For links given to one person on their own request (the seller's WhatsApp drafts): always an
// address, the configured one when there is one.
export const linkOrigin = <E extends OriginEnv>(c: Context<E>): string => {
  const config = configOf(c)
  return config.site ?? requestOrigin(c, config)
}

// For what is kept and shown to everyone (pages, sitemap, robots.txt): the configured address,
// else the request's only where its host is the shop's own; otherwise none, and the caller leaves
// out what needs one.
export const publicOrigin = <E extends OriginEnv>(c: Context<E>): string | undefined => {
  const config = configOf(c)
  return config.site ?? (config.hostIsOwn ? requestOrigin(c, config) : undefined)
}
