import { describe, expect, it } from 'vitest'
import { addressKey, forwardedClientAddress, workersClientAddress } from '../../worker/lib/client-address'

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey(' 10.0.0.1 ')).toBe('10.0.0.1')
  })

  it('rotating through a /64 of IPv6 addresses stays one client', () => {
    const keys = [
      '2001:db8:abcd:12:0:0:0:1',
      '2001:db8:abcd:12::2',
      '2001:0db8:abcd:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:ABCD:12:1234:5678:9abc:def0',
      '[2001:db8:abcd:12::99]',
      '2001:db8:abcd:12::1%eth0',
    ].map(addressKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:abcd:12::/64']))
    expect(addressKey('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64')
  })

  it('reads :: compression anywhere in the address', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('::')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::')).toBe('fe80:0:0:0::/64')
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(addressKey('1:2:3::8')).toBe('1:2:3:0::/64')
  })

  it('an IPv4-mapped IPv6 address is the same client as its IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4')
    expect(addressKey('::FFFF:198.51.100.4')).toBe('198.51.100.4')
    expect(addressKey('::ffff:c633:6404')).toBe('198.51.100.4')
    expect(addressKey('0:0:0:0:0:ffff:198.51.100.4')).toBe('198.51.100.4')
  })

  it('a forged or broken address gives no key instead of a key the caller chose', () => {
    for (const bad of [
      '',
      '   ',
      'unknown',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::1',
      ':1:2:3:4:5:6:7',
      '::ffff:300.1.1.1',
      '1.2.3.4\nGET / 200',
      'g::1',
    ]) {
      expect(addressKey(bad), bad).toBeUndefined()
    }
    expect(addressKey(undefined)).toBeUndefined()
    expect(workersClientAddress(undefined)).toBeUndefined()
  })
})

describe('forwardedClientAddress (Node, TRUST_PROXY)', () => {
  it('a client sending X-Forwarded-For to a server without proxies cannot choose its address', () => {
    expect(forwardedClientAddress('1.1.1.1', '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(forwardedClientAddress(undefined, '203.0.113.9', 0)).toBe('203.0.113.9')
  })

  it('behind one proxy the client is the address the proxy appended, not what the client wrote', () => {
    // The client wrote 6.6.6.6 itself; the proxy (10.0.0.2) appended the real peer.
    expect(forwardedClientAddress('6.6.6.6, 198.51.100.20', '10.0.0.2', 1)).toBe('198.51.100.20')
    expect(forwardedClientAddress('198.51.100.20', '10.0.0.2', 1)).toBe('198.51.100.20')
  })

  it('behind two proxies the client is second from the right', () => {
    expect(forwardedClientAddress('6.6.6.6, 198.51.100.20, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.20')
  })

  it('a request that skipped the proxies has no address rather than one from its own header', () => {
    expect(forwardedClientAddress(undefined, '198.51.100.20', 1)).toBeUndefined()
    expect(forwardedClientAddress('198.51.100.20', '10.0.0.2', 2)).toBeUndefined()
    expect(forwardedClientAddress('1.1.1.1', undefined, 1)).toBeUndefined()
  })

  it('groups a forwarded IPv6 client by /64 and unwraps a mapped socket address', () => {
    expect(forwardedClientAddress('2001:db8:1:2::77', '::ffff:127.0.0.1', 1)).toBe('2001:db8:1:2::/64')
    expect(forwardedClientAddress(undefined, '::ffff:203.0.113.9', 0)).toBe('203.0.113.9')
  })
})
