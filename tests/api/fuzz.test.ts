import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../worker/contract/common'
import { apiApp } from '../helpers/api-app'
import { bigEnoughCart, catalogueOf, enquiryFor } from '../helpers/enquiry'
import { API } from '../helpers/test-app'

// Random and hostile requests to every call a buyer's browser (or anyone) can reach: none may
// answer 5xx, and every refusal is in the one error shape. Seeded, so a failure replays.

const t = apiApp()
const seeds: Record<string, Record<string, unknown>> = {}

beforeAll(async () => {
  const enquiry = enquiryFor(bigEnoughCart(await catalogueOf(t)))
  const person = {
    customer_name: 'Meena',
    address: '4, Gandhi Road',
    city: 'Madurai',
    pin_code: '625001',
    mobile_no: '9840000001',
  }
  Object.assign(seeds, {
    'order/save': enquiry,
    'order/search': { mobile_no: '9876543210', show_all: false },
    'account/save': { ...person, password: 'fuzz-password-1' },
    'account/checkDuplicate': { mobile_no: '9840000001' },
    'users/login': { username: '9840000001', password: '9840000001' },
    'users/checkSession': { access_token: 'e30.e30.e30' },
    'account/update': { sub: 'abc', ...person },
    'account/change-password': { sub: 'abc', old_password: 'x', new_password: 'long-enough-1' },
    // Added by the accounts work; without a token they answer 401 (or 404 before they exist).
    'users/logout': {},
    'users/logout-all': {},
    'account/set-password': { new_password: 'long-enough-1' },
    'account/export': { sub: 'abc' },
    'account/delete': { sub: 'abc', password: 'x' },
    'account/claim-enquiries': { access_code: 'K7M4-P9QX' },
  })
})

const POST_ROUTES = [
  'order/save',
  'order/search',
  'account/save',
  'account/checkDuplicate',
  'users/login',
  'users/checkSession',
  'account/update',
  'account/change-password',
  'users/logout',
  'users/logout-all',
  'account/set-password',
  'account/export',
  'account/delete',
  'account/claim-enquiries',
] as const

const GET_ROUTES = [
  'order/public/get/:p',
  'order/public/print/get/:p',
  'order/public/lr/:p',
  'product/get/:p',
  'product/categorywise/list/:p',
  'product/subcategoryitems/:p',
  'master/district/get/:p',
  'account/search/single/sub/:p',
  'account/export',
  'account/claim-enquiries',
] as const

const NUM_RUNS = 100

// Percent-encodes every byte (a lone surrogate becomes U+FFFD's bytes, as a browser sends it).
const encodeSegment = (s: string) =>
  Array.from(new TextEncoder().encode(s), (b) => `%${b.toString(16).padStart(2, '0')}`).join('')
// Segments no encoder would produce: broken escapes and bytes that are not UTF-8.
const RAW_SEGMENTS = ['%', '%zz', '%ff%fe', '%E2%80', '%00', '%0d%0a', '..', '%2e%2e%2f', '1%2F2']

// The answer is never ours to blame, and a refusal always reads the same way.
const expectSound = async (res: Response, what: string) => {
  expect(res.status, what).toBeLessThan(500)
  if (res.status >= 400) {
    const text = await res.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new Error(`${what}: ${res.status} is not JSON: ${text.slice(0, 200)}`)
    }
    const parsed = errorBodySchema.safeParse(body)
    expect(parsed.success, `${what}: ${text.slice(0, 300)}`).toBe(true)
    expect(parsed.data?.error.requestId, what).toBeTruthy()
  } else await res.arrayBuffer()
}

const send = (route: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  t.request(`${API}/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-test-client': 'fuzzer', ...headers },
    ...(body === null ? {} : { body }),
  })

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\u202e',
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '=HYPERLINK("x")',
    '9876543210\n',
    '__proto__',
    'constructor',
    '%00%0d%0a',
    '../../etc/passwd',
    'a'.repeat(5000),
  ),
)
const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  hostileString,
  fc.constantFrom(null, true, -1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.1, [], {}, [[[[]]]]),
)

// A body that looks like the real one with some fields replaced, dropped or added.
const mutated = (seed: Record<string, unknown>) =>
  fc
    .tuple(
      fc.array(
        fc.tuple(fc.constantFrom(...Object.keys(seed), 'extra', '__proto__', 'constructor'), hostileValue),
        {
          maxLength: 4,
        },
      ),
      fc.subarray(Object.keys(seed)),
    )
    .map(([changes, dropped]) => {
      const body: Record<string, unknown> = { ...seed }
      for (const key of dropped) delete body[key]
      for (const [key, value] of changes)
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true })
      return JSON.stringify(body)
    })

const deepNesting = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
const HOSTILE_BODIES: { name: string; body: BodyInit | null; type?: string }[] = [
  { name: 'empty body', body: '' },
  { name: 'no body at all', body: null },
  { name: 'JSON null', body: 'null' },
  { name: 'a JSON array', body: '[1,2,3]' },
  { name: 'a JSON string', body: '"hello"' },
  { name: 'truncated JSON', body: '{"mobile_no": "98' },
  { name: 'deep nesting inside the limit', body: deepNesting(10_000) },
  { name: 'deep array nesting', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { name: 'a body over 64 KB', body: JSON.stringify({ customer_name: 'a'.repeat(70_000) }) },
  {
    name: 'a 60 KB field',
    body: JSON.stringify({ customer_name: 'a'.repeat(60_000), mobile_no: '9876543210' }),
  },
  {
    name: 'prototype pollution keys',
    body: '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":1}},"mobile_no":"9876543210"}',
  },
  {
    name: 'invalid UTF-8 inside a string',
    body: new Uint8Array([
      ...new TextEncoder().encode('{"mobile_no":"98'),
      0xff,
      0xfe,
      0xc3,
      ...new TextEncoder().encode('"}'),
    ]),
  },
  { name: 'a UTF-16 byte order mark', body: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
  { name: 'text/plain', body: '{"mobile_no":"9876543210"}', type: 'text/plain' },
  { name: 'a form instead of JSON', body: 'mobile_no=9876543210', type: 'application/x-www-form-urlencoded' },
  { name: 'a broken multipart body', body: '--x\r\nnope', type: 'multipart/form-data; boundary=x' },
  {
    name: 'JSON claiming another charset',
    body: '{"mobile_no":"9876543210"}',
    type: 'application/json; charset=latin1',
  },
  { name: 'no content type', body: '{"mobile_no":"9876543210"}', type: '' },
]

describe('fuzz: public JSON calls never answer 5xx', () => {
  for (const route of POST_ROUTES) {
    it(`POST ${route}: hostile bodies and content types get a 4xx in the one error shape`, async () => {
      for (const h of HOSTILE_BODIES) {
        const headers: Record<string, string> = h.type === undefined ? {} : { 'Content-Type': h.type }
        await expectSound(await send(route, h.body, headers), `${route} with ${h.name}`)
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })

    it(`POST ${route}: random mutations of a real body, with random tokens and keys, never give a 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          mutated(seeds[route]!),
          fc.option(fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('e30.e30.e30', 'null', '')), {
            nil: undefined,
          }),
          fc.option(fc.string({ unit: 'binary-ascii', maxLength: 120 }), { nil: undefined }),
          async (body, token, key) => {
            const headers: Record<string, string> = {}
            if (token !== undefined) headers['x-auth-token'] = token.replace(/[^\t\x20-\x7e]/g, '')
            if (key !== undefined) headers['Idempotency-Key'] = key.replace(/[^\t\x20-\x7e]/g, '')
            await expectSound(await send(route, body, headers), `${route} ${body.slice(0, 200)}`)
          },
        ),
        { numRuns: NUM_RUNS, seed: 20261122 },
      )
    })
  }

  it('GET routes with hostile path parameters never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GET_ROUTES),
        fc.oneof(
          hostileString.map((p) => encodeSegment(p || 'x')),
          fc.constantFrom(...RAW_SEGMENTS),
        ),
        async (route, segment) => {
          const path = route.replace(':p', segment)
          const res = await t.request(`${API}/${path}`, { headers: { 'x-test-client': 'fuzzer' } })
          await expectSound(res, `GET ${path.slice(0, 200)}`)
        },
      ),
      { numRuns: NUM_RUNS * 4, seed: 20261122 },
    )
  })
})
