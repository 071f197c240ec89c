import { describe, expect, it } from 'vitest'
import { forwardedProto, nodeOriginConfig } from '../../worker/lib/site-origin'

describe('X-Forwarded-Proto from trusted proxies', () => {
  it('is read only behind proxies, and only the scheme the outermost proxy was reached by', () => {
    expect(forwardedProto('https', 1)).toBe('https')
    expect(forwardedProto('HTTPS', 1)).toBe('https')
    // With no proxy in front, a client wrote it.
    expect(forwardedProto('https', 0)).toBeUndefined()
    // A client's own entry sits left of the proxy's.
    expect(forwardedProto('http, https', 1)).toBe('https')
    expect(forwardedProto('https, http', 1)).toBe('http')
    // Two appending proxies: the outer one's entry counts.
    expect(forwardedProto('http, https, http', 2)).toBe('https')
    // One proxy that sets the header, with two trusted: its one entry.
    expect(forwardedProto('https', 2)).toBe('https')
    expect(forwardedProto('gopher', 1)).toBeUndefined()
    expect(forwardedProto(undefined, 1)).toBeUndefined()
  })
})

describe('the Node origin config', () => {
  it('trusts the Host header only on loopback with no proxy, and always prefers SITE_ORIGIN', () => {
    expect(nodeOriginConfig({ HOST: '127.0.0.1', TRUST_PROXY: 0 })).toEqual({
      hostIsOwn: true,
      trustProxy: 0,
    })
    expect(nodeOriginConfig({ HOST: '127.0.0.1', TRUST_PROXY: 1 }).hostIsOwn).toBe(false)
    expect(nodeOriginConfig({ HOST: '0.0.0.0', TRUST_PROXY: 0 }).hostIsOwn).toBe(false)
    expect(
      nodeOriginConfig({ HOST: '127.0.0.1', TRUST_PROXY: 1, SITE_ORIGIN: 'https://shop.example.in' }),
    ).toEqual({
      site: 'https://shop.example.in',
      hostIsOwn: false,
      trustProxy: 1,
    })
  })
})
