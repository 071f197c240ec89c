import type { Context } from 'hono'
import { AppError } from './errors'

// Who is calling, as a key for per-client limits. Each entry decides where the address comes
// from; this module turns it into a key that one person cannot rotate cheaply.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HEXTET = /^[0-9a-f]{1,4}$/

// The eight 16-bit groups of an IPv6 address, or undefined if it is not one. An embedded IPv4
// tail (::ffff:192.0.2.1) counts as the last two groups.
const ipv6Groups = (text: string): number[] | undefined => {
  let s = text.toLowerCase()
  const zone = s.indexOf('%')
  if (zone >= 0) s = s.slice(0, zone)
  let tail: number[] = []
  const lastColon = s.lastIndexOf(':')
  if (lastColon >= 0 && s.slice(lastColon + 1).includes('.')) {
    const v4 = s.slice(lastColon + 1)
    if (!IPV4.test(v4)) return undefined
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number]
    tail = [(a << 8) | b, (c << 8) | d]
    // Keep the colon before the tail so '::1.2.3.4' still reads as '::' + tail.
    s = s.slice(0, lastColon + 1)
    if (s.endsWith(':') && !s.endsWith('::')) s = s.slice(0, -1)
  }
  const parts = s.split('::')
  if (parts.length > 2) return undefined
  const side = (p: string | undefined) => (p ? p.split(':') : [])
  const head = side(parts[0])
  const rest = parts.length === 2 ? side(parts[1]) : []
  if (![...head, ...rest].every((h) => HEXTET.test(h))) return undefined
  const given = head.length + rest.length + tail.length
  if (parts.length === 1 ? given !== 8 : given > 7) return undefined
  const hex = (list: string[]) => list.map((h) => Number.parseInt(h, 16))
  const zeros = Array.from({ length: 8 - given }, () => 0)
  return [...hex(head), ...zeros, ...hex(rest), ...tail]
}

// One key per IPv4 address, and one per IPv6 /64: a single home or phone is given a whole /64
// and can pick a new address in it for every request. An IPv4-mapped IPv6 address is its IPv4.
export const addressKey = (raw: string | undefined | null): string | undefined => {
  const text = raw?.trim()
  if (!text) return undefined
  if (IPV4.test(text)) return text
  const unbracketed = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text
  const groups = ipv6Groups(unbracketed)
  if (!groups) return undefined
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (isMapped) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

// Workers: Cloudflare's edge sets CF-Connecting-IP and a client cannot forge it.
export const workersClientAddress = (header: string | undefined) => addressKey(header)

// Node: the socket's peer is the client unless `trustProxy` proxies stand in front. Each trusted
// proxy appends the address it saw to X-Forwarded-For, so the client is `trustProxy` places from
// the right of (X-Forwarded-For entries, socket peer). Entries further left were written by the
// client itself and prove nothing. Too short a chain means the request did not come through the
// proxies: no address, rather than one the caller chose.
export const forwardedClientAddress = (
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: number,
): string | undefined => {
  if (!socketAddress) return undefined
  if (trustProxy <= 0) return addressKey(socketAddress)
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    socketAddress,
  ]
  const at = chain.length - 1 - trustProxy
  return at < 0 ? undefined : addressKey(chain[at])
}

// What clientKey needs of the app's context (app-env.ts has it; lib does not import the app).
type ClientEnv = {
  Variables: { deps: { clientAddress?: ((c: Context) => string | undefined) | undefined } }
}

// The key for rate limits. There is no shared "unknown" bucket: a caller without an address
// would otherwise share one budget with every other such caller, and could exhaust it for them.
export const clientKey = <E extends ClientEnv>(c: Context<E>): string => {
  const key = c.var.deps.clientAddress?.(c)
  if (!key) {
    throw new AppError(
      'CLIENT_ADDRESS_UNKNOWN',
      'We could not tell where this request came from, so it cannot be accepted. Please try again, or call us.',
    )
  }
  return key
}
