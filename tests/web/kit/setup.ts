import { configure } from '@testing-library/react'
import { afterAll } from 'vitest'

// Two test files run side by side on a two-core machine (vitest.config.ts), and a page's lazy
// chunk can take longer than Testing Library's one second to arrive there: a find* waits up to
// five. A test that never finds its text still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 })

// A page sets the tab's title from words it loads after drawing (web/src/shared/page-title.ts). A
// file waits for them before it ends: an import still in flight when the file's module runner
// closes is an unhandled error that fails the run.
afterAll(async () => {
  await import('../../../web/src/shared/page-meta')
})
