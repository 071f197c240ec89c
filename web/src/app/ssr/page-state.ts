import type { DehydratedState } from '@tanstack/react-query'

// What the server's render hands to the browser beside the HTML: the queries the page was drawn
// from, so hydration draws exactly the same thing. A JSON data block,
// never an inline script: the Content-Security-Policy allows scripts from our own files only.
export interface PageState {
  queries: DehydratedState
}

export const PAGE_STATE_ID = 'page-state'

// `<` never appears raw, so nothing in the data (a product named "</script>") can end the block.
export const pageStateScript = (state: PageState) =>
  `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`

export const readPageState = (doc: Document): PageState | null => {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as PageState
  } catch {
    return null
  }
}
