import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { byteMisses, readBudgets } from '../../web/build/budgets'
import { bundleCode, WORKER_BUNDLE_DIR } from '../helpers/worker-bundle'

// A cold isolate parses the whole bundle before it answers; every kilobyte is on the first request.
// About 150 KB is the API; the rest is the page render (React's server renderer, the pages and
// the built-in information pages, in English and Tamil), which lets the first answer be a painted page.
// 426 KB once the page render imports zod instead of carrying a copy of its own (a second zod was
// 27 KB). 434 KB with the mended loop (the amount owed, freight terms, the season's name, the
// server-drawn bill, the not-kept page's words). 449 KB with the season's tax papers and rules
// (the GST State list in both languages and the PIN table, the HSN summary, the GSTR-1 sheets and
// their ZIP, the e-way bill, dated rules and green crackers). 460.6 KB with going live (a refused
// token and a quota block told apart, the flood limit before the database, the freshness check
// shared per data centre): the budget kept 186 B of room.
// The budget is in budgets.json since issue 33's guards; it was 410 KB here.
// 419,359 B (409.5 KB) after issue 33's cuts to the page render, from 460,642: one server renderer
// (prerender, not server.browser's legacy and streaming pair: -31.8 KB), the contract imported from
// the API's copy instead of a second one (-6.9 KB), the console's stylesheet out of it (-2.6 KB).
// What is left, minified, in the worker: the render 1,008 KB of 1,613 KB (its own build is 801 KB:
// the information pages in both languages 181 KB, its Tamil escaped by the worker's bundler, the
// buyer's stylesheets 57 KB, react-dom's renderer 104 KB, react-router 66 KB, TanStack Query 37 KB,
// the pages ~330 KB), the API's features 146 KB, zod 106 KB, drizzle 81 KB, libSQL 68 KB, the
// contract 45 KB.
// 371,074 B from 419,483 once the render reads the information pages (35 KB gzipped in code, their
// Tamil escaped) and the buyer's stylesheets (11 KB) from the web build at run time, and carries
// only the manifest fields it reads (-1.1 KB). `npm run worker:weights` prints where the rest goes
// (docs/architecture.md, "Where the worker's bytes go"): built alone, the render with its zod and
// contract is 213,360 B (React's renderer, react-router, TanStack Query 74 KB; the pages and their
// messages in both languages 104 KB) and the API 193,116 B (zod 31 KB, drizzle 21 KB, libSQL's
// client 22 KB, hono 11 KB, its own code 79 KB).
// 352,244 B without function names kept (wrangler.toml keep_names = false: no name wrapper around
// every function and class, -18.8 KB); 352,309 B once a page reads only its own stylesheets.
describe('the production worker bundle', () => {
  it('weighs, gzipped, no more than its budget in budgets.json', () => {
    const gzipped = gzipSync(bundleCode()).length
    expect(gzipped).toBeGreaterThan(20_000)
    expect(byteMisses('the worker bundle, gzipped', gzipped, readBudgets().worker.gzip)).toEqual([])
  })

  it('carries no test-only code, no embedded engine, no foreign locales', () => {
    const code = bundleCode()
    expect(code).toContain('website-management')
    expect(code).not.toMatch(/startHranaBridge|libsql-wasm|createTestApp|better-sqlite/)
    // zod's other locales (German here) and a time-zone database have no business in the worker.
    expect(code).not.toMatch(/Ungültige|America\/Los_Angeles/)
    expect(readdirSync(WORKER_BUNDLE_DIR).some((f) => f.endsWith('.wasm') || f.endsWith('.node'))).toBe(false)
  })

  // wrangler.toml's upload_source_maps: the deploy sends the map beside the code, so an error in the
  // production log names worker/… files. The map is not code: bundleCode() and the budget skip it.
  it('goes up with a source map that names the source files', () => {
    const map = JSON.parse(readFileSync(join(WORKER_BUNDLE_DIR, 'index.js.map'), 'utf8')) as {
      sources: string[]
    }
    expect(map.sources.some((s) => s.includes('worker/features/'))).toBe(true)
    expect(bundleCode()).not.toContain('"mappings"')
  })
})
