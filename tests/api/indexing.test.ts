import { describe, expect, it } from 'vitest'
import { appSettingsOf, nodeEnvSchema, parseEnv, workersEnvSchema } from '../../worker/env'
import { startedInHooks } from '../helpers/api-app'
import { loadPageRender } from '../helpers/page-render'
import { API, createTestApp, TEST_SECRETS } from '../helpers/test-app'

// Only the live shop is for search engines. A preview (APP_ENV=staging, demo prices) or a shop on
// someone's machine (development, test) asks every crawler to stay out, on every answer.

const SITE = 'https://shop.example.in'
const SECRETS = { JWT_SECRET: TEST_SECRETS.jwtSecret, PASSWORD_PEPPER: TEST_SECRETS.passwordPepper }

// The configuration each entry hands the app, from its environment as parsed at start-up.
const workersShop = (APP_ENV: string) =>
  startedInHooks(
    async () => {
      const env = parseEnv(workersEnvSchema, { ...SECRETS, APP_ENV, LIBSQL_URL: 'https://db.example' })
      const { config } = appSettingsOf(env, { site: SITE, hostIsOwn: true, trustProxy: 0 })
      return createTestApp({ overrides: { config, pages: await loadPageRender() } })
    },
    (t) => t.close(),
  )

// Every kind of answer: a page, robots.txt, an API read, an API refusal, a path nobody owns.
const answers = async (t: ReturnType<typeof workersShop>) => {
  const list: [string, Response][] = []
  for (const [path, init] of [
    ['/lander', {}],
    ['/robots.txt', {}],
    [`${API}/product/quickorder`, {}],
    [`${API}/order/save`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }],
    [`${API}/no-such-call`, {}],
  ] as const)
    list.push([path, await t.request(path, init)])
  return list
}

describe('a preview (APP_ENV=staging)', () => {
  const t = workersShop('staging')

  it('robots.txt disallows the whole site', async () => {
    const res = await t.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n')
  })

  it('every answer says X-Robots-Tag: noindex, whatever its status', async () => {
    const statuses = new Set<number>()
    for (const [path, res] of await answers(t)) {
      statuses.add(res.status)
      expect(res.headers.get('X-Robots-Tag'), path).toBe('noindex')
    }
    expect([...statuses].sort()).toEqual([200, 400, 404])
  })
})

describe('the live shop (APP_ENV=production)', () => {
  const t = workersShop('production')

  it('robots.txt keeps out only the private pages, and names the sitemap', async () => {
    const text = await (await t.request('/robots.txt')).text()
    expect(text).toContain('Disallow: /api/')
    expect(text).not.toMatch(/^Disallow: \/$/m)
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  it('no answer carries X-Robots-Tag', async () => {
    for (const [path, res] of await answers(t)) expect(res.headers.get('X-Robots-Tag'), path).toBeNull()
  })
})

describe('which shops are indexable', () => {
  it('only production: a Node shop left at its default (development) is not', () => {
    const noindex = (source: Record<string, string>) =>
      appSettingsOf(parseEnv(nodeEnvSchema, source), undefined).config.noindex
    expect(noindex({})).toBe(true)
    for (const APP_ENV of ['development', 'test', 'staging'])
      expect(noindex({ ...SECRETS, APP_ENV })).toBe(true)
    expect(noindex({ ...SECRETS, APP_ENV: 'production' })).toBe(false)
  })
})
