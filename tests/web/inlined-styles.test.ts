import { afterEach, describe, expect, it } from 'vitest'
import { claimInlinedStyles } from '../../web/src/lib/inlined-styles'

afterEach(() => {
  document.head.replaceChildren()
})

describe('stylesheets the server inlined', () => {
  it('are each named to the chunk loader by one disabled link, which the browser neither fetches nor applies', () => {
    document.head.innerHTML =
      '<style data-href="/assets/index-a1.css">body{margin:0}</style><style data-href="/assets/list-b2.css">ul{padding:0}</style><style>p{color:red}</style>'
    claimInlinedStyles()
    claimInlinedStyles()
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    expect(links.map((l) => [l.getAttribute('href'), l.disabled])).toEqual([
      ['/assets/index-a1.css', true],
      ['/assets/list-b2.css', true],
    ])
    // What the loader asks before linking a chunk's stylesheet.
    expect(document.querySelector('link[href="/assets/list-b2.css"][rel="stylesheet"]')).not.toBeNull()
  })
})
