import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONSOLE_CHUNKS, consoleAssets } from '../../web/build/console-sw'
import { keptInboxNotice, keptTime } from '../../web/src/console/kit/kept-inbox'
import {
  CONSOLE_ASSETS_CACHE,
  CONSOLE_META_CACHE,
  consoleHandlingOf,
  consoleShellCache,
  inboxAnswerAction,
  isConsoleCache,
  KEPT_AT_HEADER,
  KEPT_FOR_HEADER,
  KEPT_INBOX_CACHE,
  keptHeaders,
  keptIsFor,
  sessionOfToken,
} from '../../web/sw/console-sw-rules'
import { CACHE_PREFIX } from '../../web/sw/sw-rules'

const ORIGIN = 'https://shop.example'
const API = '/api/website-management'
const get = (path: string, mode = 'cors', method = 'GET') =>
  consoleHandlingOf({ method, url: `${ORIGIN}${path}`, mode }, ORIGIN)

// A token as the server signs it (header.claims.signature); the signature is not read here.
const tokenFor = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`

describe("the console's service worker keeps the inbox list and nothing else personal", () => {
  it('keeps only the inbox list read: not an enquiry, its quotes or payments, the export, a write', () => {
    expect(get(`${API}/admin/orders`)).toBe('inbox')
    expect(get(`${API}/admin/orders?status=NEW&page=2`)).toBe('inbox')
    for (const path of [
      `${API}/admin/orders/abc`,
      `${API}/admin/orders/abc/quotes`,
      `${API}/admin/orders/export?kind=orders`,
      `${API}/admin/attention`,
      `${API}/admin/payments/waiting`,
      `${API}/admin/settings`,
    ])
      expect(get(path), path).toBe('network')
    expect(get(`${API}/admin/orders`, 'cors', 'POST')).toBe('network')
    expect(
      consoleHandlingOf(
        { method: 'GET', url: `https://else.example${API}/admin/orders`, mode: 'cors' },
        ORIGIN,
      ),
    ).toBe('network')
  })

  it("opens the console's pages from the kept shell, and only those", () => {
    for (const path of ['/admin', '/admin/order?id=x', '/admin/payments'])
      expect(get(path, 'navigate')).toBe('shell')
    for (const path of ['/administrator', '/lander', '/signin']) expect(get(path, 'navigate')).toBe('network')
    expect(get('/assets/console-abc.js')).toBe('asset')
  })

  it('keeps a 200 read under a session, forgets on 401 or 403, and leaves it on any other answer', () => {
    expect(inboxAnswerAction(200, 'sid-1')).toBe('keep')
    expect(inboxAnswerAction(200, null)).toBe('leave')
    expect(inboxAnswerAction(401, 'sid-1')).toBe('forget')
    expect(inboxAnswerAction(403, 'sid-1')).toBe('forget')
    for (const status of [304, 429, 500, 503]) expect(inboxAnswerAction(status, 'sid-1')).toBe('leave')
  })

  it('shows the kept list only to the sign-in session that read it, a renewed token included', () => {
    const session = sessionOfToken(tokenFor({ sub: 'seller', sid: 'sid-1', iat: 1 }))
    expect(session).toBe('sid-1')
    expect(sessionOfToken(tokenFor({ sub: 'seller', sid: 'sid-1', iat: 2 }))).toBe('sid-1')
    for (const bad of [null, '', 'not-a-token', 'a.%%%.c', tokenFor({ sub: 'seller' })])
      expect(sessionOfToken(bad), String(bad)).toBeNull()
    const kept = keptHeaders(new Headers({ 'content-type': 'application/json' }), new Date(), 'sid-1')
    expect(keptIsFor(kept, 'sid-1')).toBe(true)
    expect(keptIsFor(kept, 'sid-2')).toBe(false)
    expect(keptIsFor(kept, null)).toBe(false)
  })

  it('stores when it was read, never the renewed token the answer carried', () => {
    const answer = new Headers({
      'content-type': 'application/json',
      'x-auth-token': 'renewed',
      'content-length': '9',
    })
    const kept = keptHeaders(answer, new Date('2026-11-27T09:02:00Z'), 'sid-1')
    expect(kept.get(KEPT_AT_HEADER)).toBe('2026-11-27T09:02:00.000Z')
    expect(kept.get(KEPT_FOR_HEADER)).toBe('sid-1')
    expect(kept.get('x-auth-token')).toBeNull()
    expect(kept.get('content-length')).toBeNull()
    expect(kept.get('content-type')).toBe('application/json')
  })

  it("names its caches console-…, which the buyer's worker never cleans up, nor this one theirs", () => {
    for (const name of [
      CONSOLE_ASSETS_CACHE,
      CONSOLE_META_CACHE,
      KEPT_INBOX_CACHE,
      consoleShellCache('abc'),
    ]) {
      expect(isConsoleCache(name), name).toBe(true)
      expect(name.startsWith(CACHE_PREFIX), name).toBe(false)
    }
    expect(isConsoleCache('buyer-assets')).toBe(false)
  })
})

describe('the kept inbox says how old it is, in India time', () => {
  const now = Date.parse('2026-11-27T10:00:00Z') // 15:30 in India
  it('today, yesterday, or on a date', () => {
    expect(keptTime('2026-11-27T09:02:00Z', now)).toBe('14:32 today')
    // The day turns at midnight in India: 18:20 UTC is 23:50 of the day before, 18:31 UTC 00:01.
    expect(keptTime('2026-11-26T18:20:00Z', now)).toBe('23:50 yesterday')
    expect(keptTime('2026-11-26T18:31:00Z', now)).toBe('00:01 today')
    expect(keptTime('2026-11-20T03:30:00Z', now)).toBe('09:00 on 20/11/2026')
  })

  it("in the seller's words", () => {
    expect(keptInboxNotice('2026-11-27T09:02:00Z', now)).toBe(
      'No signal: this is the inbox as it was at 14:32 today. It will refresh when the signal is back.',
    )
  })
})

describe("the console's worker keeps the console's files, not the shop's pages", () => {
  it("lists the start, the console's route module and the console with their imports, and the fonts", () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-sw-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets/tamil-400.woff2'), '')
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/start.tsx'] },
      'src/start.tsx': {
        file: 'assets/start.js',
        imports: ['_vendor.js'],
        dynamicImports: ['src/app/routes/lander.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      'src/app/routes/lander.tsx': { file: 'assets/lander.js' },
      'src/app/routes/admin-console.tsx': {
        file: 'assets/admin-console.js',
        dynamicImports: ['src/console/console.tsx'],
      },
      'src/console/console.tsx': { file: 'assets/console.js', css: ['assets/console.css'] },
    }
    expect(consoleAssets(dir, manifest)).toEqual([
      '/assets/admin-console.js',
      '/assets/console.css',
      '/assets/console.js',
      '/assets/index.js',
      '/assets/start.js',
      '/assets/tamil-400.woff2',
      '/assets/vendor.js',
    ])
    // A console chunk renamed without this list following fails the build, not the seller offline.
    const renamed: Record<string, { file: string }> = { ...manifest }
    delete renamed[CONSOLE_CHUNKS[2]!]
    expect(() => consoleAssets(dir, renamed)).toThrow(/console\.tsx/)
  })
})
