// npm run content:check [-- --rendered] [--dir content]: the checks a seller's edit of the pages in
// content/ must pass before it goes live. Prints every problem with its file and line, and exits 1
// when there is any. --rendered also draws every page from the production build, and fails when that
// build is missing (the content-only deploy runs it after npm run build).
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as z from 'zod'
import { checkContent } from '../web/build/content-rendered'
import { report } from './content-check-report'

const started = performance.now()

const flags = z
  .object({ rendered: z.boolean().default(false), dir: z.string().min(1).default('content') })
  .parse(
    parseArgs({
      options: { rendered: { type: 'boolean' }, dir: { type: 'string' } },
      allowPositionals: false,
    }).values,
  )
const env = z
  .object({
    GITHUB_ACTIONS: z.stringbool().optional(),
    GITHUB_STEP_SUMMARY: z.string().min(1).optional(),
  })
  .parse(process.env)

// Another folder than content/ was not built into dist/, so its pages are drawn only on request.
const isContent = resolve(flags.dir) === resolve('content')
const result = await checkContent({
  dir: flags.dir,
  label: isContent ? 'content' : flags.dir,
  rendered: flags.rendered ? 'required' : isContent ? 'auto' : 'off',
})
report({ ...result, seconds: (performance.now() - started) / 1000 }, env)
// The drawn pages leave their data caches' timers running: the check is over, so it ends itself.
process.exit(result.problems.length > 0 ? 1 : 0)
