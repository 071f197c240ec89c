import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSameOriginPath } from '../../worker/contract/catalogue'

// A product's photo path is drawn as <img src> on the shop's pages: whatever the seller typed,
// a path taken must resolve, as a browser resolves it, to this site.

const SITE = 'https://shop.example'
const resolved = (path: string) => new URL(path, `${SITE}/category/sparklers`)

describe('same-origin photo paths', () => {
  it('every path taken resolves to the shop itself, whatever characters it is made of', () => {
    const chars = fc.constantFrom(
      ...'/\\.%2eE:@?#aZ9-_ \t\n\r\u0000'.split(''),
      '%2e',
      '%2E',
      '%5c',
      'https:',
      '//',
    )
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 14 }), (parts) => {
        const path = parts.join('')
        if (!isSameOriginPath(path)) return
        const url = resolved(path)
        expect(url.origin).toBe(SITE)
        // No step up or out: the browser's path is the one written.
        expect(url.pathname.split('/')).not.toContain('..')
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true)
      }),
      { numRuns: 5000 },
    )
  })

  it.each(['/images/products/fx1.svg', '/images/products/சங்கு சக்கரம்.png', '/videos/fx1.mp4?v=2'])(
    'takes %j',
    (path) => expect(isSameOriginPath(path)).toBe(true),
  )

  it.each([
    '//evil.example/p.png',
    '/\\evil.example/p.png',
    '/\t/evil.example/p.png',
    '/\n/evil.example/p.png',
    'https://evil.example/p.png',
    'images/p.png',
    '/',
    '/images/../admin',
    '/images/%2E%2e/admin',
    '/./p.png',
    '/images//p.png',
  ])('refuses %j', (path) => expect(isSameOriginPath(path)).toBe(false))
})
