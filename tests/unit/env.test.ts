import { describe, expect, it } from 'vitest'
import { DEV_SECRET, isLoopbackHost, nodeEnvSchema, parseEnv } from '../../worker/env'

const STRONG = 'k3Vt0Hq2yX9mZpL8rWc4sB7nJd6fGa1eUo5iTh0QwErTyUiOp'
const parse = (env: Record<string, string>) => parseEnv(nodeEnvSchema, env)

describe('Node environment', () => {
  it('a fresh clone with no configuration listens on loopback with development secrets', () => {
    const env = parse({})
    expect(env.HOST).toBe('127.0.0.1')
    expect(env.APP_ENV).toBe('development')
    expect(env.TRUST_PROXY).toBe(0)
    expect(env.JWT_SECRET).toContain(DEV_SECRET)
  })

  it('the Playwright and bench servers (HOST=127.0.0.1) start without secrets', () => {
    expect(parse({ HOST: '127.0.0.1', PORT: '4173' }).PORT).toBe(4173)
    expect(parse({ HOST: 'localhost' }).HOST).toBe('localhost')
    expect(parse({ HOST: '::1' }).HOST).toBe('::1')
  })

  it('a server on 0.0.0.0 with the public development secrets refuses to start and says how to fix it', () => {
    expect(() => parse({ HOST: '0.0.0.0' })).toThrow(/JWT_SECRET is required/)
    expect(() => parse({ HOST: '0.0.0.0' })).toThrow(/PASSWORD_PEPPER is required/)
    expect(() => parse({ HOST: '0.0.0.0' })).toThrow(/openssl rand -base64 48/)
    expect(() => parse({ HOST: '192.168.1.20', JWT_SECRET: STRONG })).toThrow(/PASSWORD_PEPPER is required/)
  })

  it('starts on a public address with real secrets, or with APP_ENV=development said explicitly', () => {
    const env = parse({ HOST: '0.0.0.0', JWT_SECRET: STRONG, PASSWORD_PEPPER: STRONG })
    expect(env.JWT_SECRET).toBe(STRONG)
    expect(parse({ HOST: '0.0.0.0', APP_ENV: 'development' }).JWT_SECRET).toContain(DEV_SECRET)
  })

  it('production needs real secrets even on loopback, and short secrets are refused anywhere', () => {
    expect(() => parse({ APP_ENV: 'production' })).toThrow(/JWT_SECRET is required/)
    expect(() => parse({ JWT_SECRET: 'short' })).toThrow(/at least 32 characters/)
    expect(parse({ APP_ENV: 'production', JWT_SECRET: STRONG, PASSWORD_PEPPER: STRONG }).APP_ENV).toBe(
      'production',
    )
  })

  it('reads TRUST_PROXY as a whole number of proxies and refuses anything else', () => {
    expect(parse({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parse({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    for (const bad of ['true', '-1', '1.5', 'yes', '99']) {
      expect(() => parse({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
    }
  })

  it('knows which hosts are loopback', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'].every(isLoopbackHost)).toBe(true)
    expect(['0.0.0.0', '::', '192.168.0.1', 'example.com', '128.0.0.1'].some(isLoopbackHost)).toBe(false)
  })
})
