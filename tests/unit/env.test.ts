import { describe, expect, it } from 'vitest'
import { DEV_SECRET, isLoopbackHost, nodeEnvSchema, parseEnv, workersEnvSchema } from '../../worker/env'

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

  it('a loopback server with no proxy in front (the Lighthouse and outage servers) starts without secrets', () => {
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

  it('behind the proxy set-up of docs/deploy.md (HOST=127.0.0.1, TRUST_PROXY=1) the public secrets refuse to start', () => {
    const proxied = { HOST: '127.0.0.1', TRUST_PROXY: '1' }
    expect(() => parse(proxied)).toThrow(/JWT_SECRET is required: TRUST_PROXY=1/)
    expect(() => parse(proxied)).toThrow(/PASSWORD_PEPPER is required/)
    expect(() => parse(proxied)).toThrow(/openssl rand -base64 48/)
    // Calling it development does not make a proxied shop private.
    expect(() => parse({ ...proxied, APP_ENV: 'development' })).toThrow(/JWT_SECRET is required/)
    const env = parse({ ...proxied, JWT_SECRET: STRONG, PASSWORD_PEPPER: STRONG })
    expect([env.TRUST_PROXY, env.JWT_SECRET]).toEqual([1, STRONG])
  })

  it('every APP_ENV but development needs real secrets, test included', () => {
    for (const APP_ENV of ['production', 'staging', 'test']) {
      expect(() => parse({ APP_ENV }), APP_ENV).toThrow(
        new RegExp(`JWT_SECRET is required: APP_ENV=${APP_ENV}`),
      )
      expect(parse({ APP_ENV, JWT_SECRET: STRONG, PASSWORD_PEPPER: STRONG }).APP_ENV).toBe(APP_ENV)
    }
    expect(parse({ APP_ENV: 'development' }).JWT_SECRET).toContain(DEV_SECRET)
  })

  it('the public development values themselves are refused wherever real secrets are needed', () => {
    const dev = { JWT_SECRET: `${DEV_SECRET}-jwt`, PASSWORD_PEPPER: `${DEV_SECRET}-pepper` }
    const places: Record<string, string>[] = [
      { TRUST_PROXY: '1' },
      { APP_ENV: 'production' },
      { HOST: '0.0.0.0' },
    ]
    for (const where of places) {
      expect(() => parse({ ...where, ...dev }), JSON.stringify(where)).toThrow(
        /JWT_SECRET is the public development value/,
      )
      expect(() => parse({ ...where, ...dev, JWT_SECRET: STRONG })).toThrow(
        /PASSWORD_PEPPER is the public development value/,
      )
    }
    const workers = { LIBSQL_URL: 'libsql://shop.turso.io', ...dev }
    expect(() => parseEnv(workersEnvSchema, workers)).toThrow(/JWT_SECRET is the public development value/)
    // On loopback they are what the server uses anyway.
    expect(parse(dev).JWT_SECRET).toBe(dev.JWT_SECRET)
  })

  it('reads SITE_ORIGIN as an address alone, https unless on this machine or in development', () => {
    const real = { JWT_SECRET: STRONG, PASSWORD_PEPPER: STRONG }
    expect(parse({ SITE_ORIGIN: 'https://Shop.Example.in/' }).SITE_ORIGIN).toBe('https://shop.example.in')
    expect(parse({ SITE_ORIGIN: 'http://127.0.0.1:8787' }).SITE_ORIGIN).toBe('http://127.0.0.1:8787')
    expect(
      parse({ HOST: '0.0.0.0', APP_ENV: 'development', SITE_ORIGIN: 'http://192.168.1.5:8787' }).SITE_ORIGIN,
    ).toBe('http://192.168.1.5:8787')
    expect(parse({}).SITE_ORIGIN).toBeUndefined()
    for (const bad of [
      'shop.example.in',
      'https://shop.example.in/shop',
      'https://a.in?x=1',
      'ftp://a.in',
      'https://u:p@a.in',
    ]) {
      expect(() => parse({ SITE_ORIGIN: bad }), bad).toThrow(/SITE_ORIGIN must be the shop's address alone/)
    }
    expect(() => parse({ ...real, TRUST_PROXY: '1', SITE_ORIGIN: 'http://shop.example.in' })).toThrow(
      /SITE_ORIGIN must start with https:\/\//,
    )
    const workers = { LIBSQL_URL: 'libsql://shop.turso.io', ...real }
    expect(() => parseEnv(workersEnvSchema, { ...workers, SITE_ORIGIN: 'http://shop.example.in' })).toThrow(
      /SITE_ORIGIN must start with https:\/\//,
    )
    expect(
      parseEnv(workersEnvSchema, { ...workers, SITE_ORIGIN: 'https://shop.example.in' }).SITE_ORIGIN,
    ).toBe('https://shop.example.in')
  })

  it('reads TRUST_PROXY as a whole number of proxies and refuses anything else', () => {
    const real = { JWT_SECRET: STRONG, PASSWORD_PEPPER: STRONG }
    expect(parse({ ...real, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parse({ ...real, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    for (const bad of ['true', '-1', '1.5', 'yes', '99']) {
      expect(() => parse({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
    }
  })

  it('knows which hosts are loopback', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'].every(isLoopbackHost)).toBe(true)
    expect(['0.0.0.0', '::', '192.168.0.1', 'example.com', '128.0.0.1'].some(isLoopbackHost)).toBe(false)
  })
})
